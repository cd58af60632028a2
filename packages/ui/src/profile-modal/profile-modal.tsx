import { zodResolver } from '@hookform/resolvers/zod';
import {
  phoneCodes,
  updateProfileRequestSchema,
  type Customer,
  type PhoneCode,
  type UpdateProfileRequest,
} from '@shop/core/customer-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCode } from '#account-form/defaults.ts';
import { FormAlert, ModalActions } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { PhoneField } from '#form-fields/phone-field.tsx';
import { EmailField, TextField } from '#form-fields/text-field.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** Props of {@link ProfileModal}. */
export interface ProfileModalProps {
  /** Whether the dialog is shown (controlled); the form starts from `customer` each time. */
  open: boolean;
  /** Called when the dialog closes itself (Escape, close button, Cancel). */
  onClose: () => void;
  /** Called with `{ name, phoneCode, phone }` once valid; close the dialog on success. */
  onSubmit: (values: UpdateProfileRequest) => void;
  /** The signed-in customer: name, e-mail (shown read-only) and phone. */
  customer: Pick<Customer, 'userName' | 'email' | 'phone' | 'phoneCode'>;
  /** The request is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request. */
  serverErrors?: readonly ServerError[];
}

const isPhoneCode = (code: string): code is PhoneCode =>
  (phoneCodes as readonly string[]).includes(code);

function ProfileForm({
  onClose,
  onSubmit,
  customer,
  busy = false,
  serverErrors,
}: Omit<ProfileModalProps, 'open'>) {
  const { t } = useTranslation('account');
  const form = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: {
      name: customer.userName,
      phoneCode: isPhoneCode(customer.phoneCode) ? customer.phoneCode : defaultPhoneCode,
      phone: customer.phone,
    },
  });
  const { register, handleSubmit } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);

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
      className="grid gap-4"
    >
      <FormAlert messages={alerts} />
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        error={message('name')}
        required
        data-autofocus
        {...register('name')}
      />
      <EmailField
        label={t('fields.email')}
        value={customer.email}
        readOnly
        hint={t('profile.emailHint')}
      />
      <PhoneField
        label={t('fields.phone')}
        codes={phoneCodes}
        codeProps={register('phoneCode')}
        codeError={message('phoneCode')}
        error={message('phone')}
        required
        {...register('phone')}
      />
      <ModalActions busy={busy} onCancel={onClose} submitLabel={t('profile.submit')} />
    </form>
  );
}

/**
 * The profile edit modal (native `<dialog>`, spec §2): name, the e-mail read-only (it identifies
 * the account) and the mobile number, validated with `updateProfileRequestSchema`. After a
 * successful update the app shows "Profile updated successfully." (`accountMessages`).
 *
 * @example
 * ```tsx
 * <ProfileModal
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   customer={customer}
 *   busy={isLoading}
 *   onSubmit={async (values) => { await updateProfile(values).unwrap(); setOpen(false); }}
 * />
 * ```
 */
export function ProfileModal({ open, ...props }: ProfileModalProps) {
  const { t } = useTranslation('account');
  return (
    <ModalDialog open={open} onClose={props.onClose} title={t('profile.title')}>
      <ProfileForm {...props} />
    </ModalDialog>
  );
}
