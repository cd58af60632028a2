import { Link } from '@shop/ui/link';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order-success';
import { Seo } from '~/components/seo';

/** The order placed, from `?order=` (a positive whole number), for the link to its page. */
export function loader({ request }: Route.LoaderArgs) {
  const value = new URL(request.url).searchParams.get('order') ?? '';
  return { orderId: /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null };
}

/**
 * `/order-success` (R2.23, R2.67): its own plain layout, outside `/checkout`, so its path is not
 * behind the guest guard; it shows no order data itself, only where to see it.
 */
export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('checkout');
  const { orderId } = loaderData;
  return (
    <section className="flex flex-col items-center gap-4 py-8 text-center">
      <Seo
        title={`${t('success.title')} · ${t('common:brand.name')}`}
        description={t('success.text')}
        noIndex
      />
      <h1 className="text-3xl font-bold">{t('success.title')}</h1>
      <p className="text-ink-muted">{t('success.text')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-4">
        {orderId ? (
          <Link
            href={`/checkout/order/${orderId}`}
            className="font-semibold text-brand-800 underline"
          >
            {t('success.viewOrder')}
          </Link>
        ) : null}
        <Link href="/my-orders" className="font-semibold text-brand-800 underline">
          {t('success.myOrders')}
        </Link>
        <Link href="/" className="font-semibold text-brand-800 underline">
          {t('page.shop')}
        </Link>
      </div>
    </section>
  );
}
