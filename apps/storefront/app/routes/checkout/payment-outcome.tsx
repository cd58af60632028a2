// Paying again calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { checkoutApi } from '@shop/core/checkout';
import { selectLocale } from '@shop/core/locale';
import { PaymentResult } from '@shop/ui/payment-result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Route } from './+types/payment-outcome';
import { useContinuePayment } from '~/checkout/continue-payment';
import { outcomeOf } from '~/checkout/payment-outcome';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';

/** The shopper's own order (anyone else's is this page's 404) and which return this is. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const order = await apiData(context, (store) =>
    store.dispatch(checkoutApi.endpoints.getOrder.initiate(id, { subscribe: false })),
  );
  const aborted = new URL(request.url).pathname.startsWith('/checkout/order-cancel/');
  return { order, aborted };
}

/**
 * `/checkout/order-cancel/{id}` (R2.16, R8.06) and `/checkout/order-failure/{id}` (R2.17, R8.07,
 * R8.08): where the payment provider sends the shopper back after an abort or a decline. While
 * the order waits: "Try again" (the same method, back to the provider) and "Choose another
 * payment method".
 */
export default function PaymentOutcomePage({ loaderData }: Route.ComponentProps) {
  const { order, aborted } = loaderData;
  const { t } = useTranslation(['checkout', 'errors']);
  const lang = useAppSelector(selectLocale);
  const navigate = useNavigate();
  const orderHref = `/checkout/order/${order.id}`;
  const payment = useContinuePayment(() => void navigate(orderHref));
  const outcome = outcomeOf(order.status, aborted);
  const retry = async () => {
    // "Pay in 4" refusing now: the other methods are the way on.
    if ((await payment.retry(order.id, order.paymentMethod)) === 'refused')
      payment.choose(order.id);
  };

  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <Seo
        title={`${t(`result.${outcome}.title`)} · ${t('common:brand.name')}`}
        description={t(`result.${outcome}.text`)}
        noIndex
      />
      {payment.error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {payment.error}
        </p>
      ) : null}
      <PaymentResult
        outcome={outcome}
        orderNumber={order.number}
        dueAt={order.paymentDueAt}
        lang={lang}
        onRetry={order.paymentMethod === 'cod' ? undefined : () => void retry()}
        onChooseAnother={() => payment.choose(order.id, order.paymentMethod)}
        busy={payment.busy}
        orderHref={orderHref}
        headingLevel={1}
      />
      {payment.modal}
    </section>
  );
}
