import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, type FieldProps } from '#form-fields/field.tsx';
import { controlClass } from '#form-fields/styles.ts';
import { EyeIcon, EyeOffIcon } from '#icons/icons.tsx';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps
  extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'children' | 'type'> {}

/**
 * A labelled password input with a "Show password" toggle button (`aria-pressed`) at its inline
 * end. Pass `autoComplete="new-password"` on sign-up and password changes (default
 * "current-password").
 *
 * @example
 * ```tsx
 * <PasswordField label={t('account:fields.password')} error={message('password')} {...register('password')} />
 * ```
 */
export function PasswordField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, error, hint, input['aria-describedby']);
  const Icon = visible ? EyeOffIcon : EyeIcon;
  return (
    <FieldShell
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <div className="relative">
        <input
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          type={visible ? 'text' : 'password'}
          id={ids.id}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={`${controlClass} pe-12`}
        />
        <button
          type="button"
          aria-label={t('fields.showPassword')}
          aria-pressed={visible}
          aria-controls={ids.id}
          disabled={input.disabled}
          onClick={() => setVisible(!visible)}
          className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-md text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}
