import {
  checkoutAddressChosen,
  checkoutSlotChosen,
  couponApplied,
  couponCleared,
  deliverySpeedChosen,
  deliverySpeedsSet,
  paymentMethodChosen,
  selectCheckoutChoices,
  pointsUseChanged,
  walletUseChanged,
} from '@shop/core/checkout-state';
import { selectLocale } from '@shop/core/locale';
import { AddressChooser } from '@shop/ui/address-chooser';
import { CouponGiftModal, type CouponCheck } from '@shop/ui/coupon-gift-modal';
import { CouponSummary } from '@shop/ui/coupon-summary';
import { DeliverySpeedPicker } from '@shop/ui/delivery-speed-picker';
import { Link } from '@shop/ui/link';
import { PaymentMethodSummary } from '@shop/ui/payment-method-summary';
import { PaymentMethodsModal } from '@shop/ui/payment-methods-modal';
import { SlotPicker } from '@shop/ui/slot-picker';
import { WalletPointsToggle } from '@shop/ui/wallet-points-toggle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/checkout';
import type { RootState } from '~/store';
import { loadCheckout } from '~/checkout/checkout-data.server';
import { summaryHref } from '~/checkout/checkout-choices';
import { checkoutErrorText } from '~/checkout/checkout-errors';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { idParam } from '~/lib/api-data';
import { onDemand } from '@shop/ui/on-demand';
import { useDisplayCurrency } from '~/lib/use-display-currency';

export async function loader({ context, params }: Route.LoaderArgs) {
  const urlRegion =
    params.cityId === undefined
      ? null
      : {
          activityTypeId: idParam(params.activityTypeId),
          countryId: idParam(params.countryId),
          stateId: idParam(params.stateId),
          cityId: idParam(params.cityId),
        };
  return loadCheckout(context, urlRegion);
}

type Field = 'address' | 'speed' | 'slot' | 'payment';

/**
 * The choices the page shows, and nothing else of the checkout's state: the brand's speed list,
 * which the page sets as it arrives (R4.11), is not among them, so setting it right after
 * hydration does not render the whole form a second time (a long task on a phone).
 */
function selectPageChoices(state: RootState) {
  const choices = selectCheckoutChoices(state);
  return {
    addressId: choices.addressId,
    slotId: choices.slotId,
    deliverySpeedId: choices.deliverySpeed.id,
    paymentMethod: choices.paymentMethod,
    coupon: choices.coupon,
    useWallet: choices.useWallet,
    usePoints: choices.usePoints,
  };
}

/** The one overlay open on the page (STYLE.md: one union, not a boolean per modal). */
type Overlay = 'payment' | 'coupon' | 'address' | 'closed';

// The address form (react-hook-form, zod) loads only when "Add a new address" is pressed.
const CheckoutAddressModal = onDemand(() => import('~/checkout/checkout-address-modal'));

/**
 * `/checkout` (R2.13, R2.51): where the order goes, how fast, when, and how it is paid; then the
 * summary (`/checkout/summary`) quotes it and places it. Choosing a slot holds a place in it for
 * a few minutes. The coupon modal, the wallet and points and "Add a new address" (the account's
 * address modal, in place) are here too. The choices are the store's (spec §3: the active
 * payment method and delivery speed), and travel to the summary in its URL.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { cart, options, addresses, regions } = loaderData;
  const { t } = useTranslation(['checkout', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const choices = useAppSelector(selectPageChoices, shallowEqual);
  const revalidator = useRevalidator();
  const [heldUntil, setHeldUntil] = useState(options?.hold?.expiresAt ?? null);
  const [overlay, setOverlay] = useState<Overlay>('closed');
  const closeOverlay = () => setOverlay('closed');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The slot pressed, shown chosen while the API holds it (and given up if it cannot).
  const [pendingSlot, setPendingSlot] = useState<number | null>(null);

  // The brand's speeds replace any earlier list (R4.11); a live hold is the chosen slot.
  useEffect(() => {
    if (!options) return;
    dispatch(deliverySpeedsSet(options.deliverySpeeds));
    if (options.hold) dispatch(checkoutSlotChosen(options.hold.slotId));
  }, [dispatch, options]);

  const addressId = addresses.some((address) => address.id === choices.addressId)
    ? choices.addressId
    : null;
  const slotId = options?.slots.some((slot) => slot.id === choices.slotId) ? choices.slotId : null;
  const speedId = choices.deliverySpeedId || null;
  const fixed = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  if (!cart || cart.lines.length === 0 || !options) {
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <Seo
          title={`${t('page.title')} · ${t('common:brand.name')}`}
          description={t('page.title')}
          noIndex
        />
        <h1 className="text-3xl font-bold">{t('page.title')}</h1>
        <p className="mt-4 text-ink-muted">{t('page.empty')}</p>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-800 underline">
          {t('page.shop')}
        </Link>
      </section>
    );
  }

  const chooseSlot = async (id: number) => {
    setPendingSlot(id);
    const { holdSlot } = await import('~/checkout/checkout-calls');
    const result = await holdSlot(dispatch, id);
    setPendingSlot(null);
    if ('error' in result) {
      setErrors((current) => ({ ...current, slot: checkoutErrorText(t, result.error) }));
      return;
    }
    dispatch(checkoutSlotChosen(id));
    setHeldUntil(result.data.expiresAt);
    fixed('slot');
  };

  const review = () => {
    const missing: Partial<Record<Field, string>> = {
      address: addressId ? undefined : t('validation.addressRequired'),
      speed: speedId ? undefined : t('validation.deliverySpeedRequired'),
      slot: slotId ? undefined : t('validation.slotRequired'),
      payment: choices.paymentMethod.id ? undefined : t('validation.paymentMethodRequired'),
    };
    setErrors(missing);
    if (!addressId || !speedId || !slotId || !choices.paymentMethod.id) return;
    void navigate(
      summaryHref(pathname, {
        addressId,
        slotId,
        deliverySpeedId: speedId,
        paymentMethod: choices.paymentMethod.id,
        couponCode: choices.coupon?.code,
        useWallet: choices.useWallet,
        usePoints: choices.usePoints,
      }),
    );
  };

  /** The coupon modal's "Apply": the API checks the code against the basket (R5.29, R8.27). */
  const applyCoupon = async (couponCode: string): Promise<CouponCheck> => {
    const { checkCoupon } = await import('~/checkout/checkout-calls');
    const result = await checkCoupon(dispatch, couponCode);
    if ('error' in result) return { error: checkoutErrorText(t, result.error) };
    dispatch(couponApplied(result.data));
    return { coupon: result.data };
  };

  return (
    <>
      <Seo
        title={`${t('page.title')} · ${t('common:brand.name')}`}
        description={t('page.title')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('page.title')}</h1>
      <div className="flex max-w-3xl flex-col gap-8">
        <AddressChooser
          addresses={addresses}
          value={addressId}
          onChange={(id) => {
            dispatch(checkoutAddressChosen(id));
            fixed('address');
          }}
          onAdd={() => setOverlay('address')}
          lang={lang}
          regions={regions}
          error={errors.address}
        />
        <DeliverySpeedPicker
          speeds={options.deliverySpeeds}
          value={speedId}
          onChange={(id) => {
            dispatch(deliverySpeedChosen(id));
            fixed('speed');
          }}
          lang={lang}
          storeCurrency={storeCurrency}
          currency={currency}
          error={errors.speed}
        />
        <SlotPicker
          slots={options.slots}
          value={pendingSlot ?? slotId}
          onChange={(id) => void chooseSlot(id)}
          lang={lang}
          heldUntil={slotId ? heldUntil : null}
          error={errors.slot}
        />
        <PaymentMethodSummary
          method={choices.paymentMethod}
          lang={lang}
          onOpen={() => setOverlay('payment')}
          error={errors.payment}
        />
        <PaymentMethodsModal
          open={overlay === 'payment'}
          onClose={closeOverlay}
          methods={options.paymentMethods.map(({ id, name, nameEn, available }) => ({
            id,
            name,
            nameEn,
            disabled: available ? undefined : t('payment.comingSoon'),
          }))}
          value={choices.paymentMethod.id}
          onChoose={(method) => {
            dispatch(paymentMethodChosen(method));
            closeOverlay();
            fixed('payment');
          }}
          lang={lang}
        />
        <CouponSummary coupon={choices.coupon} lang={lang} onOpen={() => setOverlay('coupon')} />
        <CouponGiftModal
          open={overlay === 'coupon'}
          onClose={closeOverlay}
          onApply={applyCoupon}
          applied={choices.coupon}
          onRemove={() => dispatch(couponCleared())}
          lang={lang}
        />
        <WalletPointsToggle
          walletBalance={options.wallet.balance}
          points={options.points}
          useWallet={choices.useWallet}
          usePoints={choices.usePoints}
          onWalletChange={(use) => dispatch(walletUseChanged(use))}
          onPointsChange={(use) => dispatch(pointsUseChanged(use))}
          lang={lang}
          storeCurrency={storeCurrency}
          currency={currency}
        />
        {overlay === 'address' ? (
          <CheckoutAddressModal
            onClose={closeOverlay}
            regions={regions}
            lang={lang}
            onSaved={(address) => {
              dispatch(checkoutAddressChosen(address.id));
              fixed('address');
              closeOverlay();
              // The loader reads the addresses again, the new one among them.
              void revalidator.revalidate();
            }}
          />
        ) : null}
        <div>
          <button
            type="button"
            onClick={review}
            className="inline-flex min-h-12 items-center justify-center rounded-md bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('page.review')}
          </button>
        </div>
      </div>
    </>
  );
}
