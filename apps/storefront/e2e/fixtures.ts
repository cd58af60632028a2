import { AxeBuilder } from '@axe-core/playwright';
import {
  test as base,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import type { ActivityType } from '@shop/core/activity-types';
import { PUBLIC_KEY_HEADER } from '@shop/core/api';
import { apiUrl } from '../playwright.config';

/** GET a path of the store API directly (not through the storefront), expecting 200. */
export async function fromApi<T>(path: string): Promise<T> {
  const api = await playwrightRequest.newContext();
  const response = await api.get(`${apiUrl}${path}`, {
    headers: { [PUBLIC_KEY_HEADER]: 'pk_demo_storefront' },
  });
  expect(response.status(), path).toBe(200);
  const body = (await response.json()) as T;
  await api.dispose();
  return body;
}

/**
 * Waits until the app on the page has hydrated. Every page's header has a language switch that
 * is disabled until then; a document without the site header (robots.txt, a sitemap) is ready
 * as loaded.
 */
export async function hydrated(page: Page) {
  const languageSwitch = page
    .getByRole('banner')
    .getByRole('button', { name: /^(Switch language|تغيير اللغة) / });
  if ((await languageSwitch.count()) > 0)
    await expect(languageSwitch).toBeEnabled({ timeout: 15_000 });
}

/**
 * Collects what the pages of `context` report as Content-Security-Policy violations: the
 * `securitypolicyviolation` event of every document, and Chromium's console message for the
 * cases no event reaches (a blocked worker, a refused report endpoint).
 */
async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__e2eCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation?: (line: string) => void })
        .__e2eCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ` +
          `${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Playwright's `test` whose pages fail the test when the page's Content-Security-Policy
 * blocks anything (the storefront serves its real, enforced policy), and whose `page` waits, after each `goto` and `reload`, until the app has
 * hydrated, as a shopper waits for a page to be ready: a button pressed earlier has no handler
 * yet (the header's controls are disabled until then), and a CI machine under load can take
 * seconds to hydrate.
 */
export const test = base.extend<{ recentPurchasePopup: boolean }>({
  /**
   * Whether the recently-purchased popup may show (as for a shopper). Off unless a spec asks
   * (`test.use({ recentPurchasePopup: true })`): once other specs' orders are recent, it would
   * slide over the pages they drive (its own spec: maintenance.spec.ts).
   */
  recentPurchasePopup: [false, { option: true }],
  context: async ({ context, recentPurchasePopup }, provide) => {
    if (!recentPurchasePopup) {
      await context.addInitScript(() => {
        localStorage.setItem('shop.recentPurchasePopup.off', '1');
      });
    }
    const violations = await watchCspViolations(context);
    await provide(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };

/** The activity types as the API serves them, straight from the API. */
export const activityTypesFromApi = () => fromApi<ActivityType[]>('ActivityType');

/**
 * Scrolls through the page as a reader would, so content that fades in on scroll (spec §9) is
 * revealed, and checks that none stays hidden.
 */
export async function scrollThrough(page: Page) {
  // Content is hidden for revealing only once the app runs: scroll after it has hydrated (a
  // link followed before hydration loads the next page as a new document).
  await hydrated(page);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
      // At least one rendering update per step, where the IntersectionObserver looks: on a
      // loaded machine two steps in one frame could carry a short block past unseen.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  // Let the 400 ms reveal transitions finish before anything measures colours.
  await page.waitForTimeout(450);
}

/**
 * Fails with the list of violations when axe finds any (WCAG 2.1 A/AA and best practices), on
 * the page as it looks once read through.
 */
export async function expectNoAxeViolations(page: Page) {
  await scrollThrough(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
