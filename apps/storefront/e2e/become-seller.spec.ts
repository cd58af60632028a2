// Become Seller end to end (issue 16, R2.59, R1.22, R6.03), in English and Arabic: from the
// footer, the form refuses what is wrong as it is typed, both documents upload, the code comes
// by mail over SMTP and sends the application → staff approve it (staff endpoint) → the seller
// signs in with the password they chose and adds a product → the store is in the stores list
// and its page shows the product. Axe clean on the form and on its answer.
import type { APIRequestContext } from '@playwright/test';
import type { StorePage } from '@shop/core/stores';
import sharp from 'sharp';
import { apiUrl, e2eAdmin } from '../playwright.config';
import {
  apiHeaders,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
} from './account-helpers';
import { expect, expectNoAxeViolations, fromApi, hydrated, test } from './fixtures';

const mail = mailServerOfFile();

/** Digits of a fresh number, so each run applies as a new business. */
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

async function apiCall<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token?: string,
  data?: unknown,
): Promise<T> {
  const answer = await request[method](new URL(path, apiUrl).href, {
    headers: { ...apiHeaders, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

for (const lang of languages) {
  test.describe(`Become Seller in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('apply with documents → code by mail → staff approve → the seller signs in, adds a product, and the store is listed', async ({
      page,
      request,
    }) => {
      const email = `seller-${Date.now()}-${digits(4)}@example.com`;
      const number = digits(6);
      const displayNameEn = `Fresh Corner ${number}`;
      const displayName = `ركن الطازج ${number}`;
      const sellerPassword = 'Fresh-Bread-2026';

      await page.goto('/');
      await hydrated(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('common:footer.becomeSeller') })
        .click();
      await expect(page).toHaveURL(/\/become-seller$/);
      await expectDirection(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: t('seller:title') })).toBeVisible();
      await hydrated(page);
      await expectNoAxeViolations(page);

      const form = page.getByRole('form', { name: t('seller:form.label') });
      // Checked as it is typed: a CR number of the wrong form, an IBAN whose check digits fail.
      const cr = form.getByLabel(t('seller:form.crNumber'));
      await cr.fill('9010');
      await cr.blur();
      await expect(form.getByText(t('validation:crNumberInvalid'))).toBeVisible();
      await cr.fill(`10${digits(8)}`);
      await expect(form.getByText(t('validation:crNumberInvalid'))).toHaveCount(0);
      const iban = form.getByLabel(t('seller:form.iban'));
      await iban.fill('SA04 8000 0000 6080 1016 7519');
      await iban.blur();
      await expect(form.getByText(t('validation:ibanCheckDigits'))).toBeVisible();
      await iban.fill('SA03 8000 0000 6080 1016 7519');
      await expect(form.getByText(t('validation:ibanCheckDigits'))).toHaveCount(0);

      await form.getByLabel(t('seller:form.legalName')).fill('مؤسسة ركن الطازج التجارية');
      await form.getByLabel(t('seller:form.legalNameEn')).fill(`${displayNameEn} Trading Est.`);
      await form.getByLabel(t('seller:form.displayName')).fill(displayName);
      await form.getByLabel(t('seller:form.displayNameEn')).fill(displayNameEn);
      await form.getByLabel(t('seller:form.vatNumber')).fill(`3${digits(13)}3`);
      await form.getByLabel(t('seller:form.activityType')).selectOption({ index: 1 });
      await form
        .getByRole('group', { name: t('seller:form.cities') })
        .getByRole('checkbox')
        .first()
        .check();
      await form
        .getByLabel(t('seller:form.description'))
        .fill('Vegetables and bread, fresh every morning.');
      await form.getByLabel(t('seller:form.contactName')).fill('Huda Al Qahtani');
      await form.getByRole('textbox', { name: t('seller:form.phone') }).fill('512345678');
      await form.getByLabel(t('seller:form.email')).fill(email);
      await form.getByLabel(t('seller:form.bankName')).fill('Al Rajhi Bank');
      await form.getByLabel(t('seller:form.accountHolder')).fill(`${displayNameEn} Trading Est.`);
      await form.getByLabel(t('seller:form.password'), { exact: true }).fill(sellerPassword);
      await form.getByLabel(t('seller:form.confirmPassword')).fill(sellerPassword);

      // Sending is refused until both documents are there.
      await form.getByRole('button', { name: t('seller:form.submit') }).click();
      await expect(form.getByText(t('validation:documentRequired'))).toHaveCount(2);
      const scan = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 90, b: 160 } },
      })
        .png()
        .toBuffer();
      for (const [label, name] of [
        [t('seller:form.crCertificate'), 'cr-certificate.png'],
        [t('seller:form.vatCertificate'), 'vat-certificate.png'],
      ] as const) {
        await form.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: scan });
        await expect(form.getByText(t('common:upload.uploaded', { name }))).toBeVisible();
      }
      const before = mail.count();
      await form.getByRole('button', { name: t('seller:form.submit') }).click();

      // The code of the mail, in the applicant's language, sends the application.
      await expect(
        page.getByRole('heading', { level: 2, name: t('account:verify.title') }),
      ).toBeVisible();
      const code = await mail.codeFor(email, before);
      await page.getByLabel(t('account:fields.code')).fill(code);
      await page.getByRole('button', { name: t('account:verify.submit') }).click();
      const done = page.getByRole('region', { name: t('seller:done.title') });
      await expect(done).toBeVisible();
      await expect(
        done.getByText(t('seller:done.body', { status: t('seller:status.submitted'), email })),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // Staff approve it.
      const staff = await apiCall<{ token: string }>(request, 'post', 'Staff/SignIn', undefined, {
        email: e2eAdmin.email,
        password: e2eAdmin.password,
      });
      const applications = await apiCall<{ items: { id: number; email: string }[] }>(
        request,
        'get',
        'Staff/SellerApplication?status=submitted&pageSize=50',
        staff.token,
      );
      const application = applications.items.find((item) => item.email === email);
      expect(application).toBeDefined();
      const approved = await apiCall<{ storeSlug: string }>(
        request,
        'post',
        `Staff/SellerApplication/${application!.id}/Approve`,
        staff.token,
        {},
      );

      // The seller signs in with the password of the form and adds a product, which staff approve.
      const seller = await apiCall<{ token: string; brands: { id: number }[] }>(
        request,
        'post',
        'Seller/Login',
        undefined,
        { email, password: sellerPassword },
      );
      const { items: catalog } = await fromApi<{ items: { categoryId: number }[] }>(
        'Product?pageSize=1',
      );
      const productNameEn = `Sourdough loaf ${digits(5)}`;
      const product = await apiCall<{ id: number }>(
        request,
        'post',
        'Seller/Product',
        seller.token,
        {
          brandId: seller.brands[0]!.id,
          name: 'خبز العجين المخمر',
          nameEn: productNameEn,
          description: 'خبز طازج كل صباح',
          descriptionEn: 'Fresh every morning',
          unit: 'رغيف',
          unitEn: 'loaf',
          categoryId: catalog[0]!.categoryId,
          price: 1200,
          stockQuantity: 30,
          maxPerOrder: 5,
          storage: 'dry',
        },
      );
      // A new seller's product waits for staff (issue 17): the admin approves it.
      await apiCall(request, 'post', `Staff/Product/${product.id}/Approve`, staff.token);

      // The store is in the stores list (new stores come last), and its page shows the product.
      const { totalPages } = await fromApi<StorePage>('Store');
      await page.goto(totalPages > 1 ? `/stores?page=${totalPages}` : '/stores');
      const storeName = lang === 'ar' ? displayName : displayNameEn;
      await page
        .getByRole('list', { name: t('content:stores.listLabel') })
        .getByRole('link', { name: storeName })
        .click();
      await expect(page).toHaveURL(new RegExp(`/stores/${approved.storeSlug}$`));
      await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
      const products = page.getByRole('region', { name: t('content:stores.productsHeading') });
      await expect(
        products
          .getByRole('link', {
            name: lang === 'ar' ? 'خبز العجين المخمر' : productNameEn,
          })
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
