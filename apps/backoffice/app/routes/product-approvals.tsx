import { localizedName } from '@shop/core/i18n-loader';
import {
  productApprovalStatuses,
  SELLER_DECISION_REASON_MAX,
  useDecideProductMutation,
  useGetStaffProductsQuery,
  type ProductApprovalStatus,
  type StaffProduct,
} from '@shop/core/staff';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { formatAge, formatAmount, formatDateTime } from '@shop/ui/format';
import { dangerButtonClass, primaryButtonClass, SelectField, TextArea } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { ApprovalBadge } from '~/components/approval-badge';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { mediaUrl } from '~/lib/back-office';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const APPROVALS_PAGE_SIZE = 20;

/**
 * Staff's queue of the sellers' products (waiting by default), the longest waiting first, each
 * with its age, store and brand; approve, or reject saying why (the seller reads it).
 */
export default function ProductApprovals() {
  const { t } = useTranslation('backoffice');
  const [params] = useSearchParams();
  const asked = params.get('status');
  const status: ProductApprovalStatus = (productApprovalStatuses as readonly string[]).includes(
    asked ?? '',
  )
    ? (asked as ProductApprovalStatus)
    : 'pending';
  const { data, error } = useGetStaffProductsQuery({
    status,
    page: pageOf(params),
    pageSize: APPROVALS_PAGE_SIZE,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <ListScreen
      id="approvals-title"
      title={t('productApprovals.title')}
      count={data ? t('productApprovals.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('productApprovals.apply')}>
          <SelectField
            name="status"
            label={t('productApprovals.status')}
            defaultValue={status}
            key={status}
            options={productApprovalStatuses.map((value) => ({
              value,
              label: t(`sellerProducts.approvalName.${value}`),
            }))}
          />
        </FiltersBar>
      }
      error={
        error &&
        t(errorStatus(error) === 403 ? 'productApprovals.notAllowed' : 'productApprovals.failed')
      }
      pages={data && { ...data, label: t('productApprovals.pagination') }}
    >
      <OutcomeMessage outcome={outcome} />
      {!data ? (
        <p role="status" className="text-ink-muted">
          {t('productApprovals.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <EmptyList>{t('productApprovals.empty')}</EmptyList>
      ) : (
        <ul className="grid gap-3">
          {data.items.map((product) => (
            <li key={product.id}>
              <Candidate product={product} onOutcome={setOutcome} />
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

function Candidate({
  product,
  onOutcome,
}: {
  product: StaffProduct;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [decide, deciding] = useDecideProductMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const name = localizedName(product, lang);
  const titleId = `product-${product.id}`;
  const since = product.submittedAt ?? product.createdAt;

  const take = async (decision: 'approve' | 'reject') => {
    onOutcome(null);
    const result = await decide({
      id: product.id,
      decision,
      ...(decision === 'reject' ? { reason: reason.trim() } : {}),
    });
    onOutcome(
      'data' in result
        ? {
            text: t(
              decision === 'approve' ? 'productApprovals.approved' : 'productApprovals.rejected',
              {
                name,
              },
            ),
            failed: false,
          }
        : {
            text:
              errorStatus(result.error) === 409
                ? t('productApprovals.conflict')
                : t('productApprovals.actionFailed'),
            failed: true,
          },
    );
  };

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4 sm:grid-cols-[6rem_1fr]"
    >
      {product.imageUrl ? (
        <img
          src={mediaUrl(product.imageUrl)}
          alt=""
          className="size-24 rounded-md bg-brand-50 object-cover"
        />
      ) : (
        <span />
      )}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-semibold">
            {name}
          </h2>
          <ApprovalBadge status={product.approvalStatus} />
        </div>
        <p className="text-sm text-ink-muted">
          {t('productApprovals.from', {
            store: localizedName(product.store, lang),
            brand: localizedName(product.brand, lang),
          })}
          {' · '}
          {formatAmount(product.price, product.currency, lang)}
          {' · '}
          <time dateTime={since} title={formatDateTime(since, lang)}>
            {t('productApprovals.waiting', { age: formatAge(since, lang) })}
          </time>
        </p>
        <p className="line-clamp-3 whitespace-pre-line">
          {lang === 'ar' ? product.description : product.descriptionEn}
        </p>
        {product.approvalStatus === 'rejected' && product.approvalReason ? (
          <p className="text-sm">
            {t('sellerProducts.rejectedBecause', { reason: product.approvalReason })}
          </p>
        ) : null}
        {product.approvalStatus !== 'approved' ? (
          <div className="flex flex-wrap items-end gap-2">
            <button
              type="button"
              disabled={deciding.isLoading}
              onClick={() => void take('approve')}
              className={primaryButtonClass}
              aria-describedby={titleId}
            >
              {t('productApprovals.approve')}
            </button>
            {product.approvalStatus === 'pending' ? (
              <>
                <TextArea
                  label={t('productApprovals.reason', { name })}
                  value={reason}
                  maxLength={SELLER_DECISION_REASON_MAX}
                  rows={2}
                  error={reasonError}
                  onChange={(event) => setReason(event.target.value)}
                  className="min-w-64 flex-1"
                />
                <button
                  type="button"
                  disabled={deciding.isLoading}
                  onClick={() => {
                    const missing = !reason.trim();
                    setReasonError(missing ? t('productApprovals.reasonRequired') : undefined);
                    if (!missing) setAsking(true);
                  }}
                  className={dangerButtonClass}
                  aria-describedby={titleId}
                >
                  {t('productApprovals.reject')}
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(false)}
          tone="danger"
          title={t('productApprovals.confirmTitle', { name })}
          confirmLabel={t('productApprovals.reject')}
          busy={deciding.isLoading}
          onConfirm={() => void take('reject').finally(() => setAsking(false))}
        >
          {t('productApprovals.confirmText')}
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
