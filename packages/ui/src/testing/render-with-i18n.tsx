import { createI18n, type Locale } from '@shop/core/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** Renders `ui` inside a fresh i18n instance in `lng` (tests only; not exported). */
export function renderWithI18n(ui: ReactElement, lng: Locale = 'en', options?: RenderOptions) {
  const i18n = createI18n(lng, [initReactI18next]);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, options);
}
