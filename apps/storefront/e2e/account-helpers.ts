import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Customer } from '@shop/core/customer-schemas';
import { PUBLIC_KEY_HEADER } from '@shop/core/api';
import { createI18n, type Locale } from '@shop/core/i18n';
import { apiUrl, smtpPort } from '../playwright.config';
import { expect, test } from './fixtures';
import { startMailServer } from './mail-server';

export const languages = ['en', 'ar'] as const satisfies readonly Locale[];
export const password = 'date-palm-orchard';
export const apiHeaders = { [PUBLIC_KEY_HEADER]: 'pk_demo_storefront' };

/** A fresh Saudi mobile number (9 digits from 5) for each account a test makes. */
export const randomPhone = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A client address of its own (TEST-NET-2) for each account a test signs up. */
const someClientAddress = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`;

/** A fresh e-mail address for each account a test makes. */
export const unique = () => `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * The spec's messages (§5 validation, §8 toasts) as a shopper reads them in each language,
 * written out here rather than taken from the catalogue, so a wrong translation fails.
 */
export const specTexts = {
  en: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    phoneRequired: 'Phone number is required',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be more than 8 characters',
    confirmRequired: 'Confirm Password is required',
    confirmMismatch: 'Confirm password does not match',
    newPasswordRequired: 'New Password is required',
    currentPasswordRequired: 'Current Password is required',
    titleRequired: 'Title is required',
    wrongPostalCode: 'Wrong Postal Code',
    alreadyRegistered: 'this user is already registered',
    codeSent: 'Please enter the code sent to your email.',
    loginSuccess: 'Login successful! Welcome back. 🎉',
    welcomeBack: 'Welcome back',
    profileUpdated: 'Profile updated successfully.',
    passwordUpdated: 'Password updated successfully.',
    wrongCurrentPassword: 'The current password is not correct.',
  },
  ar: {
    nameRequired: 'الاسم مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    phoneRequired: 'رقم الجوال مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
    passwordTooShort: 'يجب أن يكون طول كلمة المرور أكثر من 8 أحرف',
    confirmRequired: 'تأكيد كلمة المرور مطلوب',
    confirmMismatch: 'تأكيد كلمة المرور غير مطابق',
    newPasswordRequired: 'كلمة المرور الجديدة مطلوبة',
    currentPasswordRequired: 'كلمة المرور الحالية مطلوبة',
    titleRequired: 'اسم العنوان مطلوب',
    wrongPostalCode: 'الرمز البريدي خاطئ',
    alreadyRegistered: 'هذا المستخدم مسجل بالفعل',
    codeSent: 'يرجى إدخال الرمز المرسل إلى بريدك الإلكتروني.',
    loginSuccess: 'تم تسجيل الدخول بنجاح! مرحبًا بعودتك. 🎉',
    welcomeBack: 'مرحبًا بعودتك',
    profileUpdated: 'تم تحديث الملف الشخصي بنجاح.',
    passwordUpdated: 'تم تحديث كلمة المرور بنجاح.',
    wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The language of every test in the calling `describe`: the `locale` cookie, and the page's
 * `t` for labels and button names (the catalogue's own texts, in that language).
 */
export function inLanguage(lang: Locale) {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
  });
  return { t: createI18n(lang).t, spec: specTexts[lang], dir: lang === 'ar' ? 'rtl' : 'ltr' };
}

/** `<html dir>` of the page: rtl in Arabic, ltr in English. */
export async function expectDirection(page: Page, lang: Locale) {
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * A real SMTP server for the tests of the calling file (the API's SMTP_URL points at it).
 * Started in the worker: test files are also loaded by the runner, which must not listen.
 */
export function mailServerOfFile() {
  let mail: ReturnType<typeof startMailServer> | undefined;
  test.beforeAll(async () => {
    mail = startMailServer(smtpPort);
    await mail.listening;
  });
  test.afterAll(() => mail?.close());
  const current = () => {
    if (!mail) throw new Error('mailServerOfFile: the server starts in beforeAll');
    return mail;
  };
  const helpers = {
    codeFor: (address: string, after?: number) => current().codeFor(address, after),
    count: () => current().count(),
    subjectFor: (address: string, matches: (subject: string) => boolean, after?: number) =>
      current().subjectFor(address, matches, after),
    subjectsTo: (address: string) => current().subjectsTo(address),
    mailFor: (address: string, matches: (text: string) => boolean) =>
      current().mailFor(address, matches),
    /**
     * Signs up through the API and verifies with the e-mailed code: the signed-in customer
     * (at a new address of its own unless `email` is given).
     */
    async verifiedCustomer(
      request: APIRequestContext,
      name = 'Lina',
      email = unique(),
    ): Promise<Customer> {
      const before = current().count();
      const phone = randomPhone();
      // The suite signs up more accounts than one shopper may in an hour (30 per client): each
      // comes from an address of its own, named to the API as the storefront names a shopper
      // (the API believes X-Forwarded-For from loopback, TRUSTED_PROXIES' default).
      const signUp = await request.post(new URL('Customer/SignUp', apiUrl).href, {
        headers: { ...apiHeaders, 'x-forwarded-for': someClientAddress() },
        data: { name, email, phoneCode: '966', phone, password },
      });
      expect(signUp.status()).toBe(201);
      const code = await current().codeFor(email, before);
      const verified = await request.post('/api/Customer/VerifyEmail', {
        headers: apiHeaders,
        data: { email, code },
      });
      expect(verified.status()).toBe(200);
      return (await verified.json()) as Customer;
    },
    /** A new verified customer, signed in in this browser context. */
    async signedIn(
      context: BrowserContext,
      request: APIRequestContext,
      baseURL: string,
      email?: string,
    ) {
      const customer = await helpers.verifiedCustomer(request, 'Lina', email);
      await signInAs(context, customer, baseURL);
      return customer;
    },
  };
  return helpers;
}

/** Signs the browser in as `customer`, as a sign-in does: local storage and the guard cookie. */
export async function signInAs(context: BrowserContext, customer: Customer, baseURL: string) {
  await context.addCookies([{ name: 'token', value: customer.token, url: baseURL }]);
  await context.addInitScript((saved) => {
    if (!localStorage.getItem('storefront.customer'))
      localStorage.setItem('storefront.customer', saved);
  }, JSON.stringify(customer));
}

/** Calls the store API as the signed-in `customer` (bearer token), expecting a 2xx. */
export async function asCustomer(
  request: APIRequestContext,
  customer: Customer,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: { ...apiHeaders, Authorization: `Bearer ${customer.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response;
}
