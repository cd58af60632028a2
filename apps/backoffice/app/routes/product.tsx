import { localizedName } from '@shop/core/i18n-loader';
import { minorUnitsFromText } from '@shop/core/money';
import {
  customizationKinds,
  productImageTypes,
  SELLER_CHOICES_MAX,
  SELLER_CUSTOMIZATIONS_MAX,
  SELLER_PRODUCT_IMAGES_MAX,
  SELLER_STOCK_MAX,
  useAddSellerProductImageMutation,
  useCreateSellerProductMutation,
  useGetSellerMeQuery,
  useGetSellerProductQuery,
  useGetSharedCategoriesQuery,
  useRemoveSellerProductImageMutation,
  useUpdateSellerProductMutation,
  type CustomizationKind,
  type SellerProduct,
} from '@shop/core/staff';
import { FileDropZone, type DropZoneItem } from '@shop/ui/file-drop-zone';
import { currencyInfoOf, formatAmount } from '@shop/ui/format';
import {
  NumberField,
  primaryButtonClass,
  secondaryButtonClass,
  SelectField,
  TextArea,
  TextField,
  textLinkClass,
} from '@shop/ui/form-fields';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorCodes, errorStatus } from '~/lib/api-errors';
import { mediaUrl } from '~/lib/back-office';
import { useBackOfficeLanguage } from '~/lib/language';
import { ApprovalBadge } from '~/components/approval-badge';

/** The most bytes of a picture (the API's upload limit). */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

interface ChoiceDraft {
  key: string;
  id?: number;
  name: string;
  nameEn: string;
  priceDelta: string;
}

interface OptionDraft {
  key: string;
  id?: number;
  kind: CustomizationKind;
  name: string;
  nameEn: string;
  required: boolean;
  choices: ChoiceDraft[];
}

/** The form's values, as typed. */
interface Draft {
  brandId: string;
  categoryId: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  unit: string;
  unitEn: string;
  price: string;
  compareAtPrice: string;
  stockQuantity: string;
  maxPerOrder: string;
  storage: 'cold' | 'dry';
  customizations: OptionDraft[];
}

type Errors = Record<string, string>;

let keys = 0;
const newKey = () => `k${(keys += 1)}`;

/** Minor units as the decimal a person types (`1250` → `12.50`). */
function decimalOf(amount: number, minorUnits: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(minorUnits + 1, '0');
  return minorUnits === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

function draftOf(product: SellerProduct | undefined, brandId: number | undefined): Draft {
  const minor = currencyInfoOf(product?.currency ?? 'SAR').minorUnits;
  return {
    brandId: String(product?.brandId ?? brandId ?? ''),
    categoryId: product ? String(product.categoryId) : '',
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    description: product?.description ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    unit: product?.unit ?? '',
    unitEn: product?.unitEn ?? '',
    price: product ? decimalOf(product.price, minor) : '',
    compareAtPrice:
      product?.compareAtPrice === null || !product ? '' : decimalOf(product.compareAtPrice, minor),
    stockQuantity: String(product?.stockQuantity ?? 0),
    maxPerOrder: String(product?.maxPerOrder ?? 10),
    storage: product?.storage ?? 'dry',
    customizations: (product?.customizations ?? []).map((option) => ({
      key: newKey(),
      id: option.id,
      kind: option.kind,
      name: option.name,
      nameEn: option.nameEn,
      required: option.required,
      choices: option.choices.map((choice) => ({
        key: newKey(),
        id: choice.id,
        name: choice.name,
        nameEn: choice.nameEn,
        priceDelta: decimalOf(choice.priceDelta, minor),
      })),
    })),
  };
}

/** A signed amount typed as a decimal: empty is 0; null when it cannot be read. */
function signedMinorUnits(text: string, minorUnits: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^[-−]?[0٠]+([.,٫][0٠]*)?$/.test(trimmed)) return 0;
  const negative = /^[-−]/.test(trimmed);
  const amount = minorUnitsFromText(trimmed.replace(/^[-−]/, ''), minorUnits);
  return amount === null ? null : negative ? -amount : amount;
}

/** `products/new` and `products/:id`: a seller's product form in both languages. */
export default function ProductScreen() {
  const { t } = useTranslation('backoffice');
  const { id: param } = useParams();
  const creating = param === undefined;
  const id = Number(param);
  const valid = creating || isId(id);
  const me = useGetSellerMeQuery();
  const product = useGetSellerProductQuery(id, { skip: creating || !valid });
  const back = (
    <Link to="/products" className={textLinkClass}>
      {t('productForm.back')}
    </Link>
  );
  if (!valid || errorStatus(product.error) === 404) {
    return <NotFound title={t('productForm.notFound')} back={back} />;
  }
  if (!me.data || (!creating && !product.data)) {
    return (
      <Loading
        text={me.error || product.error ? t('productForm.loadFailed') : t('productForm.loading')}
      />
    );
  }
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      product={product.data}
      brands={me.data.brands}
      back={back}
    />
  );
}

function ProductForm({
  product,
  brands,
  back,
}: {
  product: SellerProduct | undefined;
  brands: { id: number; name: string; nameEn: string; currency: string }[];
  back: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const navigate = useNavigate();
  const arrived = useLocation().state as { created?: boolean; pictured?: boolean } | null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(product, brands[0]?.id));
  const [errors, setErrors] = useState<Errors>({});
  // Counts refused saves: after each, the first field in error takes the focus (its message is read).
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [refused]);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    arrived?.created && product
      ? {
          text:
            product.approvalStatus === 'approved'
              ? t('productForm.createdLive')
              : t('productForm.createdPending'),
          failed: false,
        }
      : null,
  );
  const [pending, setPending] = useState<{ key: string; file: File }[]>([]);
  const [pictureError, setPictureError] = useState<string | undefined>(() =>
    arrived?.created && arrived.pictured === false ? t('productForm.imageFailed') : undefined,
  );
  const [create, creating] = useCreateSellerProductMutation();
  const [update, updating] = useUpdateSellerProductMutation();
  const [addImage, adding] = useAddSellerProductImageMutation();
  const [removeImage] = useRemoveSellerProductImageMutation();
  const categories = useGetSharedCategoriesQuery();
  const brand = brands.find((entry) => String(entry.id) === draft.brandId);
  const currency = product?.currency ?? brand?.currency ?? 'SAR';
  const minor = currencyInfoOf(currency).minorUnits;
  const title = product ? localizedName(product, lang) : t('productForm.newTitle');

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((now) => ({ ...now, [field]: value }));
  const setOption = (index: number, change: Partial<OptionDraft>) =>
    set(
      'customizations',
      draft.customizations.map((option, at) => (at === index ? { ...option, ...change } : option)),
    );
  const error = (field: string) => errors[field];

  /** The picture's refusal as the API says it, translated. */
  const pictureRefusal = (refusal: unknown) => {
    const [code] = errorCodes(refusal);
    if (code === 'images_full')
      return t('productForm.imagesFull', { limit: SELLER_PRODUCT_IMAGES_MAX });
    if (code === 'upload_type') return t('productForm.imageType');
    if (code === 'payload_too_large') return t('productForm.imageTooLarge');
    return t('productForm.imageFailed');
  };

  const sendPictures = async (productId: number, files: readonly File[]) => {
    for (const file of files) {
      const result = await addImage({ id: productId, file, fileName: file.name });
      if ('error' in result) {
        setPictureError(pictureRefusal(result.error));
        return false;
      }
    }
    return true;
  };

  /** The body the API takes, or the field errors (keys of the form's fields). */
  const bodyOf = async () => {
    const found: Errors = {};
    const price = minorUnitsFromText(draft.price, minor);
    if (price === null) found.price = t('productForm.priceInvalid');
    const compareAtPrice =
      draft.compareAtPrice.trim() === '' ? null : minorUnitsFromText(draft.compareAtPrice, minor);
    if (compareAtPrice === null && draft.compareAtPrice.trim() !== '') {
      found.compareAtPrice = t('productForm.priceInvalid');
    } else if (compareAtPrice !== null && price !== null && compareAtPrice <= price) {
      found.compareAtPrice = t('productForm.compareAtTooLow');
    }
    const whole = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text) : Number.NaN);
    const customizations = draft.customizations.map((option, index) => ({
      ...(option.id === undefined ? {} : { id: option.id }),
      kind: option.kind,
      name: option.name.trim(),
      nameEn: option.nameEn.trim(),
      required: option.required,
      choices:
        option.kind === 'choice'
          ? option.choices.map((choice, at) => {
              const priceDelta = signedMinorUnits(choice.priceDelta, minor);
              if (priceDelta === null) {
                found[`customizations.${index}.choices.${at}.priceDelta`] = t(
                  'productForm.deltaInvalid',
                );
              }
              return {
                ...(choice.id === undefined ? {} : { id: choice.id }),
                name: choice.name.trim(),
                nameEn: choice.nameEn.trim(),
                priceDelta: priceDelta ?? 0,
              };
            })
          : [],
    }));
    const body = {
      ...(product ? {} : { brandId: Number(draft.brandId) }),
      categoryId: Number(draft.categoryId) || 0,
      name: draft.name,
      nameEn: draft.nameEn,
      description: draft.description,
      descriptionEn: draft.descriptionEn,
      unit: draft.unit,
      unitEn: draft.unitEn,
      price: price ?? 1,
      compareAtPrice: compareAtPrice ?? null,
      stockQuantity: whole(draft.stockQuantity),
      maxPerOrder: whole(draft.maxPerOrder),
      storage: draft.storage,
      customizations,
    };
    // The schemas (zod) load with the first save, not with the screen.
    const { sellerProductCreateSchema, sellerProductUpdateSchema } =
      await import('@shop/core/schemas');
    const parsed = (product ? sellerProductUpdateSchema : sellerProductCreateSchema).safeParse(
      body,
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        if (found[field]) continue;
        found[field] =
          field === 'categoryId'
            ? t('productForm.categoryRequired')
            : field === 'stockQuantity'
              ? t('productForm.stockInvalid', { max: SELLER_STOCK_MAX })
              : field === 'maxPerOrder'
                ? t('productForm.maxPerOrderInvalid')
                : issue.message.startsWith('validation:')
                  ? t(issue.message as 'validation:fieldRequired')
                  : t('productForm.invalid');
      }
    }
    return { body, found };
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const { body, found } = await bodyOf();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ text: t('productForm.fixErrors'), failed: true });
      setRefused((count) => count + 1);
      return;
    }
    const result = product
      ? await update({ id: product.id, ...body })
      : await create(body as Parameters<typeof create>[0]);
    if ('error' in result) {
      const status = errorStatus(result.error);
      const fieldErrors: Errors = {};
      const value = (result.error as { value?: unknown }).value;
      if (Array.isArray(value)) {
        for (const item of value as { field?: string; message?: string }[]) {
          const field = item.field?.replace(/^body\./, '');
          if (!field) continue;
          fieldErrors[field] =
            field === 'categoryId'
              ? t('productForm.categoryRequired')
              : item.message?.startsWith('validation:')
                ? t(item.message as 'validation:fieldRequired')
                : t('productForm.invalid');
        }
      }
      setErrors(fieldErrors);
      setOutcome({
        text: status === 403 ? t('productForm.notAllowed') : t('productForm.saveFailed'),
        failed: true,
      });
      return;
    }
    if (!product) {
      const saved = result.data;
      const pictured = await sendPictures(
        saved.id,
        pending.map((entry) => entry.file),
      );
      await navigate(`/products/${saved.id}`, {
        state: { created: true, pictured },
        replace: true,
      });
      return;
    }
    setOutcome({ text: t('productForm.saved'), failed: false });
  };

  const pictures: DropZoneItem[] = product
    ? product.images
        .filter((image) => image.uploaded)
        .map((image) => ({
          key: String(image.id),
          name: lang === 'ar' ? image.alt : image.altEn,
          src: mediaUrl(image.url),
        }))
    : pending.map((entry) => ({ key: entry.key, name: entry.file.name, file: entry.file }));

  return (
    <article aria-labelledby="product-title" className="grid max-w-3xl gap-5">
      <title>{`${title} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        {back}
        <h1 id="product-title" className="text-2xl font-bold">
          {title}
        </h1>
        {product ? <ApprovalBadge status={product.approvalStatus} /> : null}
      </div>
      {product?.approvalStatus === 'rejected' && product.approvalReason ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {t('sellerProducts.rejectedBecause', { reason: product.approvalReason })}{' '}
          {t('productForm.resubmit')}
        </p>
      ) : null}
      {product?.approvalStatus === 'pending' ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {t('productForm.pendingNote')}
        </p>
      ) : null}
      <form onSubmit={(event) => void save(event)} noValidate className="grid gap-5">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('productForm.about')}</legend>
          <TextField
            label={t('productForm.nameAr')}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
            maxLength={200}
            lang="ar"
            dir="rtl"
            error={error('name')}
          />
          <TextField
            label={t('productForm.nameEn')}
            value={draft.nameEn}
            onChange={(event) => set('nameEn', event.target.value)}
            maxLength={200}
            lang="en"
            dir="ltr"
            error={error('nameEn')}
          />
          <TextArea
            label={t('productForm.descriptionAr')}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            maxLength={5000}
            rows={4}
            lang="ar"
            dir="rtl"
            error={error('description')}
          />
          <TextArea
            label={t('productForm.descriptionEn')}
            value={draft.descriptionEn}
            onChange={(event) => set('descriptionEn', event.target.value)}
            maxLength={5000}
            rows={4}
            lang="en"
            dir="ltr"
            error={error('descriptionEn')}
          />
          <TextField
            label={t('productForm.unitAr')}
            hint={t('productForm.unitHint')}
            value={draft.unit}
            onChange={(event) => set('unit', event.target.value)}
            maxLength={40}
            lang="ar"
            dir="rtl"
            error={error('unit')}
          />
          <TextField
            label={t('productForm.unitEn')}
            value={draft.unitEn}
            onChange={(event) => set('unitEn', event.target.value)}
            maxLength={40}
            lang="en"
            dir="ltr"
            error={error('unitEn')}
          />
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('productForm.placement')}</legend>
          {product ? (
            <p>
              {t('productForm.brand')}:{' '}
              <strong>
                {localizedName(
                  brands.find((entry) => entry.id === product.brandId) ?? product,
                  lang,
                )}
              </strong>
            </p>
          ) : (
            <SelectField
              label={t('productForm.brand')}
              value={draft.brandId}
              onChange={(event) => set('brandId', event.target.value)}
              options={brands.map((entry) => ({
                value: String(entry.id),
                label: localizedName(entry, lang),
              }))}
              error={error('brandId')}
            />
          )}
          <SelectField
            label={t('productForm.category')}
            value={draft.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
            options={[
              { value: '', label: t('productForm.chooseCategory') },
              ...(categories.data ?? []).map((category) => ({
                value: String(category.id),
                label: localizedName(category, lang),
              })),
            ]}
            error={error('categoryId')}
          />
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('productForm.selling')}</legend>
          <TextField
            label={t('productForm.price', { currency })}
            hint={t('productForm.priceHint', { example: formatAmount(1250, currency, lang) })}
            value={draft.price}
            onChange={(event) => set('price', event.target.value)}
            inputMode="decimal"
            dir="ltr"
            maxLength={14}
            error={error('price')}
          />
          <TextField
            label={t('productForm.compareAtPrice', { currency })}
            hint={t('productForm.compareAtHint')}
            value={draft.compareAtPrice}
            onChange={(event) => set('compareAtPrice', event.target.value)}
            inputMode="decimal"
            dir="ltr"
            maxLength={14}
            optional
            error={error('compareAtPrice')}
          />
          <NumberField
            label={t('productForm.stock')}
            value={draft.stockQuantity}
            onChange={(event) => set('stockQuantity', event.target.value)}
            maxLength={7}
            error={error('stockQuantity')}
          />
          <NumberField
            label={t('productForm.maxPerOrder')}
            value={draft.maxPerOrder}
            onChange={(event) => set('maxPerOrder', event.target.value)}
            maxLength={4}
            error={error('maxPerOrder')}
          />
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="text-sm font-semibold">{t('productForm.storage')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['dry', 'cold'] as const).map((storage) => (
                <label key={storage} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="storage"
                    value={storage}
                    checked={draft.storage === storage}
                    onChange={() => set('storage', storage)}
                    className="size-5 accent-brand-700"
                  />
                  {t(`sellerProducts.storageName.${storage}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-lg font-semibold">{t('productForm.pictures')}</legend>
          <FileDropZone
            id="product-pictures"
            label={t('productForm.picturesLabel')}
            lang={lang}
            accept={productImageTypes}
            maxBytes={MAX_PICTURE_BYTES}
            maxFiles={SELLER_PRODUCT_IMAGES_MAX}
            items={pictures}
            error={pictureError}
            disabled={adding.isLoading}
            onFiles={(files) => {
              setPictureError(undefined);
              if (product) void sendPictures(product.id, files);
              else setPending((now) => [...now, ...files.map((file) => ({ key: newKey(), file }))]);
            }}
            onRemove={(key) => {
              setPictureError(undefined);
              if (product) {
                void removeImage({ id: product.id, imageId: Number(key) }).then((result) => {
                  if ('error' in result) setPictureError(t('productForm.imageFailed'));
                });
              } else setPending((now) => now.filter((entry) => entry.key !== key));
            }}
          />
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-lg font-semibold">{t('productForm.options')}</legend>
          <p className="text-sm text-ink-muted">{t('productForm.optionsHint')}</p>
          {error('customizations') ? (
            <p className="text-sm font-medium text-red-700">{error('customizations')}</p>
          ) : null}
          {draft.customizations.map((option, index) => (
            <fieldset
              key={option.key}
              className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-2"
            >
              <legend className="px-1 font-semibold">
                {t('productForm.option', { number: index + 1 })}
              </legend>
              <SelectField
                label={t('productForm.optionKind')}
                value={option.kind}
                onChange={(event) =>
                  setOption(index, {
                    kind: event.target.value as CustomizationKind,
                    choices:
                      event.target.value === 'choice' && option.choices.length === 0
                        ? [{ key: newKey(), name: '', nameEn: '', priceDelta: '' }]
                        : option.choices,
                  })
                }
                options={customizationKinds.map((kind) => ({
                  value: kind,
                  label: t(`productForm.kind.${kind}`),
                }))}
              />
              <label className="flex min-h-11 items-center gap-2 self-end">
                <input
                  type="checkbox"
                  checked={option.required}
                  onChange={(event) => setOption(index, { required: event.target.checked })}
                  className="size-5 accent-brand-700"
                />
                {t('productForm.optionRequired')}
              </label>
              <TextField
                label={t('productForm.optionNameAr')}
                value={option.name}
                onChange={(event) => setOption(index, { name: event.target.value })}
                maxLength={100}
                lang="ar"
                dir="rtl"
                error={error(`customizations.${index}.name`)}
              />
              <TextField
                label={t('productForm.optionNameEn')}
                value={option.nameEn}
                onChange={(event) => setOption(index, { nameEn: event.target.value })}
                maxLength={100}
                lang="en"
                dir="ltr"
                error={error(`customizations.${index}.nameEn`)}
              />
              {option.kind === 'choice' ? (
                <div className="grid gap-2 sm:col-span-2">
                  {error(`customizations.${index}.choices`) ? (
                    <p className="text-sm font-medium text-red-700">
                      {error(`customizations.${index}.choices`)}
                    </p>
                  ) : null}
                  {option.choices.map((choice, at) => {
                    const setChoice = (change: Partial<ChoiceDraft>) =>
                      setOption(index, {
                        choices: option.choices.map((entry, n) =>
                          n === at ? { ...entry, ...change } : entry,
                        ),
                      });
                    const prefix = `customizations.${index}.choices.${at}`;
                    return (
                      <div
                        key={choice.key}
                        className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_8rem_auto]"
                      >
                        <TextField
                          label={t('productForm.choiceNameAr', { number: at + 1 })}
                          value={choice.name}
                          onChange={(event) => setChoice({ name: event.target.value })}
                          maxLength={100}
                          lang="ar"
                          dir="rtl"
                          error={error(`${prefix}.name`)}
                        />
                        <TextField
                          label={t('productForm.choiceNameEn', { number: at + 1 })}
                          value={choice.nameEn}
                          onChange={(event) => setChoice({ nameEn: event.target.value })}
                          maxLength={100}
                          lang="en"
                          dir="ltr"
                          error={error(`${prefix}.nameEn`)}
                        />
                        <TextField
                          label={t('productForm.choiceDelta', { number: at + 1 })}
                          value={choice.priceDelta}
                          onChange={(event) => setChoice({ priceDelta: event.target.value })}
                          inputMode="decimal"
                          dir="ltr"
                          maxLength={14}
                          error={error(`${prefix}.priceDelta`)}
                        />
                        <button
                          type="button"
                          className={secondaryButtonClass}
                          onClick={() =>
                            setOption(index, {
                              choices: option.choices.filter((_entry, n) => n !== at),
                            })
                          }
                        >
                          {t('productForm.removeChoice', { number: at + 1 })}
                        </button>
                      </div>
                    );
                  })}
                  {option.choices.length < SELLER_CHOICES_MAX ? (
                    <button
                      type="button"
                      className={`${secondaryButtonClass} justify-self-start`}
                      onClick={() =>
                        setOption(index, {
                          choices: [
                            ...option.choices,
                            { key: newKey(), name: '', nameEn: '', priceDelta: '' },
                          ],
                        })
                      }
                    >
                      {t('productForm.addChoice')}
                    </button>
                  ) : null}
                </div>
              ) : null}
              <button
                type="button"
                className={`${secondaryButtonClass} justify-self-start sm:col-span-2`}
                onClick={() =>
                  set(
                    'customizations',
                    draft.customizations.filter((_entry, at) => at !== index),
                  )
                }
              >
                {t('productForm.removeOption', { number: index + 1 })}
              </button>
            </fieldset>
          ))}
          {draft.customizations.length < SELLER_CUSTOMIZATIONS_MAX ? (
            <button
              type="button"
              className={`${secondaryButtonClass} justify-self-start`}
              onClick={() =>
                set('customizations', [
                  ...draft.customizations,
                  {
                    key: newKey(),
                    kind: 'text',
                    name: '',
                    nameEn: '',
                    required: false,
                    choices: [],
                  },
                ])
              }
            >
              {t('productForm.addOption')}
            </button>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={creating.isLoading || updating.isLoading}
            className={primaryButtonClass}
          >
            {product ? t('productForm.save') : t('productForm.create')}
          </button>
        </div>
        <OutcomeMessage outcome={outcome} />
      </form>
    </article>
  );
}
