import type { ProductDetail, ProductPage } from '@shop/core/catalog';
import type {
  SellerMe,
  SellerProduct,
  SellerProductPage,
  StaffSellerApplicationPage,
} from '@shop/core/schemas';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl } from '../playwright.config';
import {
  callApi,
  demo,
  expect,
  expectAccessible,
  sellerApplies,
  storefrontPage,
  test,
} from './fixtures';

// A seller's product from the form to the shop (issue 17): a new seller (applied, approved by
// staff) creates a product with a picture using the keyboard alone; it waits, hidden, until a
// moderator approves it in the queue, then it is in the catalog. Another store's product stays
// closed to the seller, on the screen and to a hand-made request.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    seller: 'Seller',
    signOut: 'Sign out',
    products: 'Products',
    newProduct: 'New product',
    nameAr: 'Name in Arabic',
    nameEn: 'Name in English',
    descriptionAr: 'Description in Arabic',
    descriptionEn: 'Description in English',
    unitAr: 'Unit in Arabic',
    unitEn: 'Unit in English',
    category: 'Category',
    price: 'Price (SAR)',
    stock: 'Stock',
    cold: 'Chilled',
    pictures: 'Product pictures',
    addOption: 'Add an option',
    optionNameAr: 'Name in Arabic',
    create: 'Create the product',
    priceInvalid: 'Enter an amount, e.g. 12.50',
    created: "The product is created: it goes live once the shop's staff approve it.",
    pending: 'Waiting for approval',
    approvals: 'Product approvals',
    approvalsTitle: 'Products to approve',
    approve: 'Approve',
    approved: 'is approved and live.',
    notFound: 'No such product',
    reason: (name: string) => `Why reject ${name} (its seller reads it)`,
    reject: 'Reject',
    rejected: 'is rejected; its seller sees why.',
    rejectedBecause: 'Rejected: ',
    autoSwitch: "Approve this seller's new products automatically",
    autoOn: "This seller's new products now go live at once.",
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    seller: 'بائع',
    signOut: 'تسجيل الخروج',
    products: 'المنتجات',
    newProduct: 'منتج جديد',
    nameAr: 'الاسم بالعربية',
    nameEn: 'الاسم بالإنجليزية',
    descriptionAr: 'الوصف بالعربية',
    descriptionEn: 'الوصف بالإنجليزية',
    unitAr: 'الوحدة بالعربية',
    unitEn: 'الوحدة بالإنجليزية',
    category: 'الفئة',
    price: 'السعر (SAR)',
    stock: 'المخزون',
    cold: 'مبرّد',
    pictures: 'صور المنتج',
    addOption: 'إضافة خيار',
    optionNameAr: 'الاسم بالعربية',
    create: 'إنشاء المنتج',
    priceInvalid: 'أدخل مبلغًا، مثل 12.50',
    created: 'تم إنشاء المنتج: يُعرض بعد أن يعتمده فريق المتجر.',
    pending: 'بانتظار الاعتماد',
    approvals: 'اعتماد المنتجات',
    approvalsTitle: 'منتجات بانتظار الاعتماد',
    approve: 'اعتماد',
    approved: 'وهو معروض.',
    notFound: 'لا يوجد هذا المنتج',
    reason: (name: string) => `سبب رفض ${name} (يقرؤه البائع)`,
    reject: 'رفض',
    rejected: 'يرى البائع السبب.',
    rejectedBecause: 'مرفوض: ',
    autoSwitch: 'اعتماد منتجات هذا البائع الجديدة تلقائيًا',
    autoOn: 'تُعرض منتجات هذا البائع الجديدة الآن فورًا.',
  },
} as const;

/** A new seller: applied through Become Seller, approved by staff through the API. */
async function newSeller() {
  const application = await sellerApplies();
  const admin = await callApi<{ token: string }>('POST', 'Staff/SignIn', { data: demo.admin });
  const submitted = await callApi<StaffSellerApplicationPage>(
    'GET',
    'Staff/SellerApplication?status=submitted&pageSize=50',
    { token: admin.body.token },
  );
  const found = submitted.body.items.find((item) => item.email === application.email);
  expect(found, 'the application among the submitted ones').toBeTruthy();
  const approved = await callApi('POST', `Staff/SellerApplication/${found!.id}/Approve`, {
    token: admin.body.token,
  });
  expect(approved.status).toBe(200);
  const signedIn = await callApi<{ token: string }>('POST', 'Seller/Login', {
    data: { email: application.email, password: application.password },
  });
  expect(signedIn.status).toBe(200);
  return {
    applicationId: found!.id,
    email: application.email,
    password: application.password,
    token: signedIn.body.token,
  };
}

async function signIn(page: Page, lang: 'en' | 'ar', who: { email: string; password: string }) {
  const t = texts[lang];
  await page.goto(`/?lang=${lang}`);
  if (who.email !== demo.moderator.email && who.email !== demo.admin.email) {
    await page.getByRole('radio', { name: t.seller }).check();
  }
  await page.getByLabel(t.email).fill(who.email);
  await page.getByLabel(t.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page.getByRole('button', { name: t.signOut })).toBeVisible();
}

/** Types into a field reached by the keyboard's focus (no pointer). */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: a new seller's product with a picture, made with the keyboard, goes live once approved`, async ({
    page,
    browser,
  }) => {
    const seller = await newSeller();
    const unique = Date.now().toString(36);
    const nameEn = `Keyboard Honey ${lang} ${unique}`;
    const nameAr = `عسل السدر ${unique}`;
    await signIn(page, lang, seller);
    await expect(page.getByRole('heading', { level: 1, name: t.products })).toBeVisible();

    const newProduct = page.getByRole('link', { name: t.newProduct });
    await newProduct.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t.newProduct })).toBeVisible();
    await expectAccessible(page);

    await typeInto(page, page.getByRole('textbox', { name: t.nameAr }).first(), nameAr);
    await typeInto(page, page.getByRole('textbox', { name: t.nameEn }).first(), nameEn);
    await typeInto(page, page.getByLabel(t.descriptionAr), 'عسل سدر طبيعي');
    await typeInto(page, page.getByLabel(t.descriptionEn), 'Natural sidr honey');
    await typeInto(page, page.getByLabel(t.unitAr), 'عبوة');
    await typeInto(page, page.getByLabel(t.unitEn), 'jar');
    const category = page.getByRole('combobox', { name: t.category });
    await category.focus();
    await page.keyboard.press('ArrowDown');
    await expect(category).not.toHaveValue('');
    // A price that is not an amount is refused by the form, with its reason by the field.
    const price = page.getByRole('textbox', { name: t.price, exact: true });
    await typeInto(page, price, '12,5,0');
    await typeInto(page, page.getByLabel(t.stock), '25');
    await page.getByRole('radio', { name: t.cold }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: t.cold })).toBeChecked();

    // The picture: the drop zone's file input, opened from the keyboard.
    const picture = await sharp({
      create: { width: 80, height: 80, channels: 3, background: { r: 200, g: 150, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    // Space on the focused input opens the chooser; tried again if a press is lost while the form
    // still settles (seen once in CI: no chooser within the minute).
    await expect(async () => {
      await page.getByLabel(t.pictures).focus();
      const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
      await page.keyboard.press('Space');
      await (
        await chooser
      ).setFiles({ name: 'honey.jpg', mimeType: 'image/jpeg', buffer: picture });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: 'honey.jpg' })).toBeVisible();

    const create = page.getByRole('button', { name: t.create });
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(price).toHaveAccessibleDescription(new RegExp(t.priceInvalid.replace('.', '\\.')));
    await expect(price).toBeFocused();
    await typeInto(page, price, '24.50');
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.created })).toBeVisible();
    await expect(page.getByText(t.pending).first()).toBeVisible();
    await expectAccessible(page);

    const mine = (
      await callApi<SellerProductPage>('GET', 'Seller/Product?pageSize=5', { token: seller.token })
    ).body.items.find((item) => item.nameEn === nameEn);
    expect(mine).toMatchObject({
      price: 2450,
      stockQuantity: 25,
      storage: 'cold',
      approvalStatus: 'pending',
    });
    expect(mine!.images).toMatchObject([{ uploaded: true }]);
    expect((await callApi('GET', `Product/${mine!.slug}`)).status).toBe(404);

    // A moderator approves it in the queue.
    await page.getByRole('button', { name: t.signOut }).click();
    await signIn(page, lang, demo.moderator);
    await page.getByRole('navigation').getByRole('link', { name: t.approvals }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.approvalsTitle })).toBeVisible();
    const name = lang === 'ar' ? nameAr : nameEn;
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(article).toBeVisible();
    await expectAccessible(page);
    await article.getByRole('button', { name: t.approve }).click();
    await expect(page.getByRole('status').filter({ hasText: t.approved })).toBeVisible();

    // Live: its page, its brand's listing and its picture.
    const detail = await callApi<ProductDetail>('GET', `Product/${mine!.slug}`);
    expect(detail.status).toBe(200);
    const me = (await callApi<SellerMe>('GET', 'Seller/Me', { token: seller.token })).body;
    const listing = await callApi<ProductPage>(
      'GET',
      `Product?brandId=${me.brands[0]!.id}&pageSize=50`,
    );
    expect(listing.body.items.map((item) => item.id)).toContain(mine!.id);
    expect((await callApi('GET', `Store/${me.store.slug}`)).status).toBe(200);
    // A shopper finds it on the store's page in the storefront.
    const shopper = await storefrontPage(browser, lang);
    await expect
      .poll(async () => {
        await shopper.goto(`/stores/${me.store.slug}`);
        return shopper.getByRole('main').getByText(name).count();
      })
      .toBeGreaterThan(0);
    const served = await page.request.get(new URL(mine!.images[0]!.url, apiUrl).href);
    expect(served.headers()['content-type']).toBe('image/jpeg');
  });
}

test('a seller cannot open another store’s product: the screen and a hand-made request meet 404', async ({
  page,
}) => {
  const seller = await newSeller();
  const demoSeller = await callApi<{ token: string }>('POST', 'Seller/Login', {
    data: demo.seller,
  });
  const [other] = (
    await callApi<SellerProductPage>('GET', 'Seller/Product?pageSize=1', {
      token: demoSeller.body.token,
    })
  ).body.items;
  expect(other).toBeTruthy();
  for (const [method, path, data] of [
    ['GET', `Seller/Product/${other!.id}`, undefined],
    ['PUT', `Seller/Product/${other!.id}/Stock`, { stockQuantity: 0 }],
    ['DELETE', `Seller/Product/${other!.id}/Image/1`, undefined],
  ] as const) {
    expect((await callApi(method, path, { token: seller.token, data })).status).toBe(404);
  }
  await signIn(page, 'en', seller);
  await expect(page.getByRole('heading', { level: 1, name: texts.en.products })).toBeVisible();
  await page.goto(`/products/${other!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: texts.en.notFound })).toBeVisible();
  await expectAccessible(page);
  const still = await callApi<SellerProduct>('GET', `Seller/Product/${other!.id}`, {
    token: demoSeller.body.token,
  });
  expect(still.body.stockQuantity).toBe(other!.stockQuantity);
});

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: a rejection's reason reaches the seller; an admin's auto-approval lets the next product go live`, async ({
    page,
  }) => {
    const seller = await newSeller();
    const me = (await callApi<SellerMe>('GET', 'Seller/Me', { token: seller.token })).body;
    const [category] = (await callApi<{ id: number }[]>('GET', 'Category')).body;
    const unique = Date.now().toString(36);
    const body = (nameEn: string) => ({
      brandId: me.brands[0]!.id,
      categoryId: category!.id,
      name: `منتج ${unique}`,
      nameEn,
      description: 'وصف',
      descriptionEn: 'A description',
      unit: 'حبة',
      unitEn: 'piece',
      price: 1500,
      stockQuantity: 5,
      storage: 'dry',
    });
    const made = await callApi<SellerProduct>('POST', 'Seller/Product', {
      token: seller.token,
      data: body(`Blurry Dates ${unique}`),
    });
    expect(made.body.approvalStatus).toBe('pending');
    const name = lang === 'ar' ? made.body.name : made.body.nameEn;

    await signIn(page, lang, demo.moderator);
    await page.getByRole('navigation').getByRole('link', { name: t.approvals }).click();
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    const why = 'The picture shows another product';
    await article.getByRole('textbox', { name: t.reason(name) }).fill(why);
    await article.getByRole('button', { name: t.reject }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.reject }).click();
    await expect(page.getByRole('status').filter({ hasText: t.rejected })).toBeVisible();

    await page.getByRole('button', { name: t.signOut }).click();
    await signIn(page, lang, seller);
    await expect(page.getByText(`${t.rejectedBecause}${why}`)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: t.signOut }).click();
    await signIn(page, lang, demo.admin);
    await page.goto(`/sellers/${seller.applicationId}`);
    const toggle = page.getByRole('switch', { name: t.autoSwitch });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.autoOn })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);

    const trusted = await callApi<SellerProduct>('POST', 'Seller/Product', {
      token: seller.token,
      data: body(`Trusted Dates ${unique}`),
    });
    expect(trusted.body.approvalStatus).toBe('approved');
    expect((await callApi('GET', `Product/${trusted.body.slug}`)).status).toBe(200);
  });
}
