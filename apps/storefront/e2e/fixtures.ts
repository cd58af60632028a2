import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, request as playwrightRequest } from '@playwright/test';
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

/** The activity types as the API serves them, straight from the API. */
export const activityTypesFromApi = () => fromApi<ActivityType[]>('ActivityType');

/**
 * Scrolls through the page as a reader would, so content that fades in on scroll (spec §9) is
 * revealed, and checks that none stays hidden.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
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
