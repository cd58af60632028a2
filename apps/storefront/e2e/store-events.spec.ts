import { test as bareTest } from '@playwright/test';
import {
  asCustomer,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
} from './account-helpers';
import { expect, test } from './fixtures';

// The spec's global event store (§3, §8): what a shopper sees of a failure no form shows, of a
// success without its own message, of an action under way, and of an app that cannot start.
const mail = mailServerOfFile();

/** The texts as a shopper reads them, written out so a wrong translation fails. */
const texts = {
  en: {
    notFound: 'What you asked for could not be found: it may have been removed already.',
    success: '✅ Success! Your request has been completed successfully',
    processing: 'Processing your request…',
    internalServerError: 'Internal Server Error',
    startupFailed: 'The shop could not start: its texts did not load. Please reload the page.',
  },
  ar: {
    notFound: 'تعذّر العثور على ما طلبته: ربما حُذف بالفعل.',
    success: '✅ تم بنجاح! اكتمل طلبك بنجاح',
    processing: 'جارٍ تنفيذ طلبك…',
    internalServerError: 'خطأ داخلي في الخادم',
    startupFailed: 'تعذّر تشغيل المتجر: لم تُحمَّل نصوصه. يرجى إعادة تحميل الصفحة.',
  },
} as const;

const addressOf = (title: string) => ({
  title,
  streetAddress: `${title} Street 7`,
  countryId: 1,
  stateId: 1,
  subCityId: 1,
  postalCode: '12345',
  phone: '512345678',
});

for (const lang of languages) {
  test.describe(`the event store in ${lang}`, () => {
    const { t } = inLanguage(lang);
    const text = texts[lang];

    test('a failing action shows its translated error, a successful one the default success, and one busy indicator while each runs', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await mail.signedIn(context, request, baseURL!);
      const created: { id: number }[] = [];
      for (const title of ['Gone', 'Kept'])
        created.push(
          (await (
            await asCustomer(request, customer, 'POST', 'CustomerAddress', addressOf(title))
          ).json()) as { id: number },
        );
      await context.addCookies([{ name: 'region', value: '1.1.1.1', url: baseURL! }]);
      await page.goto('/account/addresses');
      await expectDirection(page, lang);
      await expect(page.getByText('Gone Street 7')).toBeVisible();
      // Removed behind the page's back (another tab): deleting it here is a real 404.
      await asCustomer(request, customer, 'DELETE', `CustomerAddress?addressId=${created[0]!.id}`);

      // Each delete waits until the test has seen the busy indicator, then goes to the API.
      const gateOf = () => {
        let resolve = () => {};
        const promise = new Promise<void>((done) => (resolve = done));
        return { promise, resolve };
      };
      let gate = gateOf();
      await page.route(/\/api\/CustomerAddress\?addressId=/, async (route) => {
        await gate.promise;
        await route.continue();
      });
      const busyBar = page.getByRole('progressbar', { name: text.processing });
      const deleteAddress = async (title: string) => {
        gate = gateOf();
        await page
          .getByRole('button', { name: t('account:addresses.deleteLabel', { title }) })
          .click();
        await page.getByRole('button', { name: t('account:addresses.confirm') }).click();
        await expect(busyBar).toBeVisible();
        await expect(busyBar).toHaveAttribute('aria-busy', 'true');
        await expect(page.getByRole('status').filter({ hasText: text.processing })).toHaveCount(1);
        gate.resolve();
        await expect(busyBar).toBeHidden();
      };

      await deleteAddress('Gone');
      const toasts = page.getByRole('region', { name: new RegExp(t('account:toast.region')) });
      await expect(toasts.getByRole('alert').filter({ hasText: text.notFound })).toBeVisible();
      await expect(toasts.getByRole('alert').filter({ hasText: text.notFound })).toHaveClass(
        /Toastify__toast--error/,
      );

      await deleteAddress('Kept');
      await expect(page.getByText('Kept Street 7')).toHaveCount(0);
      const success = toasts.getByRole('alert').filter({ hasText: text.success });
      await expect(success).toBeVisible();
      await expect(success).toHaveClass(/Toastify__toast--success/);
      expect(await success.textContent()).toContain(text.success);
    });
  });

  bareTest.describe(`a start-up failure in ${lang}`, () => {
    bareTest.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
    });

    bareTest(
      'translations that do not load show the generic error page, which reports it',
      async ({ page }) => {
        const text = texts[lang];
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        // The page's translations are a chunk of their own (assets/en-….js, assets/ar-….js).
        await page.route(/\/assets\/(en|ar)-[\w-]+\.js$/, (route) => route.abort());
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.internalServerError);
        await expect(page.getByText('500', { exact: true })).toBeVisible();
        await expect(page.getByText(text.startupFailed)).toBeVisible();
        await expectDirection(page, lang);
        expect(errors.some((line) => line.includes('Loading the translations failed'))).toBe(true);
      },
    );
  });
}
