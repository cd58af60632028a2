import { deliverOrder, demo, expect, expectAccessible, shopperPlacesOrder, test } from './fixtures';

// The audit record (issue 17): an admin finds what staff did to an order, by action family and
// subject, and the address keeps the search; support staff are shown no record and refused it.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    nav: 'Audit record',
    action: 'Action',
    subject: 'Done to',
    order: 'Order',
    number: 'Number',
    search: 'Search',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    nav: 'سجل التدقيق',
    action: 'الإجراء',
    subject: 'على',
    order: 'طلب',
    number: 'الرقم',
    search: 'بحث',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: an admin finds an order's moves in the audit record`, async ({ page }) => {
    const order = await shopperPlacesOrder();
    await deliverOrder(order.id);

    await page.goto(`/?lang=${lang}`);
    await page.getByLabel(t.email).fill(demo.admin.email);
    await page.getByLabel(t.password, { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: t.signIn }).click();
    await page.getByRole('navigation').getByRole('link', { name: t.nav }).click();
    await page.getByRole('textbox', { name: t.action }).fill('order.');
    await page.getByRole('combobox', { name: t.subject }).selectOption(t.order);
    await page.getByRole('textbox', { name: t.number, exact: true }).fill(String(order.id));
    await page.getByRole('button', { name: t.search }).click();
    await expect(page).toHaveURL(new RegExp(`subjectId=${order.id}`));
    // Its three moves, newest first, each by support staff.
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('"to":"delivered"');
    await expect(rows.nth(3)).toContainText('"to":"preparing"');
    await expect(rows.nth(1)).toContainText('Demo Support');
    await expectAccessible(page);
  });
}

test('support staff are shown no audit record, and refused it', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.getByLabel('E-mail').fill(demo.support.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.support.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order board' })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Audit record' }),
  ).toHaveCount(0);
  await page.goto('/audit');
  await expect(page.getByRole('alert')).toHaveText('Only admins read the audit record.');
});
