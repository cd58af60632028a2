import type { NotificationPage } from '@shop/core/customer-schemas';
import type { ProductPage } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import {
  asCustomer,
  expectDirection,
  languages,
  inLanguage,
  mailServerOfFile,
} from './account-helpers';
import { expect, expectNoAxeViolations, fromApi, test } from './fixtures';

const mail = mailServerOfFile();

for (const lang of languages) {
  test.describe(`compare and notifications in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('two products added to compare from their cards are listed side by side; one is removed', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await mail.signedIn(context, request, baseURL!);
      await page.goto('/compare');
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { name: t('account:compare.emptyTitle') }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      const { items } = await fromApi<ProductPage>('Product?pageSize=2');
      const [first, second] = items.map((product) => localizedName(product, lang));
      await page.goto('/product/all');
      for (const name of [first!, second!]) {
        await page.getByRole('button', { name: t('account:compare.addNamed', { name }) }).click();
        await expect(
          page.getByRole('button', { name: t('account:compare.removeLabel', { name }) }),
        ).toHaveAttribute('aria-pressed', 'true');
      }

      await page.goto('/compare');
      const table = page.getByRole('table', { name: t('account:compare.caption') });
      await expect(table.getByRole('columnheader', { name: first })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: second })).toBeVisible();
      await expect(
        table.getByRole('rowheader', { name: t('account:compare.price') }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await table
        .getByRole('button', { name: t('account:compare.removeLabel', { name: first }) })
        .click();
      await expect(table.getByRole('columnheader', { name: first })).toHaveCount(0);
      await page.reload();
      await expect(table.getByRole('columnheader', { name: second })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: first })).toHaveCount(0);

      // On a 390 px phone the table scrolls inside its own labelled region; the page stays narrow.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(
        page.getByRole('region', { name: t('account:compare.scrollRegion') }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });

    test('notifications: the empty state, then the API’s notifications with the unread count, marked read', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await mail.signedIn(context, request, baseURL!);
      const nav = page.getByRole('navigation', { name: t('account:nav.label') });
      const notificationsLink = nav.getByRole('link', {
        name: new RegExp(t('account:nav.notifications')),
      });

      // A new account has none: the empty state (spec §8).
      await page.goto('/account/notifications');
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: t('catalog:emptyState.noNotifications.title'),
        }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: t('account:notifications.label') })).toHaveCount(
        0,
      );
      await expectNoAxeViolations(page);

      // Each of the API's test sends stores a notification.
      await asCustomer(request, customer, 'POST', 'PushRegistration/Test');
      await asCustomer(request, customer, 'POST', 'PushRegistration/Test');
      const stored = (
        (await (
          await asCustomer(request, customer, 'GET', 'Notification')
        ).json()) as NotificationPage
      ).items;
      expect(stored).toHaveLength(2);
      const [newest, older] = stored.map((notification) => localizedName(notification, lang));
      await page.goto('/account/notifications');
      await expectDirection(page, lang);
      const list = page.getByRole('list', { name: t('account:notifications.label') });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').first()).toContainText(newest!);
      await expect(list.getByRole('listitem').last()).toContainText(older!);
      await expect(notificationsLink).toHaveAccessibleName(
        new RegExp(t('account:nav.unreadCount', { count: 2 })),
      );
      await expectNoAxeViolations(page);

      // The older one (both test sends share a title) is marked read.
      const markOlder = list
        .getByRole('listitem')
        .last()
        .getByRole('button', { name: t('account:notifications.markReadLabel', { title: older }) });
      await markOlder.click();
      await expect(notificationsLink).toHaveAccessibleName(
        new RegExp(t('account:nav.unreadCount', { count: 1 })),
      );
      await expect(markOlder).toHaveCount(0);
      await page.reload();
      await expect(
        list.getByRole('button', { name: new RegExp(t('account:notifications.markRead')) }),
      ).toHaveCount(1);
      const unread = (await (
        await asCustomer(request, customer, 'GET', 'Notification/UnreadCount')
      ).json()) as { count: number };
      expect(unread.count).toBe(1);
    });
  });
}
