import { zodResolver } from '@hookform/resolvers/zod';
import { addressFormSchema, type Address } from '@shop/core/customer-schemas';
import type { RegionTree } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, ModalActions } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { SelectField } from '#form-fields/select-field.tsx';
import { NumberField, TextArea, TextField } from '#form-fields/text-field.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** What the address form submits: the `POST CustomerAddress` payload (ids as numbers). */
/** The form's fields: the point on the map is not the form's (an edit without it keeps it). */
export type AddressValues = Omit<Address, 'id' | 'location'>;

/** Props of {@link AddressModal}. */
export interface AddressModalProps {
  /** Whether the dialog is shown (controlled); the form starts afresh each time it opens. */
  open: boolean;
  /** Called when the dialog closes itself (Escape, close button, Cancel). */
  onClose: () => void;
  /**
   * Called with the address once valid (`addressFormSchema`: the phone also fits the chosen
   * country's dialling code); close the dialog on success.
   */
  onSubmit: (values: AddressValues) => void;
  /** Countries → states → cities for the cascading selects (from `GET Region`). */
  regions: RegionTree;
  /** The page's language (place names). */
  lang: Locale;
  /** The address to edit; without it the dialog adds a new one. */
  address?: Address;
  /** The request is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request; those with a `field` show at that field. */
  serverErrors?: readonly ServerError[];
}

/** The form's values: selects and inputs hold strings until the schema turns ids into numbers. */
function initialValues(address: Address | undefined) {
  return {
    title: address?.title ?? '',
    streetAddress: address?.streetAddress ?? '',
    countryId: address ? String(address.countryId) : '',
    stateId: address ? String(address.stateId) : '',
    subCityId: address ? String(address.subCityId) : '',
    postalCode: address?.postalCode ?? '',
    phone: address?.phone ?? '',
    buildingNumber: address?.buildingNumber ?? '',
    floorNumber: address?.floorNumber ?? '',
    apartmentNumber: address?.apartmentNumber ?? '',
    receiverName: address?.receiverName ?? '',
    receiverPhone: address?.receiverPhone ?? '',
    notes: address?.notes ?? '',
  };
}

type AddressFormProps = Omit<AddressModalProps, 'open'>;

function AddressForm({
  onClose,
  onSubmit,
  regions,
  lang,
  address,
  busy = false,
  serverErrors,
}: AddressFormProps) {
  const { t } = useTranslation('account');
  const schema = useMemo(
    () => addressFormSchema((id) => regions.find((c) => c.id === id)?.phoneCode),
    [regions],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: initialValues(address),
  });
  const { register, control, handleSubmit, setValue } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);
  const [countryId, stateId] = useWatch({ control, name: ['countryId', 'stateId'] });
  const country = regions.find((c) => String(c.id) === String(countryId));
  const state = country?.states.find((s) => String(s.id) === String(stateId));
  const options = (places: readonly { id: number; name: string; nameEn: string }[] = []) =>
    places.map((place) => ({ value: String(place.id), label: localizedName(place, lang) }));

  return (
    <form
      // POST: a press before the app has hydrated never puts the fields in the URL.
      method="post"
      noValidate
      aria-busy={busy}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          if (!busy) onSubmit(values);
        })(event)
      }
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormAlert messages={alerts} />
      </div>
      <TextField
        label={t('address.title')}
        hint={t('address.titleHint')}
        error={message('title')}
        required
        data-autofocus
        {...register('title')}
      />
      <TextField
        label={t('address.streetAddress')}
        autoComplete="street-address"
        error={message('streetAddress')}
        required
        className="sm:col-span-2"
        {...register('streetAddress')}
      />
      <SelectField
        label={t('address.country')}
        placeholder={t('address.chooseCountry')}
        options={options(regions)}
        error={message('countryId')}
        required
        {...register('countryId', {
          onChange: () => {
            setValue('stateId', '');
            setValue('subCityId', '');
          },
        })}
      />
      <SelectField
        label={t('address.state')}
        placeholder={t('address.chooseState')}
        options={options(country?.states)}
        disabled={!country}
        error={message('stateId')}
        required
        {...register('stateId', { onChange: () => setValue('subCityId', '') })}
      />
      <SelectField
        label={t('address.city')}
        placeholder={t('address.chooseCity')}
        options={options(state?.cities)}
        disabled={!state}
        error={message('subCityId')}
        required
        {...register('subCityId')}
      />
      <NumberField
        label={t('address.postalCode')}
        autoComplete="postal-code"
        maxLength={5}
        error={message('postalCode')}
        required
        {...register('postalCode')}
      />
      <NumberField
        label={t('address.phone')}
        inputMode="tel"
        autoComplete="tel-national"
        error={message('phone')}
        required
        {...register('phone')}
      />
      <TextField
        label={t('address.buildingNumber')}
        optional
        error={message('buildingNumber')}
        {...register('buildingNumber')}
      />
      <TextField
        label={t('address.floorNumber')}
        optional
        error={message('floorNumber')}
        {...register('floorNumber')}
      />
      <TextField
        label={t('address.apartmentNumber')}
        optional
        error={message('apartmentNumber')}
        {...register('apartmentNumber')}
      />
      <TextField
        label={t('address.receiverName')}
        autoComplete="name"
        optional
        error={message('receiverName')}
        {...register('receiverName')}
      />
      <NumberField
        label={t('address.receiverPhone')}
        inputMode="tel"
        autoComplete="tel-national"
        optional
        error={message('receiverPhone')}
        {...register('receiverPhone')}
      />
      <TextArea
        label={t('address.notes')}
        optional
        rows={3}
        maxLength={500}
        error={message('notes')}
        className="sm:col-span-2"
        {...register('notes')}
      />
      <div className="sm:col-span-2">
        <ModalActions busy={busy} onCancel={onClose} submitLabel={t('address.submit')} />
      </div>
    </form>
  );
}

/**
 * The address modal: a native `<dialog>` titled "Add address" (or "Edit address" with
 * `address`) holding the 13 labels of spec §3 in their order: title, street address, country,
 * state, city (cascading selects fed by `regions`: choosing a country clears state and city),
 * pincode/postal code, phone, building, floor, apartment, receiver name and phone, delivery
 * notes. Validated with `addressRequestSchema`; Escape, the close button and Cancel close it and
 * focus returns to the opener.
 *
 * @example
 * ```tsx
 * <button onClick={() => setOpen(true)}>{t('account:addresses.add')}</button>
 * <AddressModal
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   regions={regions}
 *   lang="ar"
 *   busy={isLoading}
 *   onSubmit={async (values) => { await addAddress(values).unwrap(); setOpen(false); }}
 * />
 * ```
 */
export function AddressModal({ open, ...props }: AddressModalProps) {
  const { t } = useTranslation('account');
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      title={props.address ? t('address.editTitle') : t('address.addTitle')}
    >
      <AddressForm {...props} />
    </ModalDialog>
  );
}
