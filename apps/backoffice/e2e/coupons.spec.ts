import type { CheckoutQuote } from '@shop/core/checkout-schemas';
import {
  callApi,
  demo,
  expect,
  expectAccessible,
  shopperReadyToPay,
  signIn,
  test,
} from './fixtures';

// Coupons in the back office (issue 17): an admin creates a coupon, pauses it and a shopper's
// checkout quote refuses it ("Please enter a valid coupon"), resumes it and the quote applies it.

const texts = {
  en: {
    coupons: 'Coupons',
    newCoupon: 'New coupon',
    code: 'Code',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    percent: 'Percentage off (1–100)',
    create: 'Create the coupon',
    created: 'The coupon is created.',
    active: 'Active',
    paused: 'Paused',
    pause: 'Pause',
    resume: 'Resume',
    percentInvalid: 'A percentage from 1 to 100',
  },
  ar: {
    coupons: 'القسائم',
    newCoupon: 'قسيمة جديدة',
    code: 'الرمز',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    percent: 'نسبة الخصم (1–100)',
    create: 'إنشاء القسيمة',
    created: 'أُنشئت القسيمة.',
    active: 'نشطة',
    paused: 'موقوفة',
    pause: 'إيقاف',
    resume: 'استئناف',
    percentInvalid: 'نسبة مئوية من 1 إلى 100',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: an admin creates a coupon, pauses it (checkout refuses it) and resumes it`, async ({
    page,
  }) => {
    const code = `E2E${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, lang, demo.admin);
    await page.getByRole('navigation').getByRole('link', { name: t.coupons }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.coupons })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: t.newCoupon }).click();
    await page.getByRole('textbox', { name: t.code }).fill(code.toLowerCase());
    await page.getByRole('textbox', { name: t.nameEn }).fill('Spring ten');
    await page.getByRole('textbox', { name: t.nameAr }).fill('خصم الربيع');
    await page.getByRole('textbox', { name: t.percent }).fill('150');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('textbox', { name: t.percent })).toHaveAccessibleDescription(
      t.percentInvalid,
    );
    await page.getByRole('textbox', { name: t.percent }).fill('10');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('status').filter({ hasText: t.created })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
    await expect(page.getByText(t.active, { exact: true })).toBeVisible();
    await expectAccessible(page);

    const ready = await shopperReadyToPay();
    const quote = () =>
      callApi<CheckoutQuote | { code: string; message: string }[]>('POST', 'Checkout/Quote', {
        token: ready.token,
        data: { ...ready.body, couponCode: code.toLowerCase() },
      });
    expect((await quote()).status).toBe(200);

    await page.getByRole('button', { name: t.pause, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.pause, exact: true }).click();
    await expect(page.getByText(t.paused, { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await quote();
        return { status: answer.status, body: answer.body };
      })
      .toEqual({
        status: 422,
        body: [
          {
            code: 'coupon_invalid',
            message: 'Please enter a valid coupon',
            field: 'body.couponCode',
          },
        ],
      });

    await page.getByRole('button', { name: t.resume, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.resume, exact: true }).click();
    await expect(page.getByText(t.active, { exact: true })).toBeVisible();
    const applied = await quote();
    expect(applied.status).toBe(200);
    expect((applied.body as CheckoutQuote).coupon).toMatchObject({ code });

    // The list finds it by its code, in the address.
    await page.goto(`/coupons?status=active&q=${code}`);
    await expect(page.getByRole('link', { name: code })).toBeVisible();
  });
}
