import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, request as playwrightRequest } from '@playwright/test';
import { PUBLIC_KEY_HEADER } from '@shop/core/api';
import type { ActivityType } from '@shop/core/activity-types';
import { apiUrl } from '../playwright.config';

/** The activity types as the API serves them, straight from the API. */
export async function activityTypesFromApi(): Promise<ActivityType[]> {
  const api = await playwrightRequest.newContext();
  const response = await api.get(`${apiUrl}ActivityType`, {
    headers: { [PUBLIC_KEY_HEADER]: 'pk_demo_storefront' },
  });
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as ActivityType[];
  await api.dispose();
  return rows;
}

/** Fails with the list of violations when axe finds any (WCAG 2.1 A/AA and best practices). */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
