import { callApi, demo, expect, expectAccessible, sellerApplies, test } from './fixtures';

// Seller applications in the back office (issue 17): a business applies (Become Seller, through
// the API), support staff find it among the submitted ones with its age, download its documents,
// and approve it; the seller's store opens and the seller signs in. A rejection needs a reason.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    nav: 'Seller applications',
    title: 'Seller applications',
    download: 'Download Commercial registration certificate',
    approve: 'Approve and open the store',
    reject: 'Reject',
    reasonRequired: 'Write the reason first',
    reason: 'Reason (mailed to the applicant)',
    approved: /The application is now: Approved The store is open at \/stores\//,
    suspend: 'Suspend the seller',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    nav: 'طلبات البائعين',
    title: 'طلبات البائعين',
    download: 'تنزيل شهادة السجل التجاري',
    approve: 'قبول وفتح المتجر',
    reject: 'رفض',
    reasonRequired: 'اكتب السبب أولاً',
    reason: 'السبب (يُرسل إلى مقدّم الطلب)',
    approved: /حالة الطلب الآن: مقبول المتجر مفتوح على \/stores\//,
    suspend: 'إيقاف البائع',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: support staff approve a seller's application and the seller's store opens`, async ({
    page,
  }) => {
    const application = await sellerApplies();
    const name = lang === 'ar' ? application.displayName : application.displayNameEn;

    await page.goto(`/?lang=${lang}`);
    await page.getByLabel(t.email).fill(demo.support.email);
    await page.getByLabel(t.password, { exact: true }).fill(demo.support.password);
    await page.getByRole('button', { name: t.signIn }).click();
    await page.getByRole('navigation').getByRole('link', { name: t.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectAccessible(page);

    // The document comes with the staff member's token, as a download.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.download }).click();
    expect((await download).suggestedFilename()).toBe('cr_certificate.png');

    // A rejection needs its reason; an approval none.
    await page.getByRole('button', { name: t.reject }).click();
    await expect(page.getByRole('textbox', { name: t.reason })).toHaveAccessibleDescription(
      t.reasonRequired,
    );
    await page.getByRole('button', { name: t.approve }).click();
    await expect(page.getByRole('status').filter({ hasText: t.approved })).toBeVisible();
    // Now only what an approved seller allows.
    await expect(page.getByRole('button', { name: t.suspend })).toBeVisible();
    await expect(page.getByRole('button', { name: t.approve })).toHaveCount(0);

    const signedIn = await callApi<{ store: { slug: string } }>('POST', 'Seller/Login', {
      data: { email: application.email, password: application.password },
    });
    expect(signedIn.status).toBe(200);
    expect((await callApi('GET', `Store/${signedIn.body.store.slug}`)).status).toBe(200);
  });
}
