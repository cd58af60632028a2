import {
  useGetSellerOrderQuery,
  useMoveSellerOrderMutation,
  type SellerOrder,
} from '@shop/core/staff';
import { DataTable } from '@shop/ui/data-table';
import { formatAmount, formatDay, formatTimeRange } from '@shop/ui/format';
import { primaryButtonClass, textLinkClass } from '@shop/ui/form-fields';
import { OrderStatusBadge } from '@shop/ui/order-status-badge';
import { OrderTimeline } from '@shop/ui/order-timeline';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { useBackOfficeLanguage } from '~/lib/language';

/** One of the store's orders as its seller prepares it: items, slot, contact and the moves. */
export default function SellerOrderScreen() {
  const { t } = useTranslation(['backoffice', 'checkout']);
  const id = Number(useParams().id);
  const valid = isId(id);
  const { data: order, error, isLoading } = useGetSellerOrderQuery(id, { skip: !valid });
  const back = (
    <Link to="/seller-orders" className={textLinkClass}>
      {t('sellerOrders.back')}
    </Link>
  );
  if (!valid || errorStatus(error) === 404) {
    return <NotFound title={t('sellerOrders.notFound')} back={back} />;
  }
  if (isLoading || !order) {
    return <Loading text={error ? t('sellerOrders.failed') : t('sellerOrders.loading')} />;
  }
  return <OrderForSeller order={order} back={back} />;
}

function OrderForSeller({ order, back }: { order: SellerOrder; back: ReactNode }) {
  const { t } = useTranslation(['backoffice', 'checkout']);
  const { lang } = useBackOfficeLanguage();
  const [move, moving] = useMoveSellerOrderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const money = (amount: number) => formatAmount(amount, order.currency, lang);

  const moveTo = async (status: SellerOrder['moves'][number]) => {
    setOutcome(null);
    const result = await move({ id: order.id, status });
    setOutcome(
      'data' in result && result.data
        ? {
            text: t('sellerOrders.moved', { status: t(`checkout:status.${result.data.status}`) }),
            failed: false,
          }
        : {
            text:
              errorStatus('error' in result ? result.error : undefined) === 409
                ? t('sellerOrders.conflict')
                : t('sellerOrders.moveFailed'),
            failed: true,
          },
    );
  };

  return (
    <article aria-labelledby="seller-order-title" className="grid gap-6">
      <title>{`${t('sellerOrders.title1', { number: order.number })} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        {back}
        <h1 id="seller-order-title" className="text-2xl font-bold">
          {t('sellerOrders.title1', { number: order.number })}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t('sellerOrders.customer')}</dt>
            <dd>{order.customer.name}</dd>
            <dt className="font-semibold">{t('sellerOrders.phone')}</dt>
            <dd>
              <a href={`tel:${order.customer.phone}`} dir="ltr" className={textLinkClass}>
                {order.customer.phone}
              </a>
            </dd>
            <dt className="font-semibold">{t('sellerOrders.slot')}</dt>
            <dd>
              {order.slot ? (
                <>
                  {formatDay(order.slot.startsAt, lang)}{' '}
                  <bdi dir="ltr">
                    {formatTimeRange(order.slot.startsAt, order.slot.endsAt, lang)}
                  </bdi>
                </>
              ) : (
                t('sellerOrders.noSlot')
              )}
            </dd>
            <dt className="font-semibold">{t('sellerOrders.total')}</dt>
            <dd>{money(order.total)}</dd>
          </dl>
          <DataTable
            caption={t('sellerOrders.lines')}
            columns={[
              {
                id: 'item',
                header: t('sellerOrders.item'),
                rowHeader: true,
                cell: (line) => (lang === 'ar' ? line.name : line.nameEn),
              },
              {
                id: 'quantity',
                header: t('sellerOrders.quantity'),
                align: 'end',
                cell: (line) => line.quantity,
              },
              {
                id: 'lineTotal',
                header: t('sellerOrders.lineTotal'),
                align: 'end',
                cell: (line) => money(line.lineTotal),
              },
            ]}
            rows={order.lines}
            rowKey={(line) => line.id}
            loadingText={t('sellerOrders.loading')}
            empty={null}
          />
        </div>
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="seller-moves-title"
            className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4"
          >
            <h2 id="seller-moves-title" className="text-lg font-semibold">
              {t('sellerOrders.moves')}
            </h2>
            {order.moves.length === 0 ? <p>{t('sellerOrders.noMoves')}</p> : null}
            {order.moves.map((status) => (
              <button
                key={status}
                type="button"
                disabled={moving.isLoading}
                onClick={() => void moveTo(status)}
                className={primaryButtonClass}
              >
                {t(`order.moveTo.${status}`)}
              </button>
            ))}
            <OutcomeMessage outcome={outcome} />
          </section>
          <OrderTimeline events={order.timeline} lang={lang} />
        </div>
      </div>
    </article>
  );
}
