import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordRequest } from '@shop/core/customer-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, ModalActions } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { PasswordField } from '#form-fields/password-field.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** Props of {@link PasswordModal}. */
export interface PasswordModalProps {
  /** Whether the dialog is shown (controlled); the fields start empty each time. */
  open: boolean;
  /** Called when the dialog closes itself (Escape, close button, Cancel). */
  onClose: () => void;
  /** Called with `{ currentPassword, newPassword }` once valid (without the confirmation). */
  onSubmit: (values: ChangePasswordRequest) => void;
  /** The request is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request (a wrong current password …). */
  serverErrors?: readonly ServerError[];
}

function PasswordForm({
  onClose,
  onSubmit,
  busy = false,
  serverErrors,
}: Omit<PasswordModalProps, 'open'>) {
  const { t } = useTranslation('account');
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
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
        void handleSubmit(({ currentPassword, newPassword }) => {
          if (!busy) onSubmit({ currentPassword, newPassword });
        })(event)
      }
      className="grid gap-4"
    >
      <FormAlert messages={alerts} />
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        error={message('currentPassword')}
        required
        data-autofocus
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={message('newPassword')}
        required
        {...register('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={message('confirmPassword')}
        required
        {...register('confirmPassword')}
      />
      <ModalActions busy={busy} onCancel={onClose} submitLabel={t('password.submit')} />
    </form>
  );
}

/**
 * The password change modal (native `<dialog>`, spec §2): current, new and confirmed password,
 * validated with `changePasswordFormSchema` ("Current Password is required", "Confirm password
 * does not match" …). After success the app shows "Password updated successfully.".
 *
 * @example
 * ```tsx
 * <PasswordModal
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   busy={isLoading}
 *   serverErrors={errors}
 *   onSubmit={async (values) => { await changePassword(values).unwrap(); setOpen(false); }}
 * />
 * ```
 */
export function PasswordModal({ open, ...props }: PasswordModalProps) {
  const { t } = useTranslation('account');
  return (
    <ModalDialog open={open} onClose={props.onClose} title={t('password.title')}>
      <PasswordForm {...props} />
    </ModalDialog>
  );
}
