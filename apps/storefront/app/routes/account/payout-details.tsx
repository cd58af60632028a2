import { useGetPayoutDetailsQuery, useSavePayoutDetailsMutation } from '@shop/core/refunds';
import { PayoutDetailsForm } from '@shop/ui/payout-details-form';
import { notify } from '@shop/ui/toast';
import { useTranslation } from 'react-i18next';
import { Seo } from '~/components/seo';
import { translatedApiErrors } from '@shop/core/api-errors';

export const loader = () => null;

/** Payout Details (R2.47): the bank (R3.11) or PayPal (R3.12) details cash refunds are paid to. */
export default function PayoutDetailsPage() {
  const { t, i18n } = useTranslation('refunds');
  const { data, isLoading } = useGetPayoutDetailsQuery();
  const [save, saving] = useSavePayoutDetailsMutation();
  return (
    <>
      <Seo
        title={`${t('payout.title')} · ${t('common:brand.name')}`}
        description={t('payout.intro')}
        noIndex
      />
      <h1 className="mb-2 text-3xl font-bold">{t('payout.title')}</h1>
      <p className="mb-6 text-ink-muted">{t('payout.intro')}</p>
      {isLoading ? null : (
        <div className="max-w-2xl">
          <PayoutDetailsForm
            // A fresh form once the saved details have loaded.
            key={data?.updatedAt ?? 'none'}
            saved={data?.details ?? null}
            busy={saving.isLoading}
            serverErrors={
              saving.error
                ? translatedApiErrors(saving.error, i18n.t.bind(i18n) as never, (key) =>
                    i18n.exists(key),
                  )
                : undefined
            }
            onSubmit={(values) =>
              void save(values)
                .unwrap()
                .then(() => notify(t('payout.saved')))
                .catch(() => undefined)
            }
          />
        </div>
      )}
    </>
  );
}
