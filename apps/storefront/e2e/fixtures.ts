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

/** Fails with the list of violations when axe finds any (WCAG 2.1 A/AA and best practices). */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
