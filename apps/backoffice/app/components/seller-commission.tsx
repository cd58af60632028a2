import {
  SELLER_COMMISSION_MAX_BPS,
  selectBackOfficeSession,
  useGetSellerCommissionQuery,
  useSetSellerCommissionMutation,
} from '@shop/core/staff';
import { formatNumber } from '@shop/ui/format';
import { NumberField, primaryButtonClass } from '@shop/ui/form-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';

/**
 * The marketplace's commission on an approved seller's sales (basis points), on the seller
 * application's screen: support reads it, admins change it (the API records who and when).
 * Before approval there is no seller account yet, and the section says so.
 */
export function SellerCommission({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const session = useSelector(selectBackOfficeSession);
  const mayChange = session?.kind === 'staff' && session.role === 'admin';
  const { data, error } = useGetSellerCommissionQuery(applicationId);
  const [save, saving] = useSetSellerCommissionMutation();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const percent = (rateBps: number) =>
    formatNumber(rateBps / 10_000, lang, { style: 'percent', maximumFractionDigits: 2 });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const value = new FormData(event.currentTarget).get('rateBps');
    const rateBps = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > SELLER_COMMISSION_MAX_BPS) {
      setFieldError(t('seller.commission.invalid'));
      return;
    }
    setFieldError(undefined);
    const result = await save({ applicationId, rateBps });
    setOutcome(
      'data' in result && result.data
        ? {
            text: t('seller.commission.saved', { percent: percent(result.data.rateBps) }),
            failed: false,
          }
        : { text: t('seller.commission.failed'), failed: true },
    );
  };

  return (
    <section
      aria-labelledby="commission-title"
      className="grid content-start gap-3 rounded-lg border border-line/40 bg-surface-raised p-4"
    >
      <h2 id="commission-title" className="text-lg font-semibold">
        {t('seller.commission.title')}
      </h2>
      {errorStatus(error) === 404 ? (
        <p>{t('seller.commission.noSeller')}</p>
      ) : error ? (
        <p role="alert" className="font-semibold text-red-700">
          {t('seller.commission.loadFailed')}
        </p>
      ) : !data ? (
        <p>{t('seller.commission.loading')}</p>
      ) : (
        <>
          <p>{t('seller.commission.current', { percent: percent(data.rateBps) })}</p>
          {mayChange ? (
            <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2">
              <NumberField
                name="rateBps"
                label={t('seller.commission.label')}
                hint={t('seller.commission.hint')}
                defaultValue={data.rateBps}
                key={data.rateBps}
                maxLength={5}
                error={fieldError}
              />
              <button
                type="submit"
                disabled={saving.isLoading}
                className={`${primaryButtonClass} justify-self-start`}
              >
                {t('seller.commission.save')}
              </button>
            </form>
          ) : null}
          <OutcomeMessage outcome={outcome} />
        </>
      )}
    </section>
  );
}
