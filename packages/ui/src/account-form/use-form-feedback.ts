import { useEffect } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverErrorField, type ServerError } from '#account-form/server-errors.ts';
import { useErrorText } from '#account-form/use-error-text.ts';

/** A form of any schema: react-hook-form's return value, whatever its transformed values are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/** What a form renders from its errors: a field's message, and the alert's messages. */
export interface FormFeedback<T extends FieldValues> {
  /** The translated error of a field (client validation or the server), or undefined. */
  message: (name: Path<T>) => string | undefined;
  /** Translated server errors that belong to no field of the form. */
  alerts: string[];
}

/**
 * Turns a form's errors into text at render time, so switching language re-renders messages
 * without validating again: zod messages are translation keys (`t(error.message)`); server
 * errors are keys, known codes or plain text. Server errors naming a field of the form are put on
 * that field (react-hook-form's `setError`, the first one focused) and clear when it is edited.
 */
export function useFormFeedback<T extends FieldValues>(
  form: AnyForm<T>,
  serverErrors: readonly ServerError[] | undefined,
): FormFeedback<T> {
  const { errors } = form.formState;
  const { setError, getValues } = form;
  const text = useErrorText();

  const isFormField = (field: string | undefined): field is string =>
    field !== undefined && field in getValues();

  useEffect(() => {
    let first = true;
    for (const error of serverErrors ?? []) {
      const field = serverErrorField(error.field);
      if (!isFormField(field)) continue;
      setError(
        field as Path<T>,
        { type: error.code, message: error.message },
        { shouldFocus: first },
      );
      first = false;
    }
    // isFormField only reads getValues, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors, setError, getValues]);

  return {
    message: (name) => {
      const error = (errors as Record<string, FieldError | undefined>)[name];
      return text(error?.message, typeof error?.type === 'string' ? error.type : undefined);
    },
    alerts: (serverErrors ?? [])
      .filter((error) => !isFormField(serverErrorField(error.field)))
      .map((error) => text(error.message, error.code) ?? error.code),
  };
}
