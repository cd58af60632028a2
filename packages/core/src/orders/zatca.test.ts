import { describe, expect, it } from 'vitest';
import {
  minorToDecimal,
  parseZatcaQrValue,
  SAUDI_VAT_NUMBER,
  zatcaQrValue,
  zatcaTimestamp,
  zatcaTlv,
} from './zatca.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('ZATCA phase-1 QR code', () => {
  it('encodes the published example byte for byte', () => {
    // The example of SallaApp/ZATCA's README (a widely used implementation of the ZATCA
    // "QR code" guideline): seller Salla, VAT 1234567891, 2021-07-12T14:25:09Z, 100.00, 15.00.
    const fields = {
      sellerName: 'Salla',
      vatNumber: '1234567891',
      timestamp: '2021-07-12T14:25:09Z',
      total: '100.00',
      vat: '15.00',
    };
    expect(zatcaQrValue(fields)).toBe(
      'AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=',
    );
    expect(hex(zatcaTlv(fields)).slice(0, 14)).toBe('010553616c6c61'); // 01 05 "Salla"
  });

  it('counts UTF-8 bytes, not characters, for an Arabic seller name', () => {
    const tlv = zatcaTlv({
      sellerName: 'أسواق النخيل',
      vatNumber: '310122393500003',
      timestamp: '2026-03-13T17:05:00Z',
      total: '46.70',
      vat: '6.09',
    });
    // 12 characters, 23 bytes (11 two-byte letters and a space).
    expect([...tlv.subarray(0, 2)]).toEqual([1, 23]);
    expect(hex(tlv.subarray(2, 6))).toBe('d8a3d8b3'); // أس
    expect([...tlv.subarray(25, 27)]).toEqual([2, 15]);
  });

  it('parses back what it encodes, Arabic included', () => {
    const value = zatcaQrValue({
      sellerName: 'مخابز التنور',
      vatNumber: '300000000000003',
      timestamp: '2026-03-13T17:05:00Z',
      total: '1000.00',
      vat: '130.43',
    });
    expect([...parseZatcaQrValue(value)]).toEqual([
      [1, 'مخابز التنور'],
      [2, '300000000000003'],
      [3, '2026-03-13T17:05:00Z'],
      [4, '1000.00'],
      [5, '130.43'],
    ]);
    expect(() => parseZatcaQrValue(btoa('\u0001\u0009abc'))).toThrow(RangeError);
  });

  it('refuses a value longer than one length byte can say', () => {
    expect(() =>
      zatcaTlv({ sellerName: 'x'.repeat(256), vatNumber: '', timestamp: '', total: '', vat: '' }),
    ).toThrow(RangeError);
  });

  it('writes amounts from minor units and timestamps to the second', () => {
    expect(minorToDecimal(4670)).toBe('46.70');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(100000)).toBe('1000.00');
    expect(minorToDecimal(12345, 3)).toBe('12.345');
    expect(minorToDecimal(7, 0)).toBe('7');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
    expect(zatcaTimestamp('2026-03-13T17:05:00.123Z')).toBe('2026-03-13T17:05:00Z');
    expect(zatcaTimestamp('2026-03-13T20:05:00+03:00')).toBe('2026-03-13T17:05:00Z');
  });

  it('knows the Saudi VAT number format', () => {
    expect(SAUDI_VAT_NUMBER.test('310122393500003')).toBe(true);
    expect(SAUDI_VAT_NUMBER.test('310122393500004')).toBe(false);
    expect(SAUDI_VAT_NUMBER.test('31012239350003')).toBe(false);
  });
});
