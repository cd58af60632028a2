import type { Cart } from '@shop/core/cart-state';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, TruckIcon } from '#icons/icons.tsx';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { ProgressMeter, type ProgressMeterProps } from '#cart-parts/progress-meter.tsx';
import { PayInFourPromo } from '#pay-in-four/pay-in-four-promo.tsx';
import { Price } from '#price/price.tsx';

/** What {@link CartSummary} reads of the cart. */
export type CartSummaryCart = Pick<
  Cart,
  | 'brand'
  | 'subtotal'
  | 'minimumOrder'
  | 'minimumOrderMissing'
  | 'freeShippingThreshold'
  | 'freeShippingMissing'
>;

/** Props of {@link CartSummary}. */
export interface CartSummaryProps extends MoneyDisplay {
  /** The cart as the API answered it: every amount is the API's. */
  cart: CartSummaryCart;
  /** The page's language. */
  lang: Locale;
  /** Opens the "Pay in 4" pop-up; given, the promo shows under the subtotal (R2.88). */
  onPayInFourOpen?: () => void;
  /** A heading of this level names the summary ("Order summary"); without it, a label does. */
  headingLevel?: 2 | 3;
  /** What follows the figures, e.g. the checkout button. */
  children?: ReactNode;
}

/**
 * The basket's figures: subtotal (with the currency-conversion note when shown in another
 * currency), the brand's minimum order with a progress bar and how much is missing, free
 * shipping (R9.08: "Add SAR 12.00 more for free shipping" with a bar below the threshold, "You
 * get free shipping" at or above it, nothing when the brand offers none) and the "Pay in 4"
 * promo. Amounts come from the API; the bars' values are read as "SAR 45.00 of SAR 100.00".
 *
 * @example
 * ```tsx
 * <CartSummary cart={cart} lang="en" storeCurrency={sar} onPayInFourOpen={openPayInFour}>
 *   <CheckoutButton />
 * </CartSummary>
 * ```
 */
export function CartSummary({
  cart,
  lang,
  storeCurrency,
  currency,
  onPayInFourOpen,
  headingLevel,
  children,
}: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const minimumId = useId();
  const shippingId = useId();
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency, currency });
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const {
    subtotal,
    minimumOrder,
    minimumOrderMissing,
    freeShippingThreshold,
    freeShippingMissing,
  } = cart;

  return (
    <section
      aria-labelledby={Heading ? headingId : undefined}
      aria-label={Heading ? undefined : t('summary.label')}
      className="flex flex-col gap-4 text-start"
    >
      {Heading ? (
        <Heading id={headingId} className="text-lg font-semibold text-ink">
          {t('summary.label')}
        </Heading>
      ) : null}
      {cart.brand ? (
        <p className="text-sm text-ink-muted">
          {t('summary.brand', { brand: localizedName(cart.brand, lang) })}
        </p>
      ) : null}
      <dl>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt className="font-semibold text-ink">{t('summary.subtotal')}</dt>
          <dd className="text-end">
            <Price
              amount={subtotal}
              storeCurrency={storeCurrency}
              currency={currency}
              lang={lang}
              className="justify-end"
            />
          </dd>
        </div>
      </dl>

      {minimumOrder > 0 ? (
        <GoalProgress
          id={minimumId}
          className={minimumOrderMissing > 0 ? 'font-medium text-danger-800' : 'text-ink-muted'}
          icon={minimumOrderMissing > 0 ? null : <CheckIcon className="mt-0.5 size-4 shrink-0" />}
          message={
            minimumOrderMissing > 0
              ? t('summary.minimumMissing', {
                  amount: money(minimumOrderMissing),
                  minimum: money(minimumOrder),
                })
              : t('summary.minimumReached', { minimum: money(minimumOrder) })
          }
          meter={
            minimumOrderMissing > 0 && {
              label: t('summary.minimumProgress'),
              value: subtotal,
              max: minimumOrder,
              valueText: t('summary.progressValue', {
                current: money(subtotal),
                target: money(minimumOrder),
              }),
            }
          }
        />
      ) : null}

      {freeShippingThreshold !== null ? (
        <GoalProgress
          id={shippingId}
          className={freeShippingMissing ? 'text-ink' : 'font-semibold text-brand-800'}
          icon={<TruckIcon className="mt-0.5 size-4 shrink-0" />}
          message={
            freeShippingMissing
              ? t('summary.freeShippingMissing', { amount: money(freeShippingMissing) })
              : t('summary.freeShipping')
          }
          meter={
            Boolean(freeShippingMissing) && {
              label: t('summary.freeShippingProgress'),
              value: subtotal,
              max: freeShippingThreshold,
              valueText: t('summary.progressValue', {
                current: money(subtotal),
                target: money(freeShippingThreshold),
              }),
            }
          }
        />
      ) : null}

      {onPayInFourOpen && subtotal > 0 ? (
        <PayInFourPromo
          amount={subtotal}
          lang={lang}
          storeCurrency={storeCurrency}
          currency={currency}
          onLearnMore={onPayInFourOpen}
        />
      ) : null}
      {children}
    </section>
  );
}

/**
 * One of the basket's goals (the minimum order, free shipping): what it says, and while it is
 * not reached a meter that the message describes.
 */
function GoalProgress({
  id,
  className,
  icon,
  message,
  meter,
}: {
  id: string;
  className: string;
  icon: ReactNode;
  message: string;
  meter: false | Omit<ProgressMeterProps, 'describedBy'>;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p id={id} className={`flex items-start gap-1.5 text-sm ${className}`}>
        {icon}
        <span>{message}</span>
      </p>
      {meter ? <ProgressMeter {...meter} describedBy={id} /> : null}
    </div>
  );
}
