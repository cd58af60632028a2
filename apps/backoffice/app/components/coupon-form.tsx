import { useGetBrandsQuery, useGetCurrenciesQuery } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import { minorUnitsFromText } from '@shop/core/money';
import {
  COUPON_CODE_MAX,
  COUPON_NAME_MAX,
  COUPON_USES_MAX,
  couponKinds,
  couponTermsIssues,
  type CouponKind,
  type CouponTerms,
  type StaffCoupon,
} from '@shop/core/staff';
import { NumberField, primaryButtonClass, SelectField, TextField } from '@shop/ui/form-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodes } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { instantOfStoreLocal, PlainField, storeLocalInput } from './plain-field';

/** Minor units of an amount as the form shows it again ("12.50"). */
function majorText(minor: number | null, minorUnits: number): string {
  if (minor === null) return '';
  return (minor / 10 ** minorUnits).toFixed(minorUnits);
}

/** What the form sends: every term, and the code when creating. */
export type CouponFormValue = CouponTerms & { code?: string };

/** Field errors of a refusal of the API (`body.<field>`), translated, or a general text. */
export type SaveResult = { ok: true } | { ok: false; error: unknown };

/**
 * A coupon's terms in both languages: percent typed as a whole number, fixed amounts as decimals
 * sent in minor units of the chosen currency. The form checks what the API checks (the same
 * rules from @shop/core) and shows the API's refusals on their fields.
 */
export function CouponForm({
  coupon,
  submitLabel,
  onSave,
}: {
  /** The coupon to edit (its code stays); none to create one. */
  coupon?: StaffCoupon;
  submitLabel: string;
  onSave: (value: CouponFormValue) => Promise<SaveResult>;
}) {
  const { t } = useTranslation(['backoffice', 'validation', 'errors']);
  const { lang } = useBackOfficeLanguage();
  const { data: brands } = useGetBrandsQuery({});
  const { data: currencies } = useGetCurrenciesQuery();
  const [kind, setKind] = useState<CouponKind>(coupon?.kind ?? 'percent');
  const [currency, setCurrency] = useState<string>(coupon?.currency ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const minorUnits = currencies?.find((item) => item.code === currency)?.minorUnits ?? 2;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const found: Record<string, string> = {};
    const count = (name: string) => {
      const value = text(name);
      if (value === '') return null;
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1 || number > COUPON_USES_MAX) {
        found[name] = t('coupon.countInvalid', { max: COUPON_USES_MAX });
        return null;
      }
      return number;
    };
    const amount = (name: string, required: boolean) => {
      const value = text(name);
      if (value === '') {
        if (required) found[name] = t('coupon.amountInvalid');
        return null;
      }
      const minor = minorUnitsFromText(value, minorUnits);
      if (minor === null) found[name] = t('coupon.amountInvalid');
      return minor;
    };
    const instant = (name: string) => {
      const value = text(name);
      if (value === '') return null;
      const at = instantOfStoreLocal(value);
      if (at === null) found[name] = t('backoffice:validation.invalidDate');
      return at;
    };
    let value: number;
    if (kind === 'percent') {
      value = Number(text('value'));
      if (!Number.isInteger(value) || value < 1 || value > 100) {
        found.value = t('backoffice:validation.couponPercent');
      }
    } else {
      value = amount('value', true) ?? 0;
    }
    const code = text('code');
    if (!coupon && !/^[A-Za-z0-9_-]{3,32}$/.test(code)) {
      found.code = t('backoffice:validation.couponCode');
    }
    for (const name of ['name', 'nameEn']) {
      if (text(name) === '') found[name] = t('validation:fieldRequired');
    }
    const brand = Number(text('brandId'));
    const terms: CouponTerms = {
      name: text('name'),
      nameEn: text('nameEn'),
      kind,
      value,
      maxDiscount: kind === 'percent' ? amount('maxDiscount', false) : null,
      currency: currency === '' ? null : currency,
      minSubtotal: amount('minSubtotal', false) ?? 0,
      brandId: brand > 0 ? brand : null,
      startsAt: instant('startsAt'),
      endsAt: instant('endsAt'),
      maxUses: count('maxUses'),
      maxUsesPerCustomer: count('maxUsesPerCustomer'),
      firstOrderOnly: form.get('firstOrderOnly') === 'on',
    };
    if (terms.minSubtotal > 0 && terms.currency === null) {
      found.currency = t('backoffice:validation.couponCurrency');
    }
    for (const issue of couponTermsIssues(terms)) found[issue.field] ??= t(issue.message);
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await onSave(coupon ? terms : { ...terms, code });
    setBusy(false);
    if (result.ok) return;
    const codes = errorCodes(result.error);
    if (codes.includes('coupon_code_taken')) {
      setErrors({ code: t('coupons.errors.codeTaken') });
    } else if (codes.includes('unknown_currency')) {
      setErrors({ currency: t('coupons.errors.unknownCurrency') });
    } else {
      setFailed(t('coupon.saveFailed'));
    }
  };

  const money = (name: 'value' | 'maxDiscount' | 'minSubtotal', label: string) => (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      maxLength={13}
      defaultValue={coupon ? majorText(coupon[name], minorUnits) : ''}
      error={errors[name]}
      hint={currency ? t('coupon.inCurrency', { currency }) : undefined}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-3xl gap-4">
      <fieldset className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t('coupon.identity')}</legend>
        {coupon ? null : (
          <TextField
            name="code"
            label={t('coupon.code')}
            hint={t('coupon.codeHint')}
            maxLength={COUPON_CODE_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            error={errors.code}
            className="sm:col-span-2"
          />
        )}
        <TextField
          name="nameEn"
          label={t('coupon.nameEn')}
          maxLength={COUPON_NAME_MAX}
          defaultValue={coupon?.nameEn}
          lang="en"
          dir="ltr"
          error={errors.nameEn}
        />
        <TextField
          name="name"
          label={t('coupon.nameAr')}
          maxLength={COUPON_NAME_MAX}
          defaultValue={coupon?.name}
          lang="ar"
          dir="rtl"
          error={errors.name}
        />
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t('coupon.discount')}</legend>
        <SelectField
          name="kind"
          label={t('coupon.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as CouponKind)}
          options={couponKinds.map((value) => ({
            value,
            label: t(`coupons.kindName.${value}`),
          }))}
        />
        <SelectField
          name="currency"
          label={t('coupon.currency')}
          placeholder={t('coupon.noCurrency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          error={errors.currency}
          options={(currencies ?? []).map((item) => ({
            value: item.code,
            label: `${item.code} · ${localizedName(item, lang)}`,
          }))}
        />
        {kind === 'percent' ? (
          <NumberField
            key="percent"
            name="value"
            label={t('coupon.percent')}
            maxLength={3}
            defaultValue={coupon?.kind === 'percent' ? String(coupon.value) : ''}
            error={errors.value}
          />
        ) : (
          money('value', t('coupon.amount'))
        )}
        {kind === 'percent' ? money('maxDiscount', t('coupon.maxDiscount')) : null}
        {money('minSubtotal', t('coupon.minSubtotal'))}
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t('coupon.rules')}</legend>
        <SelectField
          name="brandId"
          label={t('coupon.brand')}
          placeholder={t('coupon.everyBrand')}
          defaultValue={coupon?.brandId ? String(coupon.brandId) : ''}
          options={(brands ?? []).map((brand) => ({
            value: String(brand.id),
            label: localizedName(brand, lang),
          }))}
        />
        <PlainField
          type="datetime-local"
          name="startsAt"
          label={t('coupon.startsAt')}
          defaultValue={storeLocalInput(coupon?.startsAt ?? null)}
          error={errors.startsAt}
        />
        <PlainField
          type="datetime-local"
          name="endsAt"
          label={t('coupon.endsAt')}
          defaultValue={storeLocalInput(coupon?.endsAt ?? null)}
          error={errors.endsAt}
        />
        <NumberField
          name="maxUses"
          label={t('coupon.maxUses')}
          maxLength={7}
          defaultValue={coupon?.maxUses ?? ''}
          error={errors.maxUses}
        />
        <NumberField
          name="maxUsesPerCustomer"
          label={t('coupon.maxUsesPerCustomer')}
          maxLength={7}
          defaultValue={coupon?.maxUsesPerCustomer ?? ''}
          error={errors.maxUsesPerCustomer}
        />
        <label className="flex items-start gap-2 sm:col-span-2">
          <input
            type="checkbox"
            name="firstOrderOnly"
            defaultChecked={coupon?.firstOrderOnly ?? false}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          {t('coupon.firstOrderOnly')}
        </label>
      </fieldset>
      <p className="text-sm text-ink-muted">{t('coupon.timesHint')}</p>
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={`${primaryButtonClass} justify-self-start`}
      >
        {submitLabel}
      </button>
      {failed ? (
        <p role="alert" className="font-semibold text-red-700">
          {failed}
        </p>
      ) : null}
    </form>
  );
}
