export {
  CouponGiftModal,
  type CouponCheck,
  type CouponGiftModalProps,
} from '#coupon-gift-modal/coupon-gift-modal.tsx';
