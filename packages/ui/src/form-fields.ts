export { toLatinDigits, onlyDigits } from '#form-fields/digits.ts';
export { FieldError, useFieldIds, type FieldIds, type FieldProps } from '#form-fields/field.tsx';
export { PasswordField, type PasswordFieldProps } from '#form-fields/password-field.tsx';
export { PhoneField, type PhoneFieldProps } from '#form-fields/phone-field.tsx';
export {
  SearchableSelect,
  searchKey,
  type SearchableSelectProps,
} from '#form-fields/searchable-select.tsx';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from '#form-fields/select-field.tsx';
export {
  EmailField,
  NumberField,
  TextArea,
  TextField,
  type EmailFieldProps,
  type NumberFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from '#form-fields/text-field.tsx';
export {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '#form-fields/styles.ts';
