import type { SellerMe, SellerStatement } from '@shop/core/schemas';
import {
  callApi,
  deliverOrder,
  demo,
  expect,
  expectAccessible,
  shopperPlacesOrder,
  test,
} from './fixtures';

// A seller's statement (issue 17): an order of the seller's store, delivered, is this month's
// sale with the marketplace's commission at the seller's rate, and the totals add up its lines.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    seller: 'Seller',
    statements: 'Statements',
    lines: 'The month’s orders',
    totals: 'Totals of the month, per currency',
    commission: 'Commission',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    seller: 'بائع',
    statements: 'الكشوف',
    lines: 'طلبات الشهر',
    totals: 'إجماليات الشهر لكل عملة',
    commission: 'العمولة',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: a statement shows an order delivered for the seller's store with its commission`, async ({
    page,
  }) => {
    const signedIn = await callApi<{ token: string }>('POST', 'Seller/Login', {
      data: demo.seller,
    });
    const token = signedIn.body.token;
    const me = (await callApi<SellerMe>('GET', 'Seller/Me', { token })).body;
    const order = await shopperPlacesOrder({ brandIds: me.brands.map((brand) => brand.id) });
    await deliverOrder(order.id);

    await page.goto(`/?lang=${lang}`);
    await page.getByRole('radio', { name: t.seller }).check();
    await page.getByLabel(t.email).fill(demo.seller.email);
    await page.getByLabel(t.password, { exact: true }).fill(demo.seller.password);
    await page.getByRole('button', { name: t.signIn }).click();
    await page.getByRole('navigation').getByRole('link', { name: t.statements }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.statements })).toBeVisible();
    const period = new URL(page.url()).searchParams.get('period');
    expect(period).toBeNull();

    const lines = page.getByRole('table', { name: t.lines });
    const row = lines
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: order.number }) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('table', { name: t.totals })).toBeVisible();
    await expectAccessible(page);

    // What the screen shows is the API's statement, whose line reconciles with the order.
    const month = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
    const statement = (
      await callApi<SellerStatement>('GET', `Seller/Statement?period=${month}&pageSize=500`, {
        token,
      })
    ).body;
    const line = statement.lines.items.find((item) => item.orderId === order.id);
    expect(line).toMatchObject({
      sold: true,
      goods: order.subtotal - order.discount,
      deliveryFee: order.deliveryFee,
    });
    expect(line!.commission).toBe(Math.floor((line!.goods * line!.rateBps + 5000) / 10_000));
    expect(line!.commission).toBeGreaterThan(0);
    const total = statement.totals.find((item) => item.currency === line!.currency)!;
    const ofCurrency = statement.lines.items.filter((item) => item.currency === line!.currency);
    expect(total.commission).toBe(ofCurrency.reduce((sum, item) => sum + item.commission, 0));
    expect(total.payout).toBe(total.sales - total.commission - total.refunds);

    // The month chosen in the address is the state: the same statement opens from its link.
    await page.goto(`/statements?period=${month}&lang=${lang}`);
    await expect(
      page.getByRole('table', { name: t.lines }).getByRole('rowheader', { name: order.number }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: t.commission }).first()).toBeVisible();
  });
}
