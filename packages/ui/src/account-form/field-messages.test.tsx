import { createI18n } from '@shop/core/i18n';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressModal } from '#address-modal/address-modal.tsx';
import { ForgotPasswordForm } from '#forgot-password-form/forgot-password-form.tsx';
import { LoginForm } from '#login-form/login-form.tsx';
import { PasswordModal } from '#password-modal/password-modal.tsx';
import { ProfileModal } from '#profile-modal/profile-modal.tsx';
import { RegisterForm } from '#register-form/register-form.tsx';
import { ResetPasswordForm } from '#reset-password-form/reset-password-form.tsx';
import { regions } from '#testing/story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { VerifyCodeForm } from '#verify-code-form/verify-code-form.tsx';

// R5.14 and issue 12 item 8: an Arabic validation message names its field as the field's label
// does ("اسم العنوان مطلوب" under "اسم العنوان", not "العنوان مطلوب", which reads "address is
// required"). Rather than a hand-kept map of labels to keys, every account form is submitted as a
// shopper would (empty, then with a short wrong value in every box) and each message shown is
// checked against the label of the control it describes.

const { t } = createI18n('ar');
const translate = t as unknown as (key: string) => string;
/** Messages that name no field ("this field cannot be empty", "this is too long"). */
const generic = new Set(['validation:fieldRequired', 'validation:tooLong'].map(translate));
/**
 * The password rules (length, common) are one message for every password field; they name the
 * password ("كلمة المرور"), which the labels "كلمة المرور" and "كلمة المرور الجديدة" both begin
 * with, as the English "Password must …" serves "New password".
 */
const passwordRules = new Set(
  ['validation:passwordTooShort', 'validation:passwordTooLong', 'validation:passwordCommon'].map(
    translate,
  ),
);
const password = translate('account:fields.password');
const optional = translate('account:fields.optional');

const noop = () => undefined;
const customer = {
  userName: 'سارة',
  email: 'sara@example.com',
  phone: '501234567',
  phoneCode: '966',
};
const forms: [string, () => ReactElement][] = [
  [
    'address',
    () => <AddressModal open regions={regions} lang="ar" onClose={noop} onSubmit={noop} />,
  ],
  ['register', () => <RegisterForm onSubmit={noop} loginHref="/auth/login" />],
  ['login', () => <LoginForm onSubmit={noop} forgotPasswordHref="/f" registerHref="/r" />],
  ['forgot password', () => <ForgotPasswordForm onSubmit={noop} loginHref="/" />],
  ['reset password', () => <ResetPasswordForm email="" onSubmit={noop} />],
  [
    'verify code',
    () => <VerifyCodeForm email="sara@example.com" onSubmit={noop} onResend={noop} />,
  ],
  ['profile', () => <ProfileModal open onClose={noop} onSubmit={noop} customer={customer} />],
  ['password', () => <PasswordModal open onClose={noop} onSubmit={noop} />],
];

/** Each invalid control's label (without "(اختياري)") and the error that describes it. */
function shownMessages(): { label: string; message: string }[] {
  return [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((control) => {
    const label = document.querySelector(`label[for="${control.id}"]`)?.textContent ?? '';
    const errorId = control.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    return {
      label: label.replace(optional, '').trim(),
      message: (errorId.endsWith('-error') && document.getElementById(errorId)?.textContent) || '',
    };
  });
}

function misnamed(shown: { label: string; message: string }[]): string[] {
  return shown
    .filter(({ label, message }) => {
      if (generic.has(message) || message.includes(label)) return false;
      return !(passwordRules.has(message) && label.startsWith(password));
    })
    .map(({ label, message }) => `"${message}" under "${label}"`);
}

/** Types `value(index)` into every text box of the form (not radios, not read-only ones). */
function fillBoxes(value: (index: number) => string) {
  const boxes = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input:not([type="radio"]):not([readonly]), form textarea',
  );
  act(() => {
    boxes.forEach((box, index) => {
      fireEvent.change(box, { target: { value: value(index) } });
    });
  });
}

async function submit(): Promise<{ label: string; message: string }[]> {
  const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('no submit button');
  fireEvent.click(button);
  await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
  return shownMessages();
}

describe('Arabic validation messages name the field as its label does', () => {
  it.each(forms)('%s form', async (_name, form) => {
    renderWithI18n(form(), 'ar');
    // Every box empty: the required messages show.
    fillBoxes(() => '');
    const shown = await submit();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every(({ message }) => message !== '')).toBe(true);

    // A short wrong value in every box (each its own, so a confirmation differs from its
    // password): the format messages (e-mail, phone, postal code, code, length) show.
    fillBoxes((index) => `1${index}`);
    const wrong = await submit();
    expect(misnamed([...shown, ...wrong])).toEqual([]);
  });

  it('mobile-number sign-in', async () => {
    renderWithI18n(<LoginForm onSubmit={noop} forgotPasswordHref="/f" registerHref="/r" />, 'ar');
    fireEvent.click(screen.getByRole('radio', { name: translate('account:login.methodPhone') }));
    const empty = await submit();
    fireEvent.change(screen.getByRole('textbox', { name: translate('account:fields.phone') }), {
      target: { value: '12' },
    });
    const wrong = await submit();
    expect(wrong.map(({ message }) => message)).toContain(translate('validation:phoneInvalid'));
    expect(misnamed([...empty, ...wrong])).toEqual([]);
  });

  it('the check itself tells a misnamed message', () => {
    expect(misnamed([{ label: 'اسم العنوان', message: 'العنوان مطلوب' }])).toEqual([
      '"العنوان مطلوب" under "اسم العنوان"',
    ]);
  });
});
