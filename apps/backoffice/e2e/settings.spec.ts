import { callApi, demo, expect, expectAccessible, signIn, test } from './fixtures';

// Contact messages and site settings in the back office (issue 17): support staff mark a
// message handled with what they did; an admin closes the shop for maintenance with a message,
// which the API's public settings (what every shop front reads) carry at once, and opens it again.

const texts = {
  en: {
    messages: 'Contact messages',
    note: 'What was done (kept in the audit record)',
    handle: 'Mark handled',
    handled: 'The message is marked handled.',
    settings: 'Site settings',
    maintenanceOn: /The shop is closed for maintenance/,
    messageEn: 'Message in English (empty: the default)',
    retry: 'Back in (seconds, empty: five minutes)',
    retryInvalid: 'A whole number of seconds from 1 to 86400',
    save: 'Save the settings',
    saved: /The settings are saved/,
  },
  ar: {
    messages: 'رسائل التواصل',
    note: 'ما الذي تم (يُحفظ في سجل التدقيق)',
    handle: 'تحديد كمعالجة',
    handled: 'حُدّدت الرسالة كمعالجة.',
    settings: 'إعدادات الموقع',
    maintenanceOn: /المتجر مغلق للصيانة/,
    messageEn: 'الرسالة بالإنجليزية (فارغة: النص الافتراضي)',
    retry: 'العودة بعد (بالثواني، فارغ: خمس دقائق)',
    retryInvalid: 'عدد صحيح من الثواني من 1 إلى 86400',
    save: 'حفظ الإعدادات',
    saved: /حُفظت الإعدادات/,
  },
} as const;

type PublicSettings = {
  maintenance: { enabled: boolean; messageEn: string; retryAfterSeconds: number };
};

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: support staff mark a contact message handled`, async ({ page }) => {
    await signIn(page, lang, demo.support);
    await page.getByRole('navigation').getByRole('link', { name: t.messages }).click();
    const card = page.getByRole('article').first();
    const subject = await card.getByRole('heading').textContent();
    await expectAccessible(page);
    await card.getByRole('textbox', { name: t.note }).fill('Answered by e-mail');
    await card.getByRole('button', { name: t.handle }).click();
    await expect(page.getByRole('status').filter({ hasText: t.handled })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: subject ?? '' })).toHaveCount(0);
  });

  test(`${lang}: an admin closes the shop for maintenance with a message, then opens it`, async ({
    page,
  }) => {
    await signIn(page, lang, demo.admin);
    await page.getByRole('navigation').getByRole('link', { name: t.settings }).click();
    await expectAccessible(page);
    try {
      await page.getByRole('checkbox', { name: t.maintenanceOn }).check();
      await page.getByRole('textbox', { name: t.messageEn }).fill('Back at noon');
      await page.getByRole('textbox', { name: t.retry }).fill('0');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('textbox', { name: t.retry })).toHaveAccessibleDescription(
        t.retryInvalid,
      );
      await page.getByRole('textbox', { name: t.retry }).fill('1800');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
      await expect
        .poll(async () => (await callApi<PublicSettings>('GET', 'Settings')).body.maintenance)
        .toEqual(
          expect.objectContaining({
            enabled: true,
            messageEn: 'Back at noon',
            retryAfterSeconds: 1800,
          }),
        );

      await page.getByRole('checkbox', { name: t.maintenanceOn }).uncheck();
      await page.getByRole('button', { name: t.save }).click();
      await expect
        .poll(
          async () => (await callApi<PublicSettings>('GET', 'Settings')).body.maintenance.enabled,
        )
        .toBe(false);
    } finally {
      // Never leave the other tests' shop closed.
      const admin = await callApi<{ token: string }>('POST', 'Staff/SignIn', { data: demo.admin });
      await callApi('PUT', 'Staff/Settings', {
        token: admin.body.token,
        data: { maintenance: { enabled: false } },
      });
    }
  });
}
