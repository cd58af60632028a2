// Moderated reviews, product questions and complaints, in English and Arabic (issue 15): a
// shopper who received a product reviews it (R5.25/R5.26 on an empty form, the thanks R8.28),
// nobody else sees it until a moderator approves it through the staff API, then the product
// shows it with the new average and count (and in its JSON-LD); a question is public once staff
// answer it; the complaint modal sends a complaint (R5.22 first). Axe clean on every modal.
//
// A delivered order needs staff or the database: this file runs an API of its own on an
// embedded database it prepared before the API started (the seed, then the test fixtures of
// apps/api/src/test/feedback-e2e-fixtures.ts), and a storefront in front of it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { freePort } from '@shop/api/test/free-port';
import type { Customer } from '@shop/core/customer-schemas';
import { createI18n, type Locale } from '@shop/core/i18n';
import type { StaffQuestionPage, StaffReviewPage } from '@shop/core/schemas';
import { expect, scrollThrough, test } from './fixtures';

const apiDir = path.resolve(import.meta.dirname, '../../api');
const webDir = path.resolve(import.meta.dirname, '..');
const publicKey = { 'X-Public-Key': 'pk_demo_storefront' };

interface Fixtures {
  moderator: { email: string; password: string };
  support: { email: string; password: string };
  en: LanguageFixtures;
  ar: LanguageFixtures;
}
interface LanguageFixtures {
  customer: Customer;
  product: { id: number; slug: string };
  emptyProduct: { id: number; slug: string };
  order: { id: number; number: string };
}

/** The spec's messages as a shopper reads them, written out (a wrong translation fails). */
const specTexts = {
  en: {
    ratingRequired: 'Rating is required',
    contentRequired: 'Review Content is required',
    thanks: 'Thank you for your comment. We will review it and approve it shortly',
    reasonRequired: 'Reason is required',
    fieldRequired: 'This Field Cannot Be Empty',
    noReviewYet: 'No reviews yet',
  },
  ar: {
    ratingRequired: 'التقييم مطلوب',
    contentRequired: 'محتوى التقييم مطلوب',
    thanks: 'شكرًا لتعليقك. سنراجعه ونعتمده قريبًا',
    reasonRequired: 'السبب مطلوب',
    fieldRequired: 'لا يمكن ترك هذا الحقل فارغًا',
    noReviewYet: 'لا توجد تقييمات بعد',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const children: ChildProcess[] = [];
let fixtures: Fixtures;
let web = '';
let api = '';

function run(args: string[], env: Record<string, string>): string {
  const result = spawnSync(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

async function healthy(url: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
}

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-reviews-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  run(['dist/seed-cli.js'], env);
  const printed = run(['node_modules/tsx/dist/cli.mjs', 'src/test/feedback-e2e-fixtures.ts'], env);
  fixtures = JSON.parse(printed.trim().split('\n').at(-1)!) as Fixtures;
  const [apiPort, webPort] = [await freePort(), await freePort()];
  api = `http://127.0.0.1:${apiPort}/api/`;
  web = `http://127.0.0.1:${webPort}`;
  const start = (args: string[], cwd: string, extra: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...extra },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
  };
  start(['dist/main.js'], apiDir, { ...env, HOST: '127.0.0.1', PORT: String(apiPort) });
  await healthy(`http://127.0.0.1:${apiPort}/health`);
  start(['server.mjs'], webDir, {
    HOST: '127.0.0.1',
    PORT: String(webPort),
    API_URL: api,
    NODE_ENV: 'production',
    WEB_CONCURRENCY: '1',
  });
  await healthy(`${web}/healthz`);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  // SIGTERM first (the API closes its database cleanly), SIGKILL whatever lingers after 10 s.
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(null);
          });
          child.kill('SIGTERM');
        }),
    ),
  );
});

/** A client of this file's API (the public key, and a staff member's token when given). */
async function apiClient(token?: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: api,
    extraHTTPHeaders: { ...publicKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/** A staff member of this file's API, signed in. */
async function staffClient(member: { email: string; password: string }) {
  const anonymous = await apiClient();
  const signIn = await anonymous.post('Staff/SignIn', {
    data: { email: member.email, password: member.password },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  await anonymous.dispose();
  return apiClient(token);
}

/** The page in `lang` (the locale cookie), as a guest or signed in as `customer`. */
async function open(context: BrowserContext, lang: Locale, customer?: Customer) {
  await context.addCookies([{ name: 'locale', value: lang, url: web }]);
  if (customer) {
    await context.addCookies([{ name: 'token', value: customer.token, url: web }]);
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('storefront.customer'))
        localStorage.setItem('storefront.customer', saved);
    }, JSON.stringify(customer));
  }
}

/** The Product JSON-LD of the page. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block['@type'] === 'Product');
  expect(product).toBeDefined();
  return product!;
}

async function expectAxeClean(page: Page, include?: string) {
  // Read through first: cards still waiting to fade in (related products) are see-through.
  if (!include) await scrollThrough(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`reviews, questions and complaints (${lang})`, () => {
    const { t } = createI18n(lang);
    const spec = specTexts[lang];
    const mine = () => fixtures[lang];

    test('a review is pending, invisible to others, then approved with the new average and count', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await open(page.context(), lang, mine().customer);
      const { product, emptyProduct } = mine();

      // R8.17: a product with no approved review says so, and its JSON-LD has no rating.
      await page.goto(`${web}/product/${emptyProduct.slug}`);
      const emptyReviews = page.getByRole('region', { name: t('feedback:reviews.title') });
      await expect(emptyReviews.getByRole('heading', { name: spec.noReviewYet })).toBeVisible();
      expect(await productJsonLd(page)).not.toHaveProperty('aggregateRating');

      await page.goto(`${web}/product/${product.slug}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const reviews = page.getByRole('region', { name: t('feedback:reviews.title') });
      await expect(reviews.getByText(t('feedback:rating.count', { count: 1 }))).toBeVisible();
      expect((await productJsonLd(page)).aggregateRating).toMatchObject({
        ratingValue: '2.0',
        reviewCount: 1,
      });

      // Empty: both of the spec's messages; then four stars and a text; the thanks.
      const write = reviews.getByRole('button', { name: t('feedback:reviews.write') });
      await expect(write).not.toHaveAttribute('aria-disabled', 'true');
      await write.click();
      const dialog = page.getByRole('dialog', { name: t('feedback:reviewModal.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('feedback:reviewModal.submit') }).click();
      await expect(dialog.getByText(spec.ratingRequired, { exact: true })).toBeVisible();
      await expect(dialog.getByText(spec.contentRequired, { exact: true })).toBeVisible();
      await expectAxeClean(page, 'dialog');
      const stars = dialog.getByRole('radiogroup', {
        name: t('feedback:reviewModal.ratingLegend'),
      });
      await stars
        .getByRole('radio', { name: t('feedback:reviewModal.star', { count: 4 }) })
        .check();
      const text = `${lang === 'ar' ? 'طازج وبارد' : 'Fresh and cold'} ${Date.now()}`;
      await dialog.getByLabel(t('feedback:reviewModal.content')).fill(text);
      await dialog.getByRole('button', { name: t('feedback:reviewModal.submit') }).click();
      await expect(dialog.getByRole('status')).toHaveText(spec.thanks);
      await expectAxeClean(page, 'dialog');
      await dialog.getByRole('button', { name: t('feedback:reviewModal.done') }).click();
      await expect(dialog).toBeHidden();
      // Its author sees it, waiting; the public list does not have it.
      await expect(reviews.getByText(text)).toBeVisible();
      await expect(reviews.getByText(t('feedback:reviews.status.pending'))).toBeVisible();
      await expect(reviews.getByRole('article').filter({ hasText: text })).toHaveCount(0);

      // Another visitor: nothing of it, in the page or its JSON-LD.
      const guestContext = await browser.newContext();
      await open(guestContext, lang);
      const guest = await guestContext.newPage();
      await guest.goto(`${web}/product/${product.slug}`);
      await expect(guest.getByRole('region', { name: t('feedback:reviews.title') })).toBeVisible();
      await expect(guest.getByText(text)).toHaveCount(0);
      expect(JSON.stringify(await productJsonLd(guest))).not.toContain(text);

      // A moderator approves it through the staff API.
      const moderator = await staffClient(fixtures.moderator);
      const queue = (await (
        await moderator.get('Staff/Review?pageSize=50')
      ).json()) as StaffReviewPage;
      const pending = queue.items.find((item) => item.content === text);
      expect(pending).toMatchObject({ status: 'pending', productId: product.id, rating: 4 });
      expect((await moderator.post(`Staff/Review/${pending!.id}/Approve`)).status()).toBe(200);
      await moderator.dispose();

      // Public now: the review, the new average (2 and 4: 3.0) and count, in the JSON-LD too.
      await guest.reload();
      const publicReviews = guest.getByRole('region', { name: t('feedback:reviews.title') });
      await expect(publicReviews.getByRole('article').filter({ hasText: text })).toBeVisible();
      await expect(publicReviews.getByText(t('feedback:rating.count', { count: 2 }))).toBeVisible();
      await expect(
        publicReviews
          .getByRole('img', { name: t('feedback:rating.label', { rating: '3.0' }) })
          .first(),
      ).toBeVisible();
      expect((await productJsonLd(guest)).aggregateRating).toMatchObject({
        ratingValue: '3.0',
        reviewCount: 2,
      });
      await expectAxeClean(guest);
      // The author's own view says it is published.
      await page.reload();
      await expect(reviews.getByText(t('feedback:reviews.status.approved'))).toBeVisible();
      await guestContext.close();
    });

    test('a guest is sent to sign in to review; a question shows once staff answer it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const { product, customer } = mine();
      const guestContext = await browser.newContext();
      await open(guestContext, lang);
      const guest = await guestContext.newPage();
      await guest.goto(`${web}/product/${product.slug}`);
      const guestReviews = guest.getByRole('region', { name: t('feedback:reviews.title') });
      const write = guestReviews.getByRole('button', { name: t('feedback:reviews.write') });
      await expect(write).not.toHaveAttribute('aria-disabled', 'true');
      await write.click();
      await expect(guest).toHaveURL(/\/auth\/login$/);

      await open(page.context(), lang, customer);
      await page.goto(`${web}/product/${product.slug}`);
      const questions = page.getByRole('region', { name: t('feedback:questions.title') });
      const ask = questions.getByRole('button', { name: t('feedback:questions.ask') });
      await expect(ask).not.toHaveAttribute('aria-disabled', 'true');
      await ask.click();
      const field = questions.getByLabel(t('feedback:questions.label'));
      await expect(field).toBeFocused();
      await questions.getByRole('button', { name: t('feedback:questions.submit') }).click();
      await expect(questions.getByText(spec.fieldRequired, { exact: true })).toBeVisible();
      const question = `${lang === 'ar' ? 'هل هو حلال؟' : 'Is it halal?'} ${Date.now()}`;
      await field.fill(question);
      await questions.getByRole('button', { name: t('feedback:questions.submit') }).click();
      await expect(
        questions.getByRole('status').filter({ hasText: t('feedback:questions.sent') }),
      ).toBeVisible();
      const waiting = questions.getByRole('list', { name: t('feedback:questions.waiting') });
      await expect(waiting.getByText(question)).toBeVisible();
      await expectAxeClean(page, `#questions`);

      // Nobody else sees it while it waits.
      await guest.goto(`${web}/product/${product.slug}`);
      await expect(guest.getByText(question)).toHaveCount(0);

      const support = await staffClient(fixtures.support);
      const queue = (await (
        await support.get('Staff/Question?pageSize=50')
      ).json()) as StaffQuestionPage;
      const asked = queue.items.find((item) => item.question === question);
      expect(asked).toMatchObject({ productId: product.id, status: 'pending' });
      const answer = lang === 'ar' ? 'نعم، بشهادة معتمدة.' : 'Yes, certified.';
      expect(
        (await support.post(`Staff/Question/${asked!.id}/Answer`, { data: { answer } })).status(),
      ).toBe(200);
      await support.dispose();

      await guest.reload();
      const answered = guest
        .getByRole('region', { name: t('feedback:questions.title') })
        .getByRole('article')
        .filter({ hasText: question });
      await expect(answered).toContainText(answer);
      await page.reload();
      await expect(page.getByRole('list', { name: t('feedback:questions.waiting') })).toHaveCount(
        0,
      );
      await guestContext.close();
    });

    test('the complaint modal of an order says "Reason is required", then sends the complaint', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { order, customer } = mine();
      await open(page.context(), lang, customer);
      await page.goto(`${web}/checkout/order/${order.id}`);
      const report = page.getByRole('button', { name: t('feedback:complaint.open') });
      await expect(report).not.toHaveAttribute('aria-disabled', 'true');
      await report.click();
      const dialog = page.getByRole('dialog', {
        name: t('feedback:complaint.title', { number: order.number }),
      });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('feedback:complaint.submit') }).click();
      await expect(dialog.getByText(spec.reasonRequired, { exact: true })).toBeVisible();
      await expectAxeClean(page, 'dialog');
      await dialog
        .getByRole('radio', { name: t('feedback:complaint.reasons.damaged_items') })
        .check();
      const note = `${lang === 'ar' ? 'بيض مكسور' : 'Broken eggs'} ${Date.now()}`;
      await dialog.getByLabel(new RegExp(`^${t('feedback:complaint.note')}`)).fill(note);
      await dialog.getByRole('button', { name: t('feedback:complaint.submit') }).click();
      await expect(dialog.getByRole('status')).toHaveText(t('feedback:complaint.sent'));
      await dialog.getByRole('button', { name: t('feedback:reviewModal.done') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(note)).toBeVisible();
      await expect(page.getByText(t('feedback:complaint.status.open')).first()).toBeVisible();

      // It reached support.
      const support = await staffClient(fixtures.support);
      const open_ = (await (await support.get('Staff/Complaint?pageSize=50')).json()) as {
        items: { note: string; reason: string; orderId: number }[];
      };
      expect(open_.items.find((item) => item.note === note)).toMatchObject({
        reason: 'damaged_items',
        orderId: order.id,
      });
      await support.dispose();
    });
  });
}
