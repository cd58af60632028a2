import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { customerSlice } from '@shop/core/customer-state';
import { createI18n, type Locale } from '@shop/core/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderAccount } from '~/components/header-account';

afterEach(cleanup);

function renderAsGuest(lang: Locale) {
  const store = configureStore({ reducer: combineSlices(customerSlice) });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang, [initReactI18next])}>
        <HeaderAccount />
      </I18nextProvider>
    </Provider>,
  );
}

describe('HeaderAccount for a guest (R2.73, R2.75)', () => {
  it.each([
    ['en', ['Favourites', 'My Notifications', 'Sign in']],
    ['ar', ['المفضلة', 'إشعاراتي', 'تسجيل الدخول']],
  ] as const)('in %s shows favourites, notifications and sign-in', (lang, names) => {
    renderAsGuest(lang);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [names[0], '/my-favorite'],
      [names[1], '/account/notifications'],
      [names[2], '/auth/login'],
    ]);
  });
});
