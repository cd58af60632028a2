import type { SellerProductPage } from '@shop/core/schemas';
import { callApi, demo, expect, expectAccessible, test } from './fixtures';

// A seller's stock import (issue 17): a CSV (semicolons, a byte order mark, Arabic-Indic digits)
// with one bad row: the preview refuses that row with its reason, and applying sets the rest.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    seller: 'Seller',
    products: 'Products',
    importLink: 'Import stock from a CSV file',
    title: 'Import stock',
    file: 'CSV file',
    unknown: 'Unknown SKU: not one of your products',
    willChange: 'Will change',
    apply: 'Apply 2 changes',
    progress: 'Applying the changes',
    done: /^Done: 2 applied; 1 refused rows were not applied\.$/,
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    seller: 'بائع',
    products: 'المنتجات',
    importLink: 'استيراد المخزون من ملف CSV',
    title: 'استيراد المخزون',
    file: 'ملف CSV',
    unknown: 'رمز غير معروف: ليس من منتجاتك',
    willChange: 'سيتغيّر',
    apply: 'طبّق تغييرين',
    progress: 'جارٍ تطبيق التغييرات',
    done: /^تم: طُبّق 2؛ ولم يُطبَّق 1 من الصفوف المرفوضة\.$/,
  },
} as const;

const arabicDigits = (value: number) =>
  String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: the seller imports a stock CSV, one bad row refused with its reason, the rest applied`, async ({
    page,
  }) => {
    const signedIn = await callApi<{ token: string }>('POST', 'Seller/Login', {
      data: demo.seller,
    });
    const token = signedIn.body.token;
    const [first, second] = (
      await callApi<SellerProductPage>('GET', 'Seller/Product?pageSize=2', { token })
    ).body.items;
    // New stock unlike the current one (each run, each language).
    const stockOne = 100 + (Date.now() % 500) + (lang === 'ar' ? 1 : 0);
    const stockTwo = stockOne + 7;
    const csv =
      '\uFEFFsku;name;stock\r\n' +
      `${first!.sku};"first; product";${arabicDigits(stockOne)}\r\n` +
      `NO-SUCH-SKU-${lang};ghost;5\r\n` +
      `${second!.sku};second;${stockTwo}\r\n`;

    await page.goto(`/?lang=${lang}`);
    await page.getByRole('radio', { name: t.seller }).check();
    await page.getByLabel(t.email).fill(demo.seller.email);
    await page.getByLabel(t.password, { exact: true }).fill(demo.seller.password);
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.products })).toBeVisible();
    await page.getByRole('link', { name: t.importLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    await page.getByLabel(t.file).setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const bad = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `NO-SUCH-SKU-${lang}` }) });
    await expect(bad).toContainText(t.unknown);
    const good = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first!.sku }) });
    await expect(good).toContainText(t.willChange);
    await expectAccessible(page);

    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
    const progress = page.getByRole('progressbar', { name: t.progress });
    await expect(progress).toHaveAttribute('value', '2');
    await expectAccessible(page);

    const after = (
      await callApi<SellerProductPage>('GET', 'Seller/Product?pageSize=100', { token })
    ).body.items;
    expect(after.find((item) => item.id === first!.id)?.stockQuantity).toBe(stockOne);
    expect(after.find((item) => item.id === second!.id)?.stockQuantity).toBe(stockTwo);
  });
}
