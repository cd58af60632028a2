import type { StoreQueryError } from '#api/store-api.ts';
import type { DeliveryCheck } from '#delivery-area/delivery-area-schemas.ts';

/** A text of the `delivery` namespace (or `errors` for other refusals) and its values. */
export interface DeliveryCheckText {
  key: string;
  /** Interpolation values: `count`, the minutes, for the estimate. */
  values: { count?: number };
}

/** Refusals of DeliveryCheck the location gate words itself: the shopper can act on them. */
const gateErrors = ['delivery_area_not_found', 'address_location_missing', 'address_not_found'];

/**
 * What the location gate says for the API's answer, in the shopper's language: "We deliver here
 * in about N minutes", "We deliver here" (no estimate), "We don't deliver here yet", or the
 * refusal's text. Translate with `t(text.key, text.values)` once the `delivery` namespace is
 * provided (`provideNamespace(i18n, 'delivery', deliveryTexts)`, `@shop/core/i18n-delivery`).
 *
 * @example
 * const { data, error } = useCheckDeliveryQuery({ brandId, lat, lng });
 * const text = deliveryCheckText(data, error);
 * return text && <p>{t(text.key, text.values)}</p>;
 */
export function deliveryCheckText(
  answer: DeliveryCheck | undefined,
  error?: StoreQueryError | { status?: unknown },
): DeliveryCheckText | undefined {
  if (answer) {
    if (!answer.served) return { key: 'delivery:notServed', values: {} };
    return answer.etaMinutes === null
      ? { key: 'delivery:served', values: {} }
      : { key: 'delivery:servedIn', values: { count: answer.etaMinutes } };
  }
  if (!error) return undefined;
  const value = 'value' in error ? error.value : undefined;
  const code =
    Array.isArray(value) && typeof (value[0] as { code?: unknown } | undefined)?.code === 'string'
      ? (value[0] as { code: string }).code
      : undefined;
  if (code && gateErrors.includes(code)) return { key: `delivery:errors.${code}`, values: {} };
  return { key: code ? `errors:api.${code}` : 'errors:api.network_error', values: {} };
}
