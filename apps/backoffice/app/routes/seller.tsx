import {
  SELLER_DECISION_REASON_MAX,
  selectBackOfficeSession,
  sellerDocumentPath,
  useDecideSellerApplicationMutation,
  useGetStaffSellerApplicationQuery,
  useUpdateStaffSellerMutation,
  type SellerDecision,
  type StaffSellerApplication,
} from '@shop/core/staff';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { formatDateTime } from '@shop/ui/format';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  TextArea,
  textLinkClass,
} from '@shop/ui/form-fields';
import { useState, type ReactNode } from 'react';
import { Timeline } from '@shop/ui/timeline';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { SellerCommission } from '~/components/seller-commission';
import { errorStatus } from '~/lib/api-errors';
import { downloadFromApi } from '~/lib/back-office';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { useBackOfficeLanguage } from '~/lib/language';
import { maySetAutoApproval } from '~/lib/roles';

/** Decisions that take something away from the applicant: shown as such. */
const harsh: readonly SellerDecision[] = ['reject', 'suspend'];

/**
 * One seller application as staff decide it: the business in both languages, its numbers, the
 * payout account, its documents to download, its history, and the decisions the API lists.
 */
export default function SellerScreen() {
  const { t } = useTranslation('backoffice');
  const id = Number(useParams().id);
  const valid = isId(id);
  const {
    data: application,
    error,
    isLoading,
  } = useGetStaffSellerApplicationQuery(id, {
    skip: !valid,
  });
  const back = (
    <Link to="/sellers" className={textLinkClass}>
      {t('seller.back')}
    </Link>
  );
  if (!valid || errorStatus(error) === 404) {
    return <NotFound title={t('seller.notFound')} back={back} />;
  }
  if (isLoading || !application) {
    return <Loading text={error ? t('sellers.failed') : t('sellers.loading')} />;
  }
  return <ApplicationDetails application={application} back={back} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

function ApplicationDetails({
  application,
  back,
}: {
  application: StaffSellerApplication;
  back: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const title = lang === 'ar' ? application.displayName : application.displayNameEn;

  return (
    <article aria-labelledby="application-title" className="grid gap-6">
      <title>{`${title} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        {back}
        <h1 id="application-title" className="text-2xl font-bold">
          {title}
        </h1>
        <span className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
          {t(`sellers.statusName.${application.status}`)}
        </span>
      </div>
      {application.duplicateCrNumber ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
          {t('seller.duplicate')}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="business-title" className="grid gap-2">
            <h2 id="business-title" className="text-lg font-semibold">
              {t('seller.business')}
            </h2>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <Row label={t('seller.nameAr')}>
                <span lang="ar" dir="rtl">
                  {application.displayName}
                </span>
              </Row>
              <Row label={t('seller.nameEn')}>
                <span lang="en" dir="ltr">
                  {application.displayNameEn}
                </span>
              </Row>
              <Row label={t('seller.legalAr')}>
                <span lang="ar" dir="rtl">
                  {application.legalName}
                </span>
              </Row>
              <Row label={t('seller.legalEn')}>
                <span lang="en" dir="ltr">
                  {application.legalNameEn}
                </span>
              </Row>
              <Row label={t('sellers.crNumber')}>
                <bdi dir="ltr">{application.crNumber}</bdi>
              </Row>
              <Row label={t('seller.vatNumber')}>
                <bdi dir="ltr">{application.vatNumber}</bdi>
              </Row>
              <Row label={t('seller.citiesLabel')}>
                {t('seller.cities', { count: application.cityIds.length })}
              </Row>
              <Row label={t('seller.contact')}>{application.contactName}</Row>
              <Row label={t('seller.phone')}>
                <bdi dir="ltr">{`+${application.phoneCode}${application.phone}`}</bdi>
              </Row>
              <Row label={t('sellers.email')}>
                <bdi dir="ltr">{application.email}</bdi>
              </Row>
              <Row label={t('seller.description')}>
                <span className="whitespace-pre-line">{application.description}</span>
              </Row>
              <Row label={t('sellers.applied')}>
                <time dateTime={application.createdAt}>
                  {formatDateTime(application.createdAt, lang)}
                </time>
              </Row>
            </dl>
          </section>
          <section aria-labelledby="payout-title" className="grid gap-2">
            <h2 id="payout-title" className="text-lg font-semibold">
              {t('seller.payout')}
            </h2>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <Row label={t('seller.iban')}>
                <bdi dir="ltr">{application.iban}</bdi>
              </Row>
              <Row label={t('seller.bankName')}>{application.bankName}</Row>
              <Row label={t('seller.holder')}>{application.accountHolder}</Row>
            </dl>
          </section>
          <section aria-labelledby="documents-title" className="grid gap-2">
            <h2 id="documents-title" className="text-lg font-semibold">
              {t('seller.documents')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {application.documents.map((document) => (
                <li key={document.id}>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() =>
                      void downloadFromApi(
                        sellerDocumentPath(application.id, document.id),
                        document.fileName,
                      ).then((done) => setDownloadFailed(!done))
                    }
                  >
                    {t('seller.download', { name: t(`seller.document.${document.kind}`) })}
                  </button>
                </li>
              ))}
            </ul>
            {downloadFailed ? (
              <p role="alert" className="font-semibold text-red-700">
                {t('seller.downloadFailed')}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="history-title" className="grid gap-2">
            <h2 id="history-title" className="text-lg font-semibold">
              {t('seller.history')}
            </h2>
            <Timeline
              labelledBy="history-title"
              lang={lang}
              currentIndex={null}
              entries={application.events.map((event, index) => ({
                key: index,
                at: event.createdAt,
                label: <strong>{t(`sellers.statusName.${event.status}`)}</strong>,
                actor: event.staffId === null ? t('seller.by_applicant') : t('seller.by_staff'),
                note: event.reason || undefined,
              }))}
            />
          </section>
        </div>
        <div className="grid content-start gap-6">
          <Decisions application={application} />
          <SellerCommission applicationId={application.id} />
          {application.seller ? <AutoApproval seller={application.seller} /> : null}
        </div>
      </div>
    </article>
  );
}

function Decisions({ application }: { application: StaffSellerApplication }) {
  const { t } = useTranslation('backoffice');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [asking, setAsking] = useState<{
    decision: SellerDecision;
    reasonRequired: boolean;
  } | null>(null);
  const [decide, deciding] = useDecideSellerApplicationMutation();
  const needsReason = application.decisions.some((option) => option.reasonRequired);

  /** Whether the reason a decision needs is there (else the field says so). */
  const reasonReady = (reasonRequired: boolean) => {
    const missing = reasonRequired && !reason.trim();
    setReasonError(missing ? t('seller.reasonRequired') : undefined);
    return !missing;
  };
  const take = async (decision: SellerDecision, reasonRequired: boolean) => {
    setOutcome(null);
    const trimmed = reason.trim();
    if (!reasonReady(reasonRequired)) return;
    const result = await decide({
      id: application.id,
      decision,
      ...(reasonRequired ? { reason: trimmed } : {}),
    });
    if ('data' in result && result.data) {
      setReason('');
      const { status, storeSlug } = result.data;
      setOutcome({
        text: [
          t('seller.decided', { status: t(`sellers.statusName.${status}`) }),
          ...(decision === 'approve' && storeSlug
            ? [t('seller.storeOpen', { slug: storeSlug })]
            : []),
        ].join(' '),
        failed: false,
      });
    } else {
      setOutcome({
        text:
          errorStatus('error' in result ? result.error : undefined) === 409
            ? t('seller.conflict')
            : t('seller.failedAction'),
        failed: true,
      });
    }
  };

  return (
    <section
      aria-labelledby="decide-title"
      className="grid content-start gap-3 rounded-lg border border-line/40 bg-surface-raised p-4"
    >
      <h2 id="decide-title" className="text-lg font-semibold">
        {t('seller.decide')}
      </h2>
      {application.decisions.length === 0 ? <p>{t('seller.noDecision')}</p> : null}
      {needsReason ? (
        <TextArea
          label={t('seller.reason')}
          value={reason}
          maxLength={SELLER_DECISION_REASON_MAX}
          rows={3}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {application.decisions.map(({ decision, reasonRequired }) => (
        <button
          key={decision}
          type="button"
          disabled={deciding.isLoading}
          onClick={() => {
            if (!harsh.includes(decision)) void take(decision, reasonRequired);
            // The reason is checked before asking, so the question is the last step.
            else if (reasonReady(reasonRequired)) setAsking({ decision, reasonRequired });
          }}
          className={harsh.includes(decision) ? dangerButtonClass : primaryButtonClass}
        >
          {t(`seller.decision.${decision}`)}
        </button>
      ))}
      {asking ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          tone="danger"
          title={t(`seller.confirmTitle.${asking.decision === 'suspend' ? 'suspend' : 'reject'}`)}
          confirmLabel={t(`seller.decision.${asking.decision}`)}
          busy={deciding.isLoading}
          onConfirm={() =>
            void take(asking.decision, asking.reasonRequired).finally(() => setAsking(null))
          }
        >
          {t(`seller.confirmText.${asking.decision === 'suspend' ? 'suspend' : 'reject'}`)}
        </ConfirmDialog>
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}

/**
 * Whether the seller's new products go live without waiting for staff: a switch for admins
 * (the API refuses anyone else), the setting as text for the others.
 */
function AutoApproval({ seller }: { seller: { id: number; autoApproveProducts: boolean } }) {
  const { t } = useTranslation('backoffice');
  const session = useSelector(selectBackOfficeSession);
  const [update, updating] = useUpdateStaffSellerMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const on = seller.autoApproveProducts;

  const toggle = async () => {
    setOutcome(null);
    const result = await update({ id: seller.id, autoApproveProducts: !on });
    setOutcome(
      'data' in result
        ? {
            text: t(result.data?.autoApproveProducts ? 'seller.autoOn' : 'seller.autoOff'),
            failed: false,
          }
        : { text: t('seller.failedAction'), failed: true },
    );
  };

  return (
    <section
      aria-labelledby="auto-title"
      className="grid content-start gap-3 rounded-lg border border-line/40 bg-surface-raised p-4"
    >
      <h2 id="auto-title" className="text-lg font-semibold">
        {t('seller.autoTitle')}
      </h2>
      <p id="auto-hint" className="text-sm text-ink-muted">
        {t('seller.autoHint')}
      </p>
      {maySetAutoApproval(session) ? (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby="auto-hint"
          disabled={updating.isLoading}
          onClick={() => void toggle()}
          className="flex min-h-11 items-center gap-3 rounded-md text-start font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-ink-muted'}`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-white transition-all ${on ? 'start-5.5' : 'start-0.5'}`}
            />
          </span>
          {t('seller.autoLabel')}
        </button>
      ) : (
        <p>{t(on ? 'seller.autoIsOn' : 'seller.autoIsOff')}</p>
      )}
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}
