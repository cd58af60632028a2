import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { customerSlice } from '@shop/core/customer-state';
import { createI18n, type Locale } from '@shop/core/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductPageToggles } from '~/components/favorite-toggle';

afterEach(cleanup);

/** The product page's toggles for a guest, in a router with a sign-in page. */
function renderAsGuest(lang: Locale) {
  const store = configureStore({ reducer: combineSlices(customerSlice) });
  const Stub = createRoutesStub([
    { path: '/product/milk', Component: () => <ProductPageToggles productId={7} name="Milk" /> },
    { path: '/auth/login', Component: () => <h1>sign-in page</h1> },
  ]);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang, [initReactI18next])}>
        <Stub initialEntries={['/product/milk']} />
      </I18nextProvider>
    </Provider>,
  );
}

describe('ProductPageToggles (R1.06)', () => {
  it.each([
    ['en', 'Add to favourites: Milk', 'Add to compare: Milk'],
    ['ar', 'أضف إلى المفضلة: Milk', 'أضف إلى المقارنة: Milk'],
  ] as const)(
    'in %s offers favourite and compare; a guest’s compare leads to sign-in',
    async (lang, favourite, compare) => {
      renderAsGuest(lang);
      expect((await screen.findByRole('button', { name: favourite })).ariaPressed).toBe('false');
      fireEvent.click(screen.getByRole('button', { name: compare }));
      await screen.findByRole('heading', { name: 'sign-in page' });
    },
  );
});
