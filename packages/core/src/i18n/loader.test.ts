import { describe, expect, it } from 'vitest';
import {
  createLoadedI18n,
  isLanguageLoaded,
  loadLanguage,
  provideFallbackTexts,
  provideNamespace,
} from '#i18n/loader.ts';
import developerTexts from '#i18n/locales/developer.ts';

describe('loading one language at a time', () => {
  it('creates an instance only once its language has loaded, with that language alone', async () => {
    expect(isLanguageLoaded('ar')).toBe(false);
    expect(() => createLoadedI18n('ar')).toThrow(/have not loaded/);
    await loadLanguage('ar');
    expect(isLanguageLoaded('ar')).toBe(true);
    expect(isLanguageLoaded('en')).toBe(false);
    const ar = createLoadedI18n('ar');
    expect(ar.t('common:footer.rights', { year: 2026 })).toBe('© 2026 سوق. جميع الحقوق محفوظة.');
    expect(ar.dir()).toBe('rtl');
    expect(ar.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('gives a language whose translations did not load the texts the page brought, and only those', () => {
    provideFallbackTexts('en', { errors: { internalServerError: 'Internal Server Error' } });
    const en = createLoadedI18n('en');
    expect(en.t('errors:internalServerError')).toBe('Internal Server Error');
    expect(en.t('common:brand.name')).toBe('brand.name');
  });

  it('leaves an on-demand namespace out until a page provides it, in the instance’s language', async () => {
    await loadLanguage('ar');
    const ar = createLoadedI18n('ar');
    expect(ar.hasResourceBundle('ar', 'developer')).toBe(false);

    provideNamespace(ar, 'developer', developerTexts);
    provideNamespace(ar, 'developer', developerTexts);
    expect(ar.t('developer:doc.title')).toBe('مرجع واجهة المتجر البرمجية');
    expect(ar.hasResourceBundle('en', 'developer')).toBe(false);
  });
});
