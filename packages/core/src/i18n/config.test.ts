import { describe, expect, it } from 'vitest';
import { directionOf, intlLocale, isLocale, localizedName } from '#i18n/config.ts';
import { createI18n } from '#i18n/resources.ts';

describe('i18n', () => {
  it('translates the same key in English and Arabic, with interpolation', () => {
    expect(createI18n('en').t('common:footer.rights', { year: 2026 })).toBe(
      '© 2026 Souq. All rights reserved.',
    );
    expect(createI18n('ar').t('common:footer.rights', { year: 2026 })).toBe(
      '© 2026 سوق. جميع الحقوق محفوظة.',
    );
  });

  it('never falls back to English or shows a raw key in Arabic for known keys', () => {
    const ar = createI18n('ar');
    expect(ar.t('common:header.skipToContent')).toBe('انتقل إلى المحتوى الرئيسي');
  });

  it('gives each instance its own language (one per server request)', () => {
    const a = createI18n('ar');
    const b = createI18n('en');
    expect([a.language, b.language]).toEqual(['ar', 'en']);
    expect([a.dir(), b.dir()]).toEqual(['rtl', 'ltr']);
  });

  it('derives direction from i18next', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('picks the bilingual name by language', () => {
    const item = { name: 'مخبز', nameEn: 'Bakery' };
    expect(localizedName(item, 'ar')).toBe('مخبز');
    expect(localizedName(item, 'en')).toBe('Bakery');
  });

  it('formats with a fixed Intl tag so server and client agree', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234.5)).toBe('1,234.5');
    expect(isLocale('ar') && isLocale('en') && !isLocale('fr')).toBe(true);
  });
});
