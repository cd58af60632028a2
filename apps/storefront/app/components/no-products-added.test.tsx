import { createI18n, type Locale } from '@shop/core/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { NoFavoritesAdded } from '~/components/no-products-added';

afterEach(cleanup);

function renderIn(lang: Locale) {
  render(
    <I18nextProvider i18n={createI18n(lang, [initReactI18next])}>
      <NoFavoritesAdded />
    </I18nextProvider>,
  );
}

describe('NoFavoritesAdded (R8.15)', () => {
  it.each([
    ['en', 'No products added yet', 'No products yet', 'Browse products'],
    ['ar', 'لم تُضف أي منتجات بعد', 'لا توجد منتجات بعد', 'تصفّح المنتجات'],
  ] as const)(
    'in %s says no products have been added and links back to the products',
    (lang, title, catalogTitle, browse) => {
      renderIn(lang);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
      expect(screen.queryByText(catalogTitle)).toBeNull();
      expect(screen.getByRole('link', { name: browse }).getAttribute('href')).toBe('/product/all');
    },
  );
});
