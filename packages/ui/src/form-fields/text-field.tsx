import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FieldShell, useFieldIds, type FieldProps } from '#form-fields/field.tsx';
import { onlyDigits } from '#form-fields/digits.ts';
import { controlClass } from '#form-fields/styles.ts';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'children'>;

/** Props of {@link TextField}: a field's label, error and hint plus the input's attributes. */
export interface TextFieldProps extends FieldProps, Omit<InputProps, 'type'> {
  /** Input type of a one-line text (default "text"). */
  type?: 'text' | 'tel' | 'url' | 'search';
}

/**
 * The one labelled `<input>` every one-line field renders: the field's label, error and hint
 * around an input of any type, wired with `aria-invalid` and `aria-describedby`.
 */
function InputField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  ...input
}: FieldProps & InputProps) {
  const ids = useFieldIds(id, error, hint, input['aria-describedby']);
  return (
    <FieldShell
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <input
        {...input}
        id={ids.id}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={controlClass}
      />
    </FieldShell>
  );
}

/**
 * A labelled one-line text input with its error and hint (`aria-invalid`, `aria-describedby`).
 * Spread `register(name)` of react-hook-form into it, or pass `value`/`onChange`.
 *
 * @example
 * ```tsx
 * <TextField label={t('account:fields.name')} autoComplete="name" error={message('name')} {...register('name')} />
 * ```
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <InputField type={type} {...props} />;
}

/** Props of {@link EmailField}. */
export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A labelled e-mail input: `type="email"`, e-mail keyboard, `autocomplete="email"`, no
 * auto-capitalisation or spell check, and left-to-right even in Arabic (addresses are Latin).
 *
 * @example
 * ```tsx
 * <EmailField label={t('account:fields.email')} error={message('email')} {...register('email')} />
 * ```
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <InputField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
      {...props}
    />
  );
}

/** Props of {@link NumberField}. */
export type NumberFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A labelled input for digits only (postal codes, floor numbers, phone numbers): numeric
 * keyboard, Arabic-Indic digits turned into Latin ones and anything else dropped as it is typed
 * or pasted, left-to-right in Arabic. Its value stays a string (leading zeros are kept).
 *
 * @example
 * ```tsx
 * <NumberField label={t('account:address.postalCode')} maxLength={5} {...register('postalCode')} />
 * ```
 */
export function NumberField({ onChange, ...props }: NumberFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.target.value);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <InputField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      {...props}
      onChange={change}
    />
  );
}

/** Props of {@link TextArea}. */
export interface TextAreaProps
  extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children'> {}

/**
 * A labelled multi-line input for large text (delivery notes, messages), 4 rows by default and
 * resizable vertically.
 *
 * @example
 * ```tsx
 * <TextArea label={t('account:address.notes')} optional maxLength={500} {...register('notes')} />
 * ```
 */
export function TextArea({
  label,
  error,
  hint,
  optional,
  className,
  id,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  const ids = useFieldIds(id, error, hint, textarea['aria-describedby']);
  return (
    <FieldShell
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <textarea
        rows={rows}
        {...textarea}
        id={ids.id}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={`${controlClass} resize-y py-2`}
      />
    </FieldShell>
  );
}
