import type { Brand, ProductPage } from '@shop/core/catalog';
import type { SellerMe, SellerProductPage, SellerStore } from '@shop/core/schemas';
import {
  callApi,
  demo,
  expect,
  expectAccessible,
  shopperOrder,
  shopperPlacesOrder,
  test,
} from './fixtures';

// A seller's own screens (issue 17): their products with the stock changed in place, and their
// store's profile in both languages; another seller's product is refused by the API however the
// request is made.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    seller: 'Seller',
    products: 'Products',
    search: 'Name',
    searchButton: 'Search',
    save: 'Save',
    saved: /^The stock of .+ is now 37\.$/,
    invalid: 'A whole number from 0 to 1000000',
    store: 'Store profile',
    descriptionEn: 'Description in English',
    saveProfile: 'Save the profile',
    profileSaved: 'The store profile is saved.',
    required: 'This field is required',
    orders: 'Orders',
    preparing: 'Start preparing',
    moved: 'The order is now: Preparing',
    noCancel: 'Cancel the order',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    seller: 'بائع',
    products: 'المنتجات',
    search: 'الاسم',
    searchButton: 'بحث',
    save: 'حفظ',
    saved: /^مخزون .+ الآن 37\.$/,
    invalid: 'عدد صحيح من 0 إلى 1000000',
    store: 'ملف المتجر',
    descriptionEn: 'الوصف بالإنجليزية',
    saveProfile: 'حفظ الملف',
    profileSaved: 'حُفظ ملف المتجر.',
    required: 'هذا الحقل مطلوب',
    orders: 'الطلبات',
    preparing: 'بدء التجهيز',
    moved: 'حالة الطلب الآن: قيد التجهيز',
    noCancel: 'إلغاء الطلب',
  },
} as const;

async function sellerToken(): Promise<string> {
  const signedIn = await callApi<{ token: string }>('POST', 'Seller/Login', { data: demo.seller });
  expect(signedIn.status).toBe(200);
  return signedIn.body.token;
}

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: the seller changes a product's stock and their store's profile`, async ({
    page,
  }) => {
    const token = await sellerToken();
    const [product] = (
      await callApi<SellerProductPage>('GET', 'Seller/Product?pageSize=1', { token })
    ).body.items;
    const name = lang === 'ar' ? product!.name : product!.nameEn;

    await page.goto(`/?lang=${lang}`);
    await page.getByRole('radio', { name: t.seller }).check();
    await page.getByLabel(t.email).fill(demo.seller.email);
    await page.getByLabel(t.password, { exact: true }).fill(demo.seller.password);
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.products })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: t.search }).fill(name);
    await page.getByRole('button', { name: t.searchButton }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    const stock = row.getByRole('textbox');
    await stock.fill('');
    await row.getByRole('button', { name: t.save }).click();
    await expect(stock).toHaveAccessibleDescription(t.invalid);
    await stock.fill('37');
    await row.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    const after = await callApi<SellerProductPage>('GET', `Seller/Product?pageSize=100`, { token });
    expect(after.body.items.find((item) => item.id === product!.id)?.stockQuantity).toBe(37);

    await page.getByRole('navigation').getByRole('link', { name: t.store }).click();
    const description = page.getByRole('textbox', { name: t.descriptionEn });
    await description.fill('');
    await page.getByRole('button', { name: t.saveProfile }).click();
    await expect(description).toHaveAccessibleDescription(t.required);
    const text = `Fresh every morning (${lang} ${Date.now()})`;
    await description.fill(text);
    await page.getByRole('button', { name: t.saveProfile }).click();
    await expect(page.getByRole('status').filter({ hasText: t.profileSaved })).toBeVisible();
    await expectAccessible(page);
    const store = await callApi<SellerStore>('GET', 'Seller/Store', { token });
    expect(store.body.descriptionEn).toBe(text);
  });
}

test('another store’s product is refused to the seller, however the request is made', async () => {
  const token = await sellerToken();
  const me = (await callApi<SellerMe>('GET', 'Seller/Me', { token })).body;
  const mine = new Set(me.brands.map((brand) => brand.id));
  const otherBrand = (await callApi<Brand[]>('GET', 'Brand')).body.find(
    (brand) => !mine.has(brand.id),
  );
  const [other] = (
    await callApi<ProductPage>('GET', `Product?brandId=${otherBrand!.id}&pageSize=1`)
  ).body.items;
  expect(other, `a product of another store than ${me.store.slug}`).toBeTruthy();
  for (const [method, path, data] of [
    ['PUT', `Seller/Product/${other!.id}/Stock`, { stockQuantity: 0 }],
    ['GET', `Seller/Product/${other!.id}`, undefined],
  ] as const) {
    expect((await callApi(method, path, { token, data })).status).toBe(404);
  }
});

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: the seller sees a new order of their store and starts preparing it`, async ({
    page,
  }) => {
    const token = await sellerToken();
    const me = (await callApi<SellerMe>('GET', 'Seller/Me', { token })).body;
    const order = await shopperPlacesOrder({ brandIds: me.brands.map((brand) => brand.id) });

    await page.goto(`/?lang=${lang}`);
    await page.getByRole('radio', { name: t.seller }).check();
    await page.getByLabel(t.email).fill(demo.seller.email);
    await page.getByLabel(t.password, { exact: true }).fill(demo.seller.password);
    await page.getByRole('button', { name: t.signIn }).click();
    await page.getByRole('navigation').getByRole('link', { name: t.orders }).click();
    await page.getByRole('link', { name: order.number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    await expectAccessible(page);
    // A seller moves along the delivery only: no cancel.
    await expect(page.getByRole('button', { name: t.noCancel })).toHaveCount(0);
    await page.getByRole('button', { name: t.preparing }).click();
    await expect(page.getByRole('status').filter({ hasText: t.moved })).toBeVisible();
    expect((await shopperOrder(order.id)).status).toBe('preparing');
  });
}

test('support staff are shown no seller screens, and the API refuses them however the request is made', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  await page.getByLabel('E-mail').fill(demo.support.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.support.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order board' })).toBeVisible();
  const navigation = page.getByRole('navigation');
  for (const screen of ['Products', 'Store profile'])
    await expect(navigation.getByRole('link', { name: screen, exact: true })).toHaveCount(0);
  // Typed in by hand: the screen asks, the API answers 403, the screen says so.
  await page.goto('/products');
  await expect(page.getByRole('alert')).toHaveText('Only sellers manage products here.');
  // A staff token is no seller's, on any seller call.
  const staff = await callApi<{ token: string }>('POST', 'Staff/SignIn', { data: demo.support });
  for (const [method, path] of [
    ['GET', 'Seller/Product'],
    ['GET', 'Seller/Store'],
    ['GET', 'Seller/Order'],
  ] as const) {
    expect((await callApi(method, path, { token: staff.body.token })).status, path).toBe(403);
  }
});
