import { catalogApi } from '@shop/core/catalog';
import { selectLocale } from '@shop/core/locale';
import { ordersApi } from '@shop/core/orders';
import { Invoice } from '@shop/ui/invoice';
import { Link } from '@shop/ui/link';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/invoice';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';
import { qrModules } from '~/lib/invoice-qr.server';
import { useDisplayCurrency } from '~/lib/use-display-currency';

/**
 * The shopper's own invoice (anyone else's, or an order without one, is this page's 404), the
 * places to name, and its ZATCA QR code drawn here on the server.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const [invoice, regions] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(ordersApi.endpoints.getOrderInvoice.initiate(id, { subscribe: false })),
    ),
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getRegions.initiate({}, { subscribe: false })),
    ),
  ]);
  return { invoice, regions, qr: invoice.qrValue ? qrModules(invoice.qrValue) : null };
}

/**
 * `/my-orders/{id}/invoice` (R2.68; R2.69: the spec gives the screen, not its route): the
 * simplified tax invoice in the page's language (Arabic right to left), printable: "Print / Save
 * as PDF" prints the invoice alone (the site's header is not printed).
 */
export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice, regions, qr } = loaderData;
  const { t } = useTranslation('checkout');
  const lang = useAppSelector(selectLocale);
  const { storeCurrency } = useDisplayCurrency();
  const { number } = invoice.order;
  return (
    <>
      <Seo
        title={`${t('invoice.title', { number })} · ${t('common:brand.name')}`}
        description={t('invoice.heading')}
        noIndex
      />
      <Invoice
        invoice={invoice}
        lang={lang}
        storeCurrency={storeCurrency}
        regions={regions}
        qrModules={qr}
        onPrint={() => window.print()}
      >
        <Link
          href={`/checkout/order/${invoice.order.id}`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('invoice.back', { number })}
        </Link>
      </Invoice>
    </>
  );
}
