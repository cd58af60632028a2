import { describe, expect, it } from 'vitest';
import { deliveryCheckText } from '#delivery-area/delivery-check-text.ts';
import { deliveryCheckQuerySchema } from '#delivery-area/delivery-area-schemas.ts';
import { createI18n } from '#i18n/resources.ts';

const say = (lng: 'en' | 'ar', text: ReturnType<typeof deliveryCheckText>) =>
  text && createI18n(lng).t(text.key, text.values);

describe('deliveryCheckText', () => {
  it('says whether and how soon, in English and Arabic (every plural form)', () => {
    const served = (etaMinutes: number | null) =>
      deliveryCheckText({ served: true, basis: 'area', distanceMeters: 1200, etaMinutes });
    expect(say('en', served(14))).toBe('We deliver here in about 14 minutes');
    expect(say('en', served(1))).toBe('We deliver here in about 1 minute');
    expect(say('en', served(null))).toBe('We deliver here');
    expect(say('ar', served(14))).toBe('نوصل إلى هنا في نحو 14 دقيقة');
    expect(say('ar', served(5))).toBe('نوصل إلى هنا في نحو 5 دقائق');
    expect(say('ar', served(2))).toBe('نوصل إلى هنا في نحو دقيقتين');
    expect(say('ar', served(100))).toBe('نوصل إلى هنا في نحو 100 دقيقة');
    const notServed = deliveryCheckText({
      served: false,
      basis: 'area',
      distanceMeters: 9000,
      etaMinutes: null,
    });
    expect(say('en', notServed)).toBe("We don't deliver here yet");
    expect(say('ar', notServed)).toBe('لا نوصل إلى هنا بعد');
  });

  it('words the refusals the shopper can act on, and others by their code', () => {
    const refusal = (code: string, status = 409) => ({ status, value: [{ code, message: '' }] });
    expect(say('en', deliveryCheckText(undefined, refusal('address_location_missing')))).toMatch(
      /isn't on the map/,
    );
    expect(say('ar', deliveryCheckText(undefined, refusal('delivery_area_not_found', 404)))).toBe(
      'هذا المتجر يوصل حسب المدينة: اختر أحد عناوينك المحفوظة.',
    );
    expect(deliveryCheckText(undefined, refusal('rate_limited', 429))).toEqual({
      key: 'errors:api.rate_limited',
      values: {},
    });
    expect(deliveryCheckText(undefined, { status: 'FETCH_ERROR' })).toEqual({
      key: 'errors:api.network_error',
      values: {},
    });
    expect(deliveryCheckText(undefined, undefined)).toBeUndefined();
  });
});

describe('deliveryCheckQuerySchema', () => {
  it('takes a point or an address, as numbers', () => {
    expect(deliveryCheckQuerySchema.parse({ lat: '24.7113', lng: '-46.5' })).toEqual({
      lat: 24.7113,
      lng: -46.5,
    });
    expect(deliveryCheckQuerySchema.parse({ addressId: '7' })).toEqual({ addressId: 7 });
  });

  it('refuses both, neither, half a point and anything but plain decimals in range', () => {
    for (const query of [
      {},
      { lat: '24.7' },
      { lat: '24.7', lng: '46.7', addressId: '1' },
      { lat: '', lng: '46.7' },
      { lat: '1e1', lng: '46.7' },
      { lat: ' 24.7', lng: '46.7' },
      { lat: '90.5', lng: '46.7' },
      { lat: '24.7', lng: '180.01' },
    ]) {
      expect(deliveryCheckQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
