/**
 * Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits to Latin ones: an Arabic keyboard types
 * the former, while the schemas (phone, postal code, codes) and the API expect the latter.
 */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}

/** Only the digits of `value`, as Latin digits ("٥٠ 12-3" → "50123"). */
export function onlyDigits(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '');
}
