import {
  SELLER_DESCRIPTION_MAX,
  SELLER_NAME_MAX,
  useGetSellerStoreQuery,
  useUpdateSellerStoreMutation,
  type SellerStore,
} from '@shop/core/staff';
import { primaryButtonClass, TextArea, TextField } from '@shop/ui/form-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage, type Outcome } from '~/components/outcome';

type Field = 'name' | 'nameEn' | 'description' | 'descriptionEn';

/** The seller's store profile: its names and descriptions in both languages. */
export default function Store() {
  const { t } = useTranslation('backoffice');
  const { data, error } = useGetSellerStoreQuery();
  return (
    <section aria-labelledby="store-title" className="grid max-w-2xl gap-4">
      <title>{`${t('sellerStore.title')} · ${t('appName')}`}</title>
      <h1 id="store-title" className="text-2xl font-bold">
        {t('sellerStore.title')}
      </h1>
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {t('sellerStore.loadFailed')}
        </p>
      ) : data ? (
        <StoreForm store={data} />
      ) : (
        <p role="status" className="text-ink-muted">
          {t('sellerStore.loading')}
        </p>
      )}
    </section>
  );
}

function StoreForm({ store }: { store: SellerStore }) {
  const { t } = useTranslation('backoffice');
  const [update, updating] = useUpdateSellerStoreMutation();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const form = new FormData(event.currentTarget);
    const fields = ['name', 'nameEn', 'description', 'descriptionEn'] as const;
    const values = Object.fromEntries(
      fields.map((field) => {
        const value = form.get(field);
        return [field, typeof value === 'string' ? value.trim() : ''];
      }),
    ) as Record<Field, string>;
    const missing = Object.fromEntries(
      fields
        .filter((field) => values[field] === '')
        .map((field) => [field, t('sellerStore.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const result = await update(values);
    setOutcome(
      'data' in result
        ? { text: t('sellerStore.saved'), failed: false }
        : { text: t('sellerStore.failed'), failed: true },
    );
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="grid gap-4">
      <p>
        {t('sellerStore.status')}: <strong>{t(`sellerStore.statusName.${store.status}`)}</strong> ·{' '}
        <bdi dir="ltr">{t('sellerStore.address', { slug: store.slug })}</bdi>
      </p>
      <TextField
        name="name"
        label={t('sellerStore.nameAr')}
        defaultValue={store.name}
        maxLength={SELLER_NAME_MAX}
        lang="ar"
        dir="rtl"
        error={errors.name}
      />
      <TextField
        name="nameEn"
        label={t('sellerStore.nameEn')}
        defaultValue={store.nameEn}
        maxLength={SELLER_NAME_MAX}
        lang="en"
        dir="ltr"
        error={errors.nameEn}
      />
      <TextArea
        name="description"
        label={t('sellerStore.descriptionAr')}
        defaultValue={store.description}
        maxLength={SELLER_DESCRIPTION_MAX}
        rows={4}
        lang="ar"
        dir="rtl"
        error={errors.description}
      />
      <TextArea
        name="descriptionEn"
        label={t('sellerStore.descriptionEn')}
        defaultValue={store.descriptionEn}
        maxLength={SELLER_DESCRIPTION_MAX}
        rows={4}
        lang="en"
        dir="ltr"
        error={errors.descriptionEn}
      />
      <button
        type="submit"
        disabled={updating.isLoading}
        className={`${primaryButtonClass} justify-self-start`}
      >
        {t('sellerStore.save')}
      </button>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
