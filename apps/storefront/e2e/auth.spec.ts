import {
  apiHeaders,
  expectDirection,
  languages,
  inLanguage,
  mailServerOfFile,
  password,
  randomPhone,
  signInAs,
  unique,
} from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Verification and sign-in tests read the e-mailed codes from a real SMTP server.
const mail = mailServerOfFile();

const customerFields = {
  email: 'sara@example.com',
  userName: 'Sara',
  phone: '512345678',
  phoneCode: '966',
};

for (const lang of languages) {
  test.describe(`route guards in ${lang}`, () => {
    const { t, spec } = inLanguage(lang);

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

    test('only customer pages send a guest to sign in, matched by whole path segments', async ({
      page,
    }) => {
      // Slugs and paths that merely begin with "account" or "compare" are not customer pages.
      for (const path of [
        '/product/accountant-tea',
        '/product/compare-coffee-beans',
        '/activity-types/active/1/1/1/1/product/accounting-ledger',
        '/accounting',
        '/compare-prices',
      ]) {
        await page.goto(path);
        await expect(page, path).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
          t('account:login.title'),
        );
      }
      for (const path of ['/account', '/account/addresses', '/compare']) {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/auth\/login$/);
      }
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

    test('a sign-in returns to the page the guest was sent from; the guard itself always sends home', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await mail.verifiedCustomer(request);
      await page.goto('/my-favorite');
      await expect(page).toHaveURL(/\/auth\/login$/);
      await page.getByRole('textbox', { name: t('account:fields.email') }).fill(customer.email);
      await page.getByLabel(t('account:fields.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('account:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/my-favorite$/);
      await expect(page.getByText(spec.loginSuccess)).toBeVisible();
      await expectDirection(page, lang);
      // Within the same minute, a signed-in customer who opens a sign-in page goes home.
      await page.goto('/auth/login');
      await expect(page).toHaveURL(`${baseURL}/`);

      // A guest sent to sign in who then signs in some other way (another tab): every sign-in
      // page still ends on `/`, not on the page the guest came from.
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/my-orders');
      await expect(page).toHaveURL(/\/auth\/login$/);
      await signInAs(context, customer, baseURL!);
      for (const path of ['/auth/login', '/auth/register', '/auth/otp', '/auth/forgot-password']) {
        await page.goto(path);
        await expect(page, path).toHaveURL(`${baseURL}/`);
      }
    });

    for (const method of ['email', 'phone'] as const) {
      test(`signing in by ${method} to an unverified account keeps the ${method} and opens verification`, async ({
        page,
        request,
        baseURL,
      }) => {
        const email = unique();
        const phone = randomPhone();
        const before = mail.count();
        const signUp = await request.post('/api/Customer/SignUp', {
          headers: apiHeaders,
          data: { name: 'Omar', email, phoneCode: '966', phone, password },
        });
        expect(signUp.status()).toBe(201);
        await mail.codeFor(email, before);

        await page.goto('/auth/login');
        if (method === 'phone') {
          await page.getByRole('radio', { name: t('account:login.methodPhone') }).check();
          await page.getByRole('textbox', { name: t('account:fields.phone') }).fill(phone);
        } else {
          await page.getByRole('textbox', { name: t('account:fields.email') }).fill(email);
        }
        await page.getByLabel(t('account:fields.password'), { exact: true }).fill(password);
        await page.getByRole('button', { name: t('account:login.submit'), exact: true }).click();

        await expect(page).toHaveURL(/\/auth\/otp$/);
        await expect(page.getByText(spec.codeSent)).toBeVisible();
        await expectDirection(page, lang);
        const stored = await page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('storefront.customer') ?? '{}') as Record<
              string,
              string
            >,
        );
        // The identifier entered is kept: the e-mail (spec R4.04), or the mobile number.
        expect(stored).toMatchObject(
          method === 'email'
            ? { token: '', email, phone: '' }
            : { token: '', email: '', phoneCode: '966', phone },
        );
        const form = page.getByRole('form', { name: t('account:verify.title') });
        await expect(form).toContainText(method === 'email' ? email : `+966 ${phone}`);
        await expectNoAxeViolations(page);
        // Still there after a reload (the otp guard sees the kept identifier).
        await page.reload();
        await expect(page).toHaveURL(/\/auth\/otp$/);

        // A fresh code, asked for by the kept identifier, verifies and signs in.
        const resent = mail.count();
        await page.getByRole('button', { name: t('account:verify.resend') }).click();
        const code = await mail.codeFor(email, resent);
        await page.getByLabel(t('account:fields.code')).fill(code);
        await page.getByRole('button', { name: t('account:verify.submit') }).click();
        await expect(page).toHaveURL(`${baseURL}/`);
        await expect(page.getByText(spec.loginSuccess)).toBeVisible();
        const signedIn = await page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('storefront.customer') ?? '{}') as { token: string },
        );
        expect(signedIn.token).toBeTruthy();
      });
    }
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
