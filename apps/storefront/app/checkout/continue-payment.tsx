import { usePayOrderMutation } from '@shop/core/checkout';
import type { PaymentMethod, PaymentStart } from '@shop/core/checkout-schemas';
import { selectLocale } from '@shop/core/locale';
import { PaymentMethodsModal } from '@shop/ui/payment-methods-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutErrorText } from '~/checkout/checkout-errors';
import { useAppSelector } from '~/hooks';

/** The ways to pay, as `paymentMethods` of the schemas (a copy: keeps zod out of order pages). */
const methodIds: readonly PaymentMethod[] = ['cod', 'card', 'bnpl'];

/**
 * What starting an online payment led to: `redirected` (to the provider's hosted page),
 * `refused` ("Pay in 4" refused the purchase, R8.09), `unavailable` (the provider could not be
 * reached: the order waits, to try again or pay another way), `confirmed` (nothing left to pay
 * online: cash on delivery, or all paid by wallet and points) or `failed` (the API refused).
 */
export type PaymentFollowUp = 'redirected' | 'refused' | 'unavailable' | 'confirmed' | 'failed';

/**
 * Follows the API's answer to a placement or a pay-again: to the provider's page, whose address
 * comes from our API (never from the request), or what it means here.
 */
export function followPayment(payment: PaymentStart | null): PaymentFollowUp {
  if (!payment) return 'confirmed';
  if (payment.status === 'redirect' && payment.redirectUrl) {
    window.location.assign(payment.redirectUrl);
    return 'redirected';
  }
  return payment.status === 'rejected' ? 'refused' : 'unavailable';
}

/**
 * Continuing an order awaiting payment (R4.21): `retry` pays again with a method (`POST
 * Order/{id}/Pay`), `choose` opens the payment methods modal for an order, and `modal` is that
 * modal (render it once). A "Pay in 4" refusal (R8.09) keeps the modal open with the refusal
 * said above the methods, "Pay in 4" no longer choosable and the others still are; cash on
 * delivery calls `onConfirmed`. Busy from the call until the browser has left for the provider.
 */
export function useContinuePayment(onConfirmed: (orderId: number) => void) {
  const { t } = useTranslation(['checkout', 'errors']);
  const lang = useAppSelector(selectLocale);
  const [payOrder, paying] = usePayOrderMutation();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState('');
  const [refused, setRefused] = useState(false);
  // The order whose method is being chosen, and the method it has now (checked at opening).
  const [choosingFor, setChoosingFor] = useState<{ id: number; method?: PaymentMethod } | null>(
    null,
  );
  const busy = paying.isLoading || leaving;

  const retry = async (orderId: number, method: PaymentMethod): Promise<PaymentFollowUp> => {
    setError('');
    const result = await payOrder({ id: orderId, paymentMethod: method });
    if ('error' in result) {
      setError(checkoutErrorText(t, result.error));
      return 'failed';
    }
    const followUp = followPayment(result.data.payment);
    if (followUp === 'unavailable') setError(t('errors:api.payment_method_unavailable'));
    if (followUp === 'redirected') setLeaving(true);
    if (followUp === 'refused') setRefused(true);
    if (followUp === 'confirmed') onConfirmed(orderId);
    return followUp;
  };

  /** The methods by their names in the page's language; "Pay in 4" once it refused. */
  const methods = methodIds.map((id) => {
    const name = t(`paymentMethod.${id}`);
    return {
      id,
      name,
      nameEn: name,
      disabled: refused && id === 'bnpl' ? t('result.bnplRefused.title') : undefined,
    };
  });

  const modal = (
    <PaymentMethodsModal
      open={choosingFor !== null}
      onClose={() => setChoosingFor(null)}
      methods={methods}
      value={choosingFor?.method}
      lang={lang}
      notice={(refused ? t('result.bnplRefused.text') : error) || undefined}
      onChoose={(method) => {
        if (choosingFor === null || busy) return;
        void retry(choosingFor.id, method.id).then((followUp) => {
          if (followUp === 'confirmed') setChoosingFor(null);
        });
      }}
    />
  );

  return {
    retry,
    choose: (orderId: number, method?: PaymentMethod) => setChoosingFor({ id: orderId, method }),
    modal,
    busy,
    /** The error to show on the page: none while the modal is open (its notice says it). */
    error: choosingFor === null ? error : '',
    /** Marks "Pay in 4" refused (a placement's own refusal, R8.09). */
    markRefused: () => setRefused(true),
  };
}
