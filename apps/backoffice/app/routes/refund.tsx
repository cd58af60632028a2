import { minorUnitsFromText } from '@shop/core/money';
import {
  REFUND_REASON_MAX_LENGTH,
  useApproveRefundMutation,
  useGetStaffRefundQuery,
  useMarkRefundPaidMutation,
  useRejectRefundMutation,
  useRetryRefundMutation,
  type StaffRefund,
} from '@shop/core/staff';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DataTable } from '@shop/ui/data-table';
import { currencyInfoOf, formatAge, formatAmount, formatDateTime } from '@shop/ui/format';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  TextArea,
  TextField,
  textLinkClass,
} from '@shop/ui/form-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorCodes, errorStatus } from '~/lib/api-errors';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { useBackOfficeLanguage } from '~/lib/language';

/**
 * One refund request as staff decide it: what was asked and why, then the decision its status
 * allows (approve all or part, reject; mark a payout paid; try a failed refund again). The API
 * refuses a decision someone made first, and an amount above what was asked.
 */
export default function RefundScreen() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const id = Number(useParams().id);
  const valid = isId(id);
  const { data: refund, error, isLoading } = useGetStaffRefundQuery(id, { skip: !valid });
  const [said, setOutcome] = useState<Outcome>(null);

  const back = (
    <Link to="/refunds" className={textLinkClass}>
      {t('refund.back')}
    </Link>
  );
  if (!valid || errorStatus(error) === 404) {
    return <NotFound title={t('refund.notFound')} back={back} />;
  }
  if (isLoading || !refund) {
    return <Loading text={error ? t('refunds.failed') : t('refunds.loading')} />;
  }
  const money = (amount: number) => formatAmount(amount, refund.currency, lang);

  return (
    <article aria-labelledby="refund-title" className="grid gap-6">
      <title>{`${t('refund.title', { number: refund.order.number })} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        {back}
        <h1 id="refund-title" className="text-2xl font-bold">
          {t('refund.title', { number: refund.order.number })}
        </h1>
        <span className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
          {t(`refunds.statusName.${refund.status}`)}
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t('refunds.order')}</dt>
            <dd>
              <Link to={`/orders/${refund.order.id}`} className={textLinkClass} dir="ltr">
                {refund.order.number}
              </Link>
            </dd>
            <dt className="font-semibold">{t('refunds.customer')}</dt>
            <dd>
              {refund.customer.name} · <bdi dir="ltr">{refund.customer.email}</bdi>
            </dd>
            <dt className="font-semibold">{t('refunds.requestedAt')}</dt>
            <dd>
              <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, lang)}</time>
            </dd>
            <dt className="font-semibold">{t('refund.reason')}</dt>
            <dd className="whitespace-pre-line">{refund.reason}</dd>
            <dt className="font-semibold">{t('refunds.destination')}</dt>
            <dd>{t(`refunds.destinationName.${refund.destination}`)}</dd>
            <dt className="font-semibold">{t('refund.requested')}</dt>
            <dd>{money(refund.requestedAmount)}</dd>
            {refund.approvedAmount !== null ? (
              <>
                <dt className="font-semibold">{t('refund.approved')}</dt>
                <dd>{money(refund.approvedAmount)}</dd>
              </>
            ) : null}
            {refund.parts ? (
              <>
                <dt className="font-semibold">{t('refund.parts')}</dt>
                <dd>
                  <ul>
                    {refund.parts.destination > 0 ? (
                      <li>
                        {t('refund.partDestination', {
                          destination: t(`refunds.destinationName.${refund.destination}`),
                          amount: money(refund.parts.destination),
                        })}
                      </li>
                    ) : null}
                    {refund.parts.wallet > 0 ? (
                      <li>{t('refund.partWallet', { amount: money(refund.parts.wallet) })}</li>
                    ) : null}
                    {refund.parts.points > 0 ? (
                      <li>{t('refund.partPoints', { amount: money(refund.parts.points) })}</li>
                    ) : null}
                  </ul>
                </dd>
              </>
            ) : null}
            {refund.decisionNote ? (
              <>
                <dt className="font-semibold">{t('refund.shopperNote')}</dt>
                <dd className="whitespace-pre-line">{refund.decisionNote}</dd>
              </>
            ) : null}
            {refund.lastError ? (
              <>
                <dt className="font-semibold">{t('refunds.status')}</dt>
                <dd>{t('refund.lastError', { error: refund.lastError })}</dd>
              </>
            ) : null}
          </dl>
          <DataTable
            caption={t('refund.lines')}
            columns={[
              {
                id: 'item',
                header: t('refund.item'),
                rowHeader: true,
                cell: (line) => (lang === 'ar' ? line.name : line.nameEn),
              },
              {
                id: 'quantity',
                header: t('refund.quantity'),
                align: 'end',
                cell: (line) => line.quantity,
              },
              {
                id: 'amount',
                header: t('refund.lineAmount'),
                align: 'end',
                cell: (line) => money(line.amount),
              },
            ]}
            rows={refund.lines}
            rowKey={(line) => line.orderLineId}
            loadingText={t('refunds.loading')}
            empty={null}
          />
        </div>
        <Decision refund={refund} said={said} onOutcome={setOutcome} />
      </div>
    </article>
  );
}

/** The decision the refund's status allows, and what came of the last one. */
function Decision({
  refund,
  said,
  onOutcome,
}: {
  refund: StaffRefund;
  said: Outcome;
  onOutcome: (said: Outcome) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [note, setNote] = useState('');
  const [part, setPart] = useState('');
  const [partError, setPartError] = useState<string | undefined>();
  const [reference, setReference] = useState('');
  const [askingReject, setAskingReject] = useState(false);
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [approve, approving] = useApproveRefundMutation();
  const [reject, rejecting] = useRejectRefundMutation();
  const [markPaid, paying] = useMarkRefundPaidMutation();
  const [retry, retrying] = useRetryRefundMutation();
  const busy = approving.isLoading || rejecting.isLoading || paying.isLoading || retrying.isLoading;
  const trimmedNote = note.trim();
  const withNote = trimmedNote ? { note: trimmedNote } : {};
  const { code: currency, minorUnits } = currencyInfoOf(refund.currency);

  const decide = async (request: Promise<{ data?: StaffRefund; error?: unknown }>) => {
    onOutcome(null);
    const result = await request;
    if (result.data) {
      setNote('');
      setPart('');
      onOutcome({
        text:
          result.data.status === 'requested' && result.data.firstApproval
            ? t('refund.waitingSecond')
            : t('refund.decided', { status: t(`refunds.statusName.${result.data.status}`) }),
        failed: false,
      });
      return;
    }
    const codes = errorCodes(result.error);
    onOutcome({
      text: codes.includes('refund_amount_exceeded')
        ? t('refund.exceeded')
        : codes.includes('second_approval_required')
          ? t('refund.secondRequired')
          : codes.includes('approval_amount_mismatch')
            ? t('refund.mismatch')
            : errorStatus(result.error) === 409
              ? t('refund.conflict')
              : t('refund.failedAction'),
      failed: true,
    });
  };
  const approvePart = () => {
    const amount = minorUnitsFromText(part, minorUnits);
    if (amount === null || amount > refund.requestedAmount) {
      setPartError(t('refund.partInvalid'));
      return;
    }
    setPartError(undefined);
    void decide(approve({ id: refund.id, amount, ...withNote }));
  };
  const paid = () => {
    if (!reference.trim()) {
      setReferenceError(t('refund.referenceRequired'));
      return;
    }
    setReferenceError(undefined);
    void decide(markPaid({ id: refund.id, reference: reference.trim(), ...withNote }));
  };
  const payoutWaiting =
    refund.status === 'approved' && refund.destination === 'payout' && refund.refundedAt === null;

  return (
    <section
      aria-labelledby="decision-title"
      className="grid content-start gap-3 rounded-lg border border-line/40 bg-surface-raised p-4"
    >
      <h2 id="decision-title" className="text-lg font-semibold">
        {t('refund.decide')}
      </h2>
      {refund.status === 'requested' || payoutWaiting || refund.status === 'failed' ? (
        <TextArea
          label={t('refund.note')}
          value={note}
          maxLength={REFUND_REASON_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
        />
      ) : null}
      {refund.status === 'requested' && refund.firstApproval ? (
        <>
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
            {t('refund.firstApproval', {
              name: refund.firstApproval.staffName,
              amount: formatAmount(refund.firstApproval.amount, currency, lang),
              age: formatAge(refund.firstApproval.at, lang),
            })}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void decide(approve({ id: refund.id, ...withNote }))}
            className={primaryButtonClass}
          >
            {t('refund.secondApprove', {
              amount: formatAmount(refund.firstApproval.amount, currency, lang),
            })}
          </button>
        </>
      ) : null}
      {refund.status === 'requested' && !refund.firstApproval ? (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => void decide(approve({ id: refund.id, ...withNote }))}
            className={primaryButtonClass}
          >
            {t('refund.approveAll', {
              amount: formatAmount(refund.requestedAmount, currency, lang),
            })}
          </button>
          <TextField
            label={t('refund.partAmount', { currency })}
            value={part}
            inputMode="decimal"
            dir="ltr"
            maxLength={16}
            error={partError}
            onChange={(event) => setPart(event.target.value)}
          />
          <button
            type="button"
            disabled={busy}
            onClick={approvePart}
            className={secondaryButtonClass}
          >
            {t('refund.approvePart')}
          </button>
        </>
      ) : null}
      {refund.status === 'requested' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => setAskingReject(true)}
          className={dangerButtonClass}
        >
          {t('refund.reject')}
        </button>
      ) : null}
      {payoutWaiting ? (
        <>
          <TextField
            label={t('refund.payoutReference')}
            value={reference}
            maxLength={100}
            dir="ltr"
            error={referenceError}
            onChange={(event) => setReference(event.target.value)}
          />
          <button type="button" disabled={busy} onClick={paid} className={primaryButtonClass}>
            {t('refund.markPaid')}
          </button>
        </>
      ) : null}
      {refund.status === 'failed' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void decide(retry({ id: refund.id, ...withNote }))}
          className={primaryButtonClass}
        >
          {t('refund.retry')}
        </button>
      ) : null}
      <ConfirmDialog
        open={askingReject}
        onClose={() => setAskingReject(false)}
        tone="danger"
        title={t('refund.rejectTitle')}
        confirmLabel={t('refund.reject')}
        busy={busy}
        onConfirm={() =>
          void decide(reject({ id: refund.id, ...withNote })).finally(() => setAskingReject(false))
        }
      >
        {t('refund.rejectText')}
      </ConfirmDialog>
      <OutcomeMessage outcome={said} />
    </section>
  );
}
