import { expectDirection, languages, inLanguage, signInAs } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const customerFields = {
  email: 'sara@example.com',
  userName: 'Sara',
  phone: '512345678',
  phoneCode: '966',
};

for (const lang of languages) {
  test.describe(`route guards in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('a guest is sent from every orders, favourites and checkout path to the login page', async ({
      page,
    }) => {
      for (const path of [
        '/my-orders',
        '/my-favorite',
        '/checkout',
        '/checkout/summary',
        '/checkout/order/7',
        '/checkout/order-cancel/7',
        '/checkout/order-failure/7',
        '/activity-types/active/1/1/1/1/checkout',
      ]) {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/auth\/login$/);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account:login.title'));
      await expectDirection(page, lang);
    });

    test('/auth/otp without a stored e-mail goes to the login page', async ({ page }) => {
      await page.goto('/auth/otp');
      await expect(page).toHaveURL(/\/auth\/login$/);
    });

    test('a customer with a token never sees login, register, otp or forgot-password', async ({
      page,
      context,
      baseURL,
    }) => {
      // Logged in means a token is present (spec §4): in storage, mirrored in the guard cookie.
      await signInAs(context, { ...customerFields, token: 'a-token' }, baseURL!);
      for (const path of ['/auth/login', '/auth/register', '/auth/otp', '/auth/forgot-password']) {
        const response = await page.goto(path);
        await expect(page, path).toHaveURL(new RegExp(`^${baseURL}/$`));
        expect(response?.status()).toBe(200);
      }
      // Update password is not in that list (spec §2).
      await page.goto('/auth/update-password');
      await expect(page).toHaveURL(/\/auth\/update-password$/);
    });
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`the sign-in form shows the spec's messages in ${lang}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page
      .getByRole('button', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Sign in', exact: true })
      .click();
    await expect(
      page.getByText(lang === 'ar' ? 'البريد الإلكتروني مطلوب' : 'Email is required'),
    ).toBeVisible();
    await expect(
      page.getByText(lang === 'ar' ? 'كلمة المرور مطلوبة' : 'Password is required'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
