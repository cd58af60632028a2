import { useGetRegionsQuery } from '@shop/core/catalog';
import {
  MAX_STAFF_NOTE_LENGTH,
  useGetStaffOrderQuery,
  useMoveStaffOrderMutation,
  type StaffOrderTarget,
} from '@shop/core/staff';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { currencyInfoOf } from '@shop/ui/format';
import {
  dangerButtonClass,
  primaryButtonClass,
  TextArea,
  textLinkClass,
} from '@shop/ui/form-fields';
import { OrderDetails } from '@shop/ui/order-details';
import { OrderStatusBadge } from '@shop/ui/order-status-badge';
import { OrderTimeline } from '@shop/ui/order-timeline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { useBackOfficeLanguage } from '~/lib/language';

/**
 * One order as staff handle it: its details (the storefront's Order Details), the shopper's
 * contact, the timeline, and the moves the API allows from its status now.
 */
export default function OrderScreen() {
  const { t } = useTranslation(['backoffice', 'checkout']);
  const { lang } = useBackOfficeLanguage();
  const id = Number(useParams().id);
  const valid = isId(id);
  const { data: order, error, isLoading } = useGetStaffOrderQuery(id, { skip: !valid });
  const { data: regions } = useGetRegionsQuery({});
  const [move, moving] = useMoveStaffOrderMutation();
  const [note, setNote] = useState('');
  const [askingCancel, setAskingCancel] = useState(false);
  const [said, setSaid] = useState<Outcome>(null);

  const back = (
    <Link to="/orders" className={textLinkClass}>
      {t('order.back')}
    </Link>
  );
  if (!valid || (error && 'status' in error && error.status === 404)) {
    return <NotFound title={t('order.notFound')} back={back} />;
  }
  if (isLoading || !order) {
    return <Loading text={error ? t('orders.failed') : t('orders.loading')} />;
  }

  const moveTo = async (status: StaffOrderTarget) => {
    setSaid(null);
    const trimmed = note.trim();
    const result = await move({ id: order.id, status, ...(trimmed ? { note: trimmed } : {}) });
    if ('data' in result && result.data) {
      setNote('');
      setSaid({
        text: t('order.moved', { status: t(`checkout:status.${result.data.status}`) }),
        failed: false,
      });
    } else {
      const conflict =
        'error' in result &&
        result.error &&
        'status' in result.error &&
        result.error.status === 409;
      setSaid({ text: conflict ? t('order.conflict') : t('order.moveFailed'), failed: true });
    }
  };

  return (
    <article aria-labelledby="order-title" className="grid gap-6">
      <title>{`${t('order.title', { number: order.number })} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        {back}
        <h1 id="order-title" className="text-2xl font-bold">
          {t('order.title', { number: order.number })}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <OrderDetails
          order={order}
          lang={lang}
          regions={regions}
          storeCurrency={currencyInfoOf(order.currency)}
        />
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="customer-title"
            className="grid gap-1 rounded-lg border border-line/40 bg-surface-raised p-4"
          >
            <h2 id="customer-title" className="text-lg font-semibold">
              {t('order.customer')}
            </h2>
            <p>{order.customer.name}</p>
            <p>
              {t('order.phone')}:{' '}
              <a href={`tel:${order.customer.phone}`} dir="ltr" className={textLinkClass}>
                {order.customer.phone}
              </a>
            </p>
            <p>
              {t('order.email')}:{' '}
              <a href={`mailto:${order.customer.email}`} dir="ltr" className={textLinkClass}>
                {order.customer.email}
              </a>
            </p>
          </section>
          <section
            aria-labelledby="moves-title"
            className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4"
          >
            <h2 id="moves-title" className="text-lg font-semibold">
              {t('order.moves')}
            </h2>
            {order.moves.length === 0 ? (
              <p>{t('order.noMoves')}</p>
            ) : (
              <>
                <TextArea
                  label={t('order.note')}
                  value={note}
                  maxLength={MAX_STAFF_NOTE_LENGTH}
                  onChange={(event) => setNote(event.target.value)}
                  rows={2}
                />
                <div className="flex flex-wrap gap-2">
                  {order.moves.map((status) => (
                    <button
                      key={status}
                      type="button"
                      disabled={moving.isLoading}
                      onClick={() =>
                        status === 'cancelled' ? setAskingCancel(true) : void moveTo(status)
                      }
                      className={status === 'cancelled' ? dangerButtonClass : primaryButtonClass}
                    >
                      {t(`order.moveTo.${status}`)}
                    </button>
                  ))}
                </div>
              </>
            )}
            <OutcomeMessage outcome={said} />
          </section>
          <OrderTimeline events={order.timeline} lang={lang} />
          <ConfirmDialog
            open={askingCancel}
            onClose={() => setAskingCancel(false)}
            tone="danger"
            title={t('order.cancelTitle', { number: order.number })}
            confirmLabel={t('order.moveTo.cancelled')}
            busy={moving.isLoading}
            onConfirm={() => void moveTo('cancelled').finally(() => setAskingCancel(false))}
          >
            {t('order.cancelText')}
          </ConfirmDialog>
        </div>
      </div>
    </article>
  );
}
