import { cartErrorCodes } from '@shop/core/schemas';
import { createI18n } from '@shop/core/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { cartErrorMessage, cartMessages } from './cart-messages.ts';

const en = createI18n('en');
const ar = createI18n('ar');

describe('cartErrorMessage', () => {
  it('gives the spec texts, the maximum followed by its number', () => {
    const t = en.t;
    expect(cartErrorMessage(t, { code: 'cart_max_quantity', message: 'hint', limit: 5 })).toBe(
      'the maximum quantity is 5',
    );
    expect(cartErrorMessage(t, { code: 'out_of_stock', message: 'hint' })).toBe(
      "It's Out of Stock",
    );
    expect(cartErrorMessage(t, { code: 'cart_quantity_limit', message: 'hint', limit: 2 })).toBe(
      'You have exceeded the allowed quantity limit',
    );
    expect(cartErrorMessage(t, { code: 'upload_type', message: 'hint' })).toBe(
      'Choose an image (JPEG, PNG or WebP) or a PDF',
    );
    expect(cartErrorMessage(t, { code: 'customization_incomplete', message: 'hint' })).toBe(
      'Complete select all options',
    );
  });

  it('has a text in both languages for every cart error code', () => {
    for (const code of cartErrorCodes) {
      for (const i18n of [en, ar]) {
        expect(i18n.exists(`errors:api.${code}`), `${i18n.language} ${code}`).toBe(true);
        const text = cartErrorMessage(i18n.t, { code, message: 'hint', limit: 3 });
        expect(text).not.toMatch(/\{\{|errors:/);
      }
    }
    expect(cartErrorMessage(ar.t, { code: 'cart_max_quantity', message: 'h', limit: 3 })).toBe(
      'الحد الأقصى للكمية هو 3',
    );
  });

  it('never leaves a dangling maximum or shows a code', () => {
    expect(cartErrorMessage(en.t, { code: 'cart_max_quantity', message: 'hint' })).toBe(
      'You already have the most of this product one order may hold.',
    );
    expect(cartErrorMessage(en.t, { code: 'something_new', message: 'hint' })).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });

  it('takes the t of useTranslation', () => {
    const i18n = createI18n('en', [initReactI18next]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useTranslation(['cart']), { wrapper });
    expect(cartErrorMessage(result.current.t, { code: 'cart_full', message: 'hint' })).toBe(
      'Your cart is full (at most 50 products): remove one to add another.',
    );
  });
});

describe('cartMessages', () => {
  it('are two different added texts (R8.25, R8.26), in both languages', () => {
    expect(en.t(cartMessages.productAdded, { name: 'Fresh milk' })).toBe(
      'Fresh milk was added to your cart.',
    );
    expect(en.t(cartMessages.customizedProductAdded, { name: 'Celebration cake' })).toBe(
      'Your customized Celebration cake was added to your cart.',
    );
    expect(ar.t(cartMessages.productAdded, { name: 'حليب' })).toBe('تمت إضافة حليب إلى سلتك.');
    expect(ar.t(cartMessages.customizedProductAdded, { name: 'كعكة' })).toBe(
      'تمت إضافة كعكة المخصّص إلى سلتك.',
    );
    expect(en.t(cartMessages.cartUpdated)).toBe('Cart updated.');
    expect(en.t(cartMessages.lineRemoved, { name: 'Dates' })).toBe(
      'Dates was removed from your cart.',
    );
  });
});
