export { PayInFourPromo, type PayInFourPromoProps } from '#pay-in-four/pay-in-four-promo.tsx';
export {
  PAY_IN_FOUR_PAYMENTS,
  PAY_IN_FOUR_WEEKS_APART,
  splitInFour,
} from '#pay-in-four/pay-in-four-split.ts';
