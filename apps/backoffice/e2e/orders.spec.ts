import type { Brand } from '@shop/core/catalog';
import type { Order } from '@shop/core/checkout-schemas';
import type { Page } from '@playwright/test';
import { createI18n } from '@shop/core/i18n';
import {
  callApi,
  demo,
  expect,
  expectAccessible,
  shopperFillsBasket,
  shopperOrder,
  shopperPlacesOrder,
  storefrontPage,
  tabTo,
  test,
} from './fixtures';

// The back office's first screens (issue 17): staff and sellers sign in through the API's
// token machinery, support staff run the order board and move an order to delivered while the
// shopper sees each status, and what a role may not do is neither shown nor answered by the API.

const texts = {
  en: {
    signInTitle: 'Sign in to the back office',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    seller: 'Seller',
    wrong: 'The e-mail or password is wrong',
    board: 'Order board',
    search: 'Order number or phone',
    searchButton: 'Search',
    brand: 'Brand',
    status: 'Status',
    placed: 'Placed',
    cashOnDelivery: /Cash on delivery/,
    count: /^\d+ orders?$/,
    orders: 'Orders',
    preparing: 'Start preparing',
    outForDelivery: 'Send out for delivery',
    delivered: 'Mark delivered',
    nowDelivered: 'The order is now: Delivered',
    noMoves: 'No move is open from this status.',
    cancel: 'Cancel the order',
    cancelTitle: (number: string) => `Cancel order ${number}?`,
    phone: '+966',
    moderatorHome: 'Reviews to moderate',
    notAllowed: 'Your role cannot see orders.',
    sellerHome: 'Products',
    signOut: 'Sign out',
    ended: 'Your session has ended: sign in again',
  },
  ar: {
    signInTitle: 'تسجيل الدخول إلى لوحة الإدارة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    seller: 'بائع',
    wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    board: 'لوحة الطلبات',
    search: 'رقم الطلب أو الجوال',
    searchButton: 'بحث',
    brand: 'العلامة التجارية',
    status: 'الحالة',
    placed: 'تم الطلب',
    cashOnDelivery: /الدفع عند الاستلام/,
    count: /طلب/,
    orders: 'الطلبات',
    preparing: 'بدء التجهيز',
    outForDelivery: 'إرسال للتوصيل',
    delivered: 'تأكيد التسليم',
    nowDelivered: 'حالة الطلب الآن: تم التوصيل',
    noMoves: 'لا يمكن نقل الطلب من هذه الحالة.',
    cancel: 'إلغاء الطلب',
    cancelTitle: (number: string) => `إلغاء الطلب ${number}؟`,
    phone: '+966',
    moderatorHome: 'تقييمات للمراجعة',
    notAllowed: 'لا يسمح دورك بعرض الطلبات.',
    sellerHome: 'المنتجات',
    signOut: 'تسجيل الخروج',
    ended: 'انتهت جلستك: سجّل الدخول من جديد',
  },
} as const;

/** The token of the session the page keeps. */
function sessionToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('backoffice.session') ?? '{}') as { token: string }).token,
  );
}

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];
  /** The storefront's own texts in `lang` (what its shopper reads). */
  const shop = createI18n(lang).t;

  test.describe(`the back office in ${lang}`, () => {
    async function signIn(
      page: Page,
      account: { email: string; password: string },
      asSeller = false,
    ) {
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
      if (asSeller) await page.getByRole('radio', { name: t.seller }).check();
      await page.getByLabel(t.email).fill(account.email);
      await page.getByLabel(t.password, { exact: true }).fill(account.password);
      await page.getByRole('button', { name: t.signIn }).click();
    }

    test('a shopper places an order in the storefront: it arrives on the board without a reload, support staff move it to delivered, and the shopper sees each status on Order Details', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.goto(`/orders?lang=${lang}`);
      // Signed out: to sign in first, in the page's language and direction.
      await expect(page).toHaveURL(/\/sign-in\?from=%2Forders/);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
      await expectAccessible(page);

      await page.getByLabel(t.email).fill(demo.support.email);
      await page.getByLabel(t.password, { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: t.signIn }).click();
      await expect(page.getByRole('alert')).toHaveText(t.wrong);

      await page.getByLabel(t.password, { exact: true }).fill(demo.support.password);
      await page.getByRole('button', { name: t.signIn }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.board })).toBeVisible();
      // Back where the guard stopped them (the language kept in the address).
      await expect(page).toHaveURL(/\/orders\?lang=(en|ar)$/);
      await expect(page.getByRole('status').filter({ hasText: t.count })).toBeVisible();
      await expectAccessible(page);

      // A shopper places an order in the storefront while the board is open: it appears
      // without a reload.
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      const { customer, address, region } = await shopperFillsBasket();
      const shopper = await storefrontPage(browser, lang, customer, region);
      await shopper.goto('/checkout');
      await shopper.getByRole('radio', { name: address.title, exact: true }).check();
      await shopper
        .getByRole('group', { name: shop('checkout:speed.legend') })
        .getByRole('radio')
        .first()
        .check();
      await shopper
        .getByRole('group', { name: shop('checkout:slot.timeLegend') })
        .getByRole('radio', { disabled: false })
        .first()
        .check();
      await expect(
        shopper.getByText(new RegExp(shop('checkout:slot.held', { time: '.+' }))),
      ).toBeVisible();
      await shopper.getByRole('button', { name: shop('checkout:payment.chooseLabel') }).click();
      const methods = shopper.getByRole('dialog', { name: shop('checkout:payment.title') });
      await methods.getByRole('radio', { name: t.cashOnDelivery }).check();
      await methods.getByRole('button', { name: shop('checkout:payment.confirm') }).click();
      await shopper.getByRole('button', { name: shop('checkout:page.review') }).click();
      await expect(shopper).toHaveURL(/\/checkout\/summary\?/);
      await shopper.getByRole('button', { name: shop('checkout:page.place') }).click();
      await expect(shopper).toHaveURL(/\/order-success\?order=\d+$/);
      const order: Order = await shopperOrder(
        Number(new URL(shopper.url()).searchParams.get('order')),
      );
      await expect(page.getByRole('rowheader', { name: order.number })).toBeVisible({
        timeout: 30_000,
      });
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );

      // Searching by its number: the address keeps the filter, and one row answers.
      await page.getByRole('searchbox', { name: t.search }).fill(order.number.toLowerCase());
      await page.getByRole('button', { name: t.searchButton }).click();
      await expect(page).toHaveURL(new RegExp(`q=${order.number.toLowerCase()}`));
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      await page.reload();
      await expect(page.getByRole('rowheader', { name: order.number })).toBeVisible();
      // And by its brand, with the number still searched.
      const brand = (await callApi<Brand[]>('GET', 'Brand')).body.find(
        (candidate) => candidate.id === order.brandId,
      )!;
      await page
        .getByRole('combobox', { name: t.brand })
        .selectOption(lang === 'ar' ? brand.name : brand.nameEn);
      await page.getByRole('button', { name: t.searchButton }).click();
      await expect(page).toHaveURL(new RegExp(`brandId=${order.brandId}`));
      await expect(page.getByRole('rowheader', { name: order.number })).toBeVisible();

      await page.getByRole('link', { name: order.number }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
      await expect(page.getByRole('link', { name: /^\+966/ })).toBeVisible();
      await expectAccessible(page);

      for (const [button, status] of [
        [t.preparing, 'preparing'],
        [t.outForDelivery, 'out_for_delivery'],
        [t.delivered, 'delivered'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        await expect(page.getByRole('button', { name: button })).toBeHidden();
        // The shopper's Order Details shows the status reached as the timeline's current step.
        await shopper.goto(`/checkout/order/${order.id}`);
        const steps = shopper
          .getByRole('region', { name: shop('checkout:timeline.title') })
          .getByRole('listitem');
        await expect(steps.last()).toHaveAttribute('aria-current', 'step');
        await expect(steps.last()).toContainText(shop(`checkout:status.${status}`));
      }
      await expect(page.getByRole('status').filter({ hasText: t.nowDelivered })).toBeVisible();
      await expect(page.getByText(t.noMoves)).toBeVisible();
      const seen = await shopperOrder(order.id);
      expect(seen.timeline.map((event) => event.status)).toEqual([
        'placed',
        'preparing',
        'out_for_delivery',
        'delivered',
      ]);
    });

    test('the board and an order work with the keyboard alone: sign in, search, open, move', async ({
      page,
    }) => {
      const order = await shopperPlacesOrder();
      await page.goto(`/sign-in?lang=${lang}`);
      await tabTo(page, page.getByLabel(t.email));
      await page.keyboard.type(demo.support.email);
      await tabTo(page, page.getByLabel(t.password, { exact: true }));
      await page.keyboard.type(demo.support.password);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: t.board })).toBeVisible();

      await tabTo(page, page.getByRole('searchbox', { name: t.search }));
      await page.keyboard.type(order.number);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${order.number}`));
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      await tabTo(page, page.getByRole('link', { name: order.number }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);

      // The confirm dialog too: opened with Space, its Cancel focused first, Escape closes it.
      await tabTo(page, page.getByRole('button', { name: t.cancel }));
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog', { name: t.cancelTitle(order.number) });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: t.cancel })).toBeFocused();
      expect((await shopperOrder(order.id)).status).toBe('placed');
      await tabTo(page, page.getByRole('button', { name: t.preparing }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: t.preparing })).toBeHidden();
      expect((await shopperOrder(order.id)).status).toBe('preparing');
    });

    test('cancelling an order asks first; Escape changes nothing, confirming cancels it', async ({
      page,
    }) => {
      const order = await shopperPlacesOrder();
      await signIn(page, demo.support);
      await expect(page.getByRole('heading', { level: 1, name: t.board })).toBeVisible();
      await page.goto(`/orders/${order.id}`);
      await page.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.cancelTitle(order.number) });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect((await shopperOrder(order.id)).status).toBe('placed');

      await page.getByRole('button', { name: t.cancel }).click();
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByText(t.noMoves)).toBeVisible();
      expect((await shopperOrder(order.id)).status).toBe('cancelled');
    });

    test('a moderator is shown no order screens, and the API refuses them the board anyway', async ({
      page,
    }) => {
      await signIn(page, demo.moderator);
      // Their first screen is the reviews to moderate.
      await expect(page.getByRole('heading', { level: 1, name: t.moderatorHome })).toBeVisible();
      await expect(page.getByRole('link', { name: t.orders, exact: true })).toHaveCount(0);
      await expectAccessible(page);
      // Typed in by hand: the screen asks, the API answers 403, the screen says so.
      await page.goto('/orders');
      await expect(page.getByRole('alert')).toHaveText(t.notAllowed);
    });

    test('a seller signs in to their store; signing out ends the token at the API', async ({
      page,
    }) => {
      await signIn(page, demo.seller, true);
      // Their first screen is their products.
      await expect(page.getByRole('heading', { level: 1, name: t.sellerHome })).toBeVisible();
      const token = await sessionToken(page);
      expect((await callApi('GET', 'Seller/Me', { token })).status).toBe(200);
      // A seller's token opens no staff route.
      expect((await callApi('GET', 'Staff/Order', { token })).status).toBe(403);
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
      await expect
        .poll(async () => (await callApi('GET', 'Seller/Me', { token })).status)
        .toBe(401);
      expect(await page.evaluate(() => localStorage.getItem('backoffice.session'))).toBeNull();
    });

    test('a session the API ended elsewhere sends the board to sign in, saying so', async ({
      page,
    }) => {
      await signIn(page, demo.admin);
      await expect(page.getByRole('heading', { level: 1, name: t.board })).toBeVisible();
      const token = await sessionToken(page);
      expect((await callApi('POST', 'Staff/SignOut', { token })).status).toBe(204);
      // The board's next call (another filter) answers 401.
      await page.getByRole('combobox', { name: t.status }).selectOption(t.placed);
      await page.getByRole('button', { name: t.searchButton }).click();
      await expect(page.getByRole('status').filter({ hasText: t.ended })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
    });
  });
}
