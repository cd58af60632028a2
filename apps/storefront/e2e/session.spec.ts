import {
  apiHeaders,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
  password,
} from './account-helpers';
import { expect, test } from './fixtures';

const mail = mailServerOfFile();

/** What the shopper reads when the API no longer knows the stored token, written out. */
const sessionEndedText = {
  en: 'Your session has ended. Please sign in again.',
  ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
};

for (const lang of languages) {
  test.describe(`the signed-in state in ${lang}`, () => {
    inLanguage(lang);

    test('follows the customer saved in the browser, and ends with a message when the API ends the session', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await mail.verifiedCustomer(request);
      const tokenCookie = async () =>
        (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;

      // Saved in local storage only, as when the guard cookie was lost: the page puts the cookie
      // back, so the server's guards see a customer (spec R4.01).
      await page.goto('/');
      await page.evaluate(
        (saved) => localStorage.setItem('storefront.customer', saved),
        JSON.stringify(customer),
      );
      await page.goto('/my-favorite');
      await expect(page).toHaveURL(/\/my-favorite$/);
      await expectDirection(page, lang);
      expect(await tokenCookie()).toBe(customer.token);
      await page.goto('/auth/login');
      await expect(page).toHaveURL(`${baseURL}/`);

      // Signed out elsewhere: the API no longer knows the token. The next call says so, the
      // customer is signed out here too, and the account page gives way to sign-in.
      const signOut = await request.post('/api/Customer/SignOut', {
        headers: { ...apiHeaders, Authorization: `Bearer ${customer.token}` },
      });
      expect(signOut.ok()).toBe(true);
      await page.goto('/my-favorite');
      await expect(page.getByText(sessionEndedText[lang], { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('storefront.customer'))).toBeNull();
      expect(await tokenCookie()).toBeUndefined();

      // Signed in again; then the saved customer is removed while the cookie stays: the guards
      // follow the storage.
      const signIn = await request.post('/api/Customer/SignIn', {
        headers: apiHeaders,
        data: { method: 'email', email: customer.email, password },
      });
      expect(signIn.status()).toBe(200);
      const again = (await signIn.json()) as typeof customer;
      await page.evaluate(
        (saved) => localStorage.setItem('storefront.customer', saved),
        JSON.stringify(again),
      );
      await page.goto('/');
      expect(await tokenCookie()).toBe(again.token);
      await page.evaluate(() => localStorage.removeItem('storefront.customer'));
      await page.goto('/my-favorite');
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await tokenCookie()).toBeUndefined();
    });
  });
}
