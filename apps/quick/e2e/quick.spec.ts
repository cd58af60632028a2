import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe finds nothing on the page as it stands. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const texts = {
  en: {
    served: 'We deliver here in about 14 minutes',
    notServed: "We don't deliver here yet",
    kingdom: 'Kingdom Centre, Riyadh',
    kuwait: 'Gulf Road, Kuwait City',
    start: 'Start shopping',
    add: /^Add .* to cart$|^Add to cart$/,
    checkout: 'Checkout',
    place: 'Place order',
    placed: /Order placed: /,
  },
  ar: {
    served: 'نوصل إلى هنا في نحو 14 دقيقة',
    notServed: 'لا نوصل إلى هنا بعد',
    kingdom: 'برج المملكة، الرياض',
    kuwait: 'شارع الخليج، مدينة الكويت',
    start: 'ابدأ التسوق',
    add: /أضف/,
    checkout: 'إتمام الطلب',
    place: 'تأكيد الطلب',
    placed: /تم تأكيد الطلب: /,
  },
} as const;

test('the location gate says served with the ETA, or not served, in both languages', async ({
  page,
}) => {
  for (const lang of ['en', 'ar'] as const) {
    const t = texts[lang];
    await page.goto(`/location?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: t.kuwait }).click();
    await expect(page.getByRole('status')).toContainText(t.notServed);
    await expect(page.getByRole('button', { name: t.start })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: t.kingdom }).click();
    await expect(page.getByRole('status')).toContainText(t.served);
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByRole('banner')).toContainText(t.served);
    await expectAccessible(page);
  }
});

for (const lang of ['en', 'ar'] as const) {
  test(`browse, cart, checkout with cash on delivery, order listed (${lang})`, async ({ page }) => {
    const t = texts[lang];
    await page.goto(`/location?lang=${lang}`);
    await page.getByRole('link', { name: t.kingdom }).click();
    await page.getByRole('button', { name: t.start }).click();
    // A category, then a product page: add it until the basket passes the brand's minimum.
    await page.getByRole('main').getByRole('navigation').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('listitem').getByRole('link').first().click();
    await expect(page.locator('article h1')).toBeVisible();
    await expectAccessible(page);
    const add = page.locator('article').getByRole('button', { name: t.add });
    for (let i = 0; i < 4; i += 1) {
      await add.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }
    await page.goto(`/checkout?lang=${lang}`);
    // Signed out: the guard sends the shopper to sign in, then back to checkout.
    await page.getByRole('textbox', { name: /e-mail|البريد/i }).fill('shopper@example.com');
    await page.getByLabel(/^(password|كلمة المرور)$/i).fill('Demo-Shopper-2026');
    await page
      .locator('main form')
      .getByRole('button', { name: /sign in|دخول/i })
      .click();
    await expect(page.getByRole('heading', { name: t.checkout })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByRole('status')).toContainText(t.placed);
    await expectAccessible(page);
  });
}
