import type { StoreQueryError } from '@shop/core/api';

/** The API's error codes in a refusal (`[{ code, message, field? }]`), none for anything else. */
export function errorCodes(error: unknown): string[] {
  const value = (error as Partial<StoreQueryError> | undefined)?.value;
  return Array.isArray(value)
    ? value.flatMap((item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { code?: unknown }).code === 'string'
          ? [(item as { code: string }).code]
          : [],
      )
    : [];
}

/** The HTTP status of a refusal, 0 when there was no answer. */
export function errorStatus(error: unknown): number {
  const status = (error as Partial<StoreQueryError> | undefined)?.status;
  return typeof status === 'number' ? status : 0;
}
