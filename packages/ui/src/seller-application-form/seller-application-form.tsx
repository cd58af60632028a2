import { zodResolver } from '@hookform/resolvers/zod';
import type { RegionTree } from '@shop/core/catalog';
import { phoneCodes } from '@shop/core/customer-schemas';
import { localizedName, type Locale } from '@shop/core/i18n';
import {
  SELLER_BANK_NAME_MAX,
  SELLER_DESCRIPTION_MAX,
  SELLER_NAME_MAX,
  sellerApplicationFormSchema,
  type SellerApplicationForm as SellerApplicationValues,
  type SellerApplicationFormValues,
  type SellerApplicationRequest,
  type SellerDocument,
  type SellerDocumentKind,
} from '@shop/core/seller-schemas';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCode } from '#account-form/defaults.ts';
import { FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useErrorText } from '#account-form/use-error-text.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { FieldError } from '#form-fields/field.tsx';
import { PasswordField } from '#form-fields/password-field.tsx';
import { PhoneField } from '#form-fields/phone-field.tsx';
import { SelectField } from '#form-fields/select-field.tsx';
import { hintClass, labelClass } from '#form-fields/styles.ts';
import { EmailField, TextArea, TextField } from '#form-fields/text-field.tsx';
import { FileUpload, type UploadAttempt } from '#file-upload/file-upload.tsx';

/** The application as the API takes it, less the language (the page adds it). */
export type SellerApplicationSubmit = Omit<SellerApplicationRequest, 'locale'>;

/** Props of {@link SellerApplicationForm}. */
export interface SellerApplicationFormProps {
  lang: Locale;
  /** The activity types a business can choose (groceries, pharmacy …). */
  activityTypes: readonly { id: number; name: string; nameEn: string }[];
  /** The cities it can serve, by country and state. */
  regions: RegionTree;
  /** Sends one document as soon as it is chosen; the answer's id goes into the application. */
  onUpload: (
    kind: SellerDocumentKind,
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<UploadAttempt<SellerDocument>>;
  /** Called with the application once every field is valid and both documents are uploaded. */
  onSubmit: (application: SellerApplicationSubmit) => void;
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request (validation on their fields, a limit above them). */
  serverErrors?: readonly ServerError[];
  /** Initial values (e.g. going back from the code step). */
  defaultValues?: Partial<SellerApplicationValues>;
}

const documentFields = {
  cr_certificate: 'crCertificate',
  vat_certificate: 'vatCertificate',
} as const satisfies Record<SellerDocumentKind, string>;

/** A titled group of fields. */
function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-brand-100 bg-surface-raised p-5 shadow-sm sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {hint ? <p className={`${hintClass} sm:col-span-2`}>{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The Become Seller form (R2.59, R1.22): the business (legal and store names in Arabic and
 * English, commercial registration and VAT numbers, activity type, cities served, description),
 * the contact person, the payout IBAN, the two documents and the seller account's password.
 * Each field is checked when left and again as it is edited (`sellerApplicationFormSchema`: a
 * Saudi CR number's and VAT number's form, a Saudi IBAN's form and mod-97 check digits); the
 * documents upload as they are chosen, and sending waits until both are there. Arabic names are
 * typed right to left and English ones left to right, whatever the page's language.
 *
 * @example
 * ```tsx
 * <SellerApplicationForm lang="en" activityTypes={types} regions={tree} onUpload={send} onSubmit={apply} />
 * ```
 */
export function SellerApplicationForm({
  lang,
  activityTypes,
  regions,
  onUpload,
  onSubmit,
  busy = false,
  serverErrors,
  defaultValues,
}: SellerApplicationFormProps) {
  const { t } = useTranslation(['seller', 'common']);
  const text = useErrorText();
  const formId = useId();
  const [uploading, setUploading] = useState<Record<SellerDocumentKind, boolean>>({
    cr_certificate: false,
    vat_certificate: false,
  });
  const [waiting, setWaiting] = useState(false);
  const form = useForm<SellerApplicationValues, unknown, SellerApplicationFormValues>({
    resolver: zodResolver(sellerApplicationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      legalName: '',
      legalNameEn: '',
      displayName: '',
      displayNameEn: '',
      crNumber: '',
      vatNumber: '',
      cityIds: [],
      contactName: '',
      phoneCode: defaultPhoneCode,
      phone: '',
      email: '',
      description: '',
      iban: '',
      bankName: '',
      accountHolder: '',
      password: '',
      confirmPassword: '',
      documents: { crCertificate: '', vatCertificate: '' },
      ...defaultValues,
    },
  });
  const { register, handleSubmit, control, setValue, formState } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);
  const documentError = (kind: SellerDocumentKind) =>
    text(formState.errors.documents?.[documentFields[kind]]?.message);
  const busyUploading = uploading.cr_certificate || uploading.vat_certificate;
  const arabic = { dir: 'rtl', lang: 'ar' } as const;
  const latin = { dir: 'ltr', lang: 'en' } as const;

  return (
    <form
      method="post"
      noValidate
      aria-label={t('form.label')}
      aria-busy={busy}
      onSubmit={(event) =>
        void handleSubmit(({ confirmPassword: _confirm, ...application }) => {
          if (busyUploading) {
            setWaiting(true);
            return;
          }
          setWaiting(false);
          if (!busy) onSubmit(application);
        })(event)
      }
      className="grid gap-6"
    >
      <FormAlert
        messages={[...alerts, ...(waiting && busyUploading ? [t('form.waitForUploads')] : [])]}
      />
      <Section title={t('form.business')}>
        <TextField
          label={t('form.legalName')}
          required
          maxLength={SELLER_NAME_MAX}
          autoComplete="organization"
          error={message('legalName')}
          {...arabic}
          {...register('legalName')}
        />
        <TextField
          label={t('form.legalNameEn')}
          required
          maxLength={SELLER_NAME_MAX}
          error={message('legalNameEn')}
          {...latin}
          {...register('legalNameEn')}
        />
        <TextField
          label={t('form.displayName')}
          required
          maxLength={SELLER_NAME_MAX}
          error={message('displayName')}
          {...arabic}
          {...register('displayName')}
        />
        <TextField
          label={t('form.displayNameEn')}
          required
          maxLength={SELLER_NAME_MAX}
          error={message('displayNameEn')}
          {...latin}
          {...register('displayNameEn')}
        />
        <TextField
          label={t('form.crNumber')}
          hint={t('form.crNumberHint')}
          required
          inputMode="numeric"
          maxLength={20}
          dir="ltr"
          error={message('crNumber')}
          {...register('crNumber')}
        />
        <TextField
          label={t('form.vatNumber')}
          hint={t('form.vatNumberHint')}
          required
          inputMode="numeric"
          maxLength={25}
          dir="ltr"
          error={message('vatNumber')}
          {...register('vatNumber')}
        />
        <SelectField
          label={t('form.activityType')}
          placeholder={t('form.chooseActivityType')}
          required
          options={activityTypes.map((type) => ({
            value: String(type.id),
            label: localizedName(type, lang),
          }))}
          error={message('activityTypeId')}
          {...register('activityTypeId', {
            setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
          })}
        />
        <Controller
          control={control}
          name="cityIds"
          render={({ field, fieldState }) => {
            const errorId = fieldState.error ? `${formId}-cities-error` : undefined;
            const chosen = new Set(field.value);
            return (
              <fieldset
                aria-describedby={errorId}
                aria-invalid={fieldState.error ? true : undefined}
                className="grid gap-2 sm:col-span-2"
              >
                <legend className={labelClass}>{t('form.cities')}</legend>
                {regions.flatMap((country) =>
                  country.states.map((state) => (
                    <div key={state.id} className="grid gap-1">
                      <p className="text-sm text-ink-muted">
                        {localizedName(state, lang)} · {localizedName(country, lang)}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        {state.cities.map((city) => (
                          <label
                            key={city.id}
                            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line bg-surface-raised px-3 text-sm text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                          >
                            <input
                              type="checkbox"
                              name={field.name}
                              value={city.id}
                              checked={chosen.has(city.id)}
                              onBlur={field.onBlur}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...field.value, city.id]
                                    : field.value.filter((id) => id !== city.id),
                                )
                              }
                              className="size-4 accent-brand-700"
                            />
                            {localizedName(city, lang)}
                          </label>
                        ))}
                      </div>
                    </div>
                  )),
                )}
                <FieldError id={errorId}>{text(fieldState.error?.message)}</FieldError>
              </fieldset>
            );
          }}
        />
        <TextArea
          label={t('form.description')}
          hint={t('form.descriptionHint', { max: SELLER_DESCRIPTION_MAX })}
          required
          rows={4}
          maxLength={SELLER_DESCRIPTION_MAX}
          className="sm:col-span-2"
          error={message('description')}
          {...register('description')}
        />
      </Section>

      <Section title={t('form.contact')}>
        <TextField
          label={t('form.contactName')}
          required
          autoComplete="name"
          error={message('contactName')}
          {...register('contactName')}
        />
        <PhoneField
          label={t('form.phone')}
          codes={phoneCodes}
          codeProps={register('phoneCode')}
          codeError={message('phoneCode')}
          required
          error={message('phone')}
          {...register('phone')}
        />
        <EmailField
          label={t('form.email')}
          required
          className="sm:col-span-2"
          error={message('email')}
          {...register('email')}
        />
      </Section>

      <Section title={t('form.payout')}>
        <TextField
          label={t('form.iban')}
          hint={t('form.ibanHint')}
          required
          dir="ltr"
          maxLength={42}
          autoComplete="off"
          className="sm:col-span-2"
          error={message('iban')}
          {...register('iban')}
        />
        <TextField
          label={t('form.bankName')}
          required
          maxLength={SELLER_BANK_NAME_MAX}
          error={message('bankName')}
          {...register('bankName')}
        />
        <TextField
          label={t('form.accountHolder')}
          required
          maxLength={SELLER_NAME_MAX}
          error={message('accountHolder')}
          {...register('accountHolder')}
        />
      </Section>

      <Section title={t('form.documents')}>
        {(['cr_certificate', 'vat_certificate'] as const).map((kind) => {
          const errorId = `${formId}-${kind}-error`;
          const error = documentError(kind);
          return (
            <div key={kind} className="grid gap-1">
              <FileUpload<SellerDocument>
                id={`${formId}-${kind}`}
                label={t(`form.${documentFields[kind]}`)}
                lang={lang}
                required
                invalid={Boolean(error)}
                describedBy={error ? [errorId] : []}
                onUpload={(file, onProgress, signal) => onUpload(kind, file, onProgress, signal)}
                onChange={(state) => {
                  setUploading((current) => ({
                    ...current,
                    [kind]: state?.status === 'uploading',
                  }));
                  setValue(
                    `documents.${documentFields[kind]}`,
                    state?.status === 'done' ? state.upload.id : '',
                    { shouldValidate: formState.isSubmitted },
                  );
                }}
              />
              <FieldError id={error ? errorId : undefined}>{error}</FieldError>
            </div>
          );
        })}
      </Section>

      <Section title={t('form.account')} hint={t('form.accountHint')}>
        <PasswordField
          label={t('form.password')}
          autoComplete="new-password"
          required
          error={message('password')}
          {...register('password')}
        />
        <PasswordField
          label={t('form.confirmPassword')}
          autoComplete="new-password"
          required
          error={message('confirmPassword')}
          {...register('confirmPassword')}
        />
      </Section>

      <div className="flex justify-end">
        <SubmitButton busy={busy}>{t('form.submit')}</SubmitButton>
      </div>
    </form>
  );
}
