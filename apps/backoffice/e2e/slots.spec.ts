import type { CheckoutOptions } from '@shop/core/checkout-schemas';
import { storeDayOf } from '@shop/core/schemas';
import {
  callApi,
  demo,
  expect,
  expectAccessible,
  shopperPlacesOrder,
  shopperReadyToPay,
  signIn,
  test,
} from './fixtures';

// Delivery slots and picking lists in the back office (issue 17): support staff close a slot
// and the shopper's checkout no longer offers it; the picking list of a slot with a placed order
// lists that order's products, ready to print.

const texts = {
  en: {
    slots: 'Delivery slots',
    close: 'Close',
    closeConfirm: 'Close the slot',
    closed: 'Closed',
    picking: 'Picking lists',
    pickingTitle: 'Picking list',
    print: 'Print',
    productsCaption: 'Products to pick, summed across the slot’s orders to prepare',
    onBoard: 'These orders on the board',
    slotOnly: 'Only the orders of one delivery slot.',
    sellerSlots: 'Delivery slots',
    sellerSlotsTitle: 'Your delivery slots',
  },
  ar: {
    slots: 'مواعيد التوصيل',
    close: 'إغلاق',
    closeConfirm: 'إغلاق الموعد',
    closed: 'مغلق',
    picking: 'قوائم التجهيز',
    pickingTitle: 'قائمة التجهيز',
    print: 'طباعة',
    productsCaption: 'المنتجات المطلوب تجهيزها، مجموعة من طلبات الموعد',
    onBoard: 'هذه الطلبات في لوحة الطلبات',
    slotOnly: 'طلبات موعد توصيل واحد فقط.',
    sellerSlots: 'مواعيد التوصيل',
    sellerSlotsTitle: 'مواعيد التوصيل لديك',
  },
} as const;

async function supportToken(): Promise<string> {
  const signedIn = await callApi<{ token: string }>('POST', 'Staff/SignIn', { data: demo.support });
  expect(signedIn.status).toBe(200);
  return signedIn.body.token;
}

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: support staff close a slot and the checkout no longer offers it`, async ({
    page,
  }) => {
    const ready = await shopperReadyToPay();
    // A slot other than the one the shopper holds (others' tests take the first free one).
    const slot = ready.options.slots
      .filter((candidate) => !candidate.full)
      .at(lang === 'en' ? -1 : -2)!;
    try {
      await signIn(page, lang, demo.support);
      await page.getByRole('navigation').getByRole('link', { name: t.slots }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.slots })).toBeVisible();
      await page.goto(
        `/slots?brandId=${ready.brandId}&date=${storeDayOf(new Date(slot.startsAt))}`,
      );
      const rows = page.getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      await expectAccessible(page);
      const clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Riyadh',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      const range = `${clock.format(new Date(slot.startsAt))}–${clock.format(new Date(slot.endsAt))}`;
      const row = rows.filter({ has: page.getByRole('rowheader', { name: range, exact: true }) });
      await page.getByRole('button', { name: `${t.close} ${range}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: t.closeConfirm, exact: true }).click();
      await expect(row.getByRole('cell', { name: t.closed, exact: true })).toBeVisible();
      await expect
        .poll(async () => {
          const options = await callApi<CheckoutOptions>('GET', 'Checkout/Options', {
            token: ready.token,
          });
          return options.body.slots.map((offered) => offered.id);
        })
        .not.toContain(slot.id);
    } finally {
      await callApi('POST', `Staff/Slot/${slot.id}/Reopen`, { token: await supportToken() });
    }
  });

  test(`${lang}: the picking list of a slot with a placed order lists its products`, async ({
    page,
  }) => {
    const order = await shopperPlacesOrder({ offset: lang === 'en' ? 4 : 6 });
    expect(order.slot).not.toBeNull();
    await signIn(page, lang, demo.support);
    await page.getByRole('navigation').getByRole('link', { name: t.picking }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.pickingTitle })).toBeVisible();
    await page.goto(
      `/picking?brandId=${order.brandId}&date=${storeDayOf(new Date(order.slot!.startsAt))}&slotId=${order.slot!.id}`,
    );
    const table = page.getByRole('table', { name: t.productsCaption });
    for (const line of order.lines) {
      await expect(
        table.getByRole('rowheader').filter({ hasText: lang === 'en' ? line.nameEn : line.name }),
      ).toBeVisible();
    }
    await expect(page.getByText(order.number)).toBeVisible();
    await expect(page.getByRole('button', { name: t.print })).toBeVisible();
    await expectAccessible(page);
    // Printed, the sheet keeps the products and leaves the shell out.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(table).toBeVisible();
    // On screen again, the slot's orders open on the board, kept to that slot.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: t.onBoard }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?slotId=${order.slot!.id}$`));
    await expect(page.getByText(t.slotOnly)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: order.number })).toBeVisible();
    await expectAccessible(page);
  });

  test(`${lang}: a seller opens their delivery slots`, async ({ page }) => {
    await signIn(page, lang, demo.seller, { asSeller: true });
    await page.getByRole('navigation').getByRole('link', { name: t.sellerSlots }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.sellerSlotsTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page);
  });
}
