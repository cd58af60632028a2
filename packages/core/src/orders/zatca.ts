// The Saudi simplified tax invoice QR code (ZATCA e-invoicing phase 1): five TLV fields (tag byte,
// length byte, UTF-8 value) in base64. Pure and universal: the API computes it, tests parse it.

/** What a simplified tax invoice's QR code carries (tags 1–5), each already as text. */
export interface ZatcaInvoiceFields {
  /** Tag 1: the seller's name. */
  sellerName: string;
  /** Tag 2: the seller's VAT registration number (15 digits). */
  vatNumber: string;
  /** Tag 3: when the invoice was issued, ISO 8601 (`2021-07-12T14:25:09Z`). */
  timestamp: string;
  /** Tag 4: the invoice total with VAT, a decimal string (`100.00`). */
  total: string;
  /** Tag 5: the VAT total, a decimal string (`15.00`). */
  vat: string;
}

const tagOrder = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat'] as const;

/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
export const SAUDI_VAT_NUMBER = /^3\d{13}3$/;

/** The TLV bytes of the five fields, tags 1 to 5 in order. A value over 255 bytes is refused. */
export function zatcaTlv(fields: ZatcaInvoiceFields): Uint8Array {
  const encoder = new TextEncoder();
  const bytes: number[] = [];
  tagOrder.forEach((key, index) => {
    const value = encoder.encode(fields[key]);
    if (value.length > 255) throw new RangeError(`ZATCA tag ${index + 1} is over 255 bytes`);
    bytes.push(index + 1, value.length, ...value);
  });
  return Uint8Array.from(bytes);
}

/** The QR code's text: the TLV bytes in base64. */
export function zatcaQrValue(fields: ZatcaInvoiceFields): string {
  let binary = '';
  for (const byte of zatcaTlv(fields)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The fields of a QR code's text (base64 TLV), by tag number; malformed input throws. */
export function parseZatcaQrValue(value: string): Map<number, string> {
  const binary = atob(value);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const fields = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) {
      throw new RangeError(`malformed TLV at byte ${at}`);
    }
    fields.set(tag, decoder.decode(bytes.subarray(at + 2, at + 2 + length)));
    at += 2 + length;
  }
  return fields;
}

/** An amount in minor units as a decimal string with `digits` decimals (`12345, 2` → `123.45`). */
export function minorToDecimal(amount: number, digits = 2): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole amount: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${text}`
    : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** An instant as the QR code's timestamp: ISO 8601 in UTC to the second (`…T14:25:09Z`). */
export function zatcaTimestamp(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
