import { WALLET_CURRENCY } from '@shop/core/checkout-schemas';
import { createI18n } from '@shop/core/i18n';
import { minorUnitsFromText } from '@shop/core/money';
import { formatAmount } from '@shop/ui/format';
import type { Page } from '@playwright/test';
import { secondApprovalAbove } from '../playwright.config';
import {
  callApi,
  deliverOrder,
  demo,
  expect,
  expectAccessible,
  shopperAsksRefund,
  shopperPlacesOrder,
  shopperSignsIn,
  storefrontPage,
  test,
  walletBalance,
} from './fixtures';

// Refunds in the back office (issue 17): a shopper's request waits on the list, support staff
// approve part of it, and the shopper's wallet (and My Wallet in the storefront) has exactly
// that amount more; a second decision on the same request changes nothing.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    refunds: 'Refunds',
    partAmount: /Or approve part/,
    approvePart: 'Approve this amount',
    invalid: 'Enter an amount above zero, at most the amount asked',
    refunded: 'The refund is now: Refunded',
    reject: 'Reject',
    approveAll: /^Approve all/,
    waitingSecond: 'Approved once: another staff member must approve it too.',
    secondRequired: 'You gave the first approval: another staff member must give the second.',
    secondApprove: /^Give the second approval/,
    firstApproval: /^Approved once by Demo Admin/,
    signOut: 'Sign out',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    refunds: 'الاستردادات',
    partAmount: /أو قبول جزء/,
    approvePart: 'قبول هذا المبلغ',
    invalid: 'أدخل مبلغاً أكبر من صفر ولا يتجاوز المبلغ المطلوب',
    refunded: 'حالة الاسترداد الآن: تم الاسترداد',
    reject: 'رفض',
    approveAll: /^قبول الكل/,
    waitingSecond: 'تمت الموافقة الأولى: يجب أن يوافق عليه موظف آخر أيضاً.',
    secondRequired: 'أنت من أعطى الموافقة الأولى: يجب أن يعطي موظف آخر الموافقة الثانية.',
    secondApprove: /^إعطاء الموافقة الثانية/,
    firstApproval: /^وافق عليه Demo Admin/,
    signOut: 'تسجيل الخروج',
  },
} as const;

async function signIn(page: Page, lang: 'en' | 'ar', account: { email: string; password: string }) {
  const t = texts[lang];
  await page.getByLabel(t.email).fill(account.email);
  await page.getByLabel(t.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t.signIn }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];
  /** The storefront's own texts in `lang` (what its shopper reads). */
  const shop = createI18n(lang).t;

  test(`${lang}: support staff approve part of a refund and the shopper's wallet has exactly that`, async ({
    page,
    browser,
  }) => {
    const order = await shopperPlacesOrder();
    await deliverOrder(order.id);
    const refund = await shopperAsksRefund(order);
    const before = await walletBalance();

    await page.goto(`/refunds?lang=${lang}`);
    await signIn(page, lang, demo.support);
    await expect(page.getByRole('heading', { level: 1, name: t.refunds })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: t.refunds })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: order.number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    await expectAccessible(page);

    // More than asked is refused on the page, before any call.
    const part = page.getByRole('textbox', { name: t.partAmount });
    await part.fill(String(refund.requestedAmount));
    await page.getByRole('button', { name: t.approvePart }).click();
    await expect(part).toHaveAccessibleDescription(t.invalid);

    // Half of it (within the second-approval amount), typed in riyals (Arabic digits on the
    // Arabic page).
    const half = Math.min(Math.floor(refund.requestedAmount / 2), secondApprovalAbove);
    const typed = (half / 100).toFixed(2);
    await part.fill(
      lang === 'ar' ? typed.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : typed,
    );
    expect(minorUnitsFromText(typed, 2)).toBe(half);
    await page.getByRole('button', { name: t.approvePart }).click();
    await expect(page.getByRole('status').filter({ hasText: t.refunded })).toBeVisible();
    await expect(page.getByRole('button', { name: t.reject })).toBeHidden();
    expect(await walletBalance()).toBe(before + half);
    // The shopper's My Wallet in the storefront shows it.
    const shopper = await storefrontPage(browser, lang, await shopperSignsIn());
    await shopper.goto('/account/wallet');
    await expect(
      shopper.getByRole('region', { name: shop('wallet:wallet.balance') }),
    ).toContainText(formatAmount(before + half, WALLET_CURRENCY, lang));

    // A retried or doubled decision pays nothing more.
    const staff = await callApi<{ token: string }>('POST', 'Staff/SignIn', { data: demo.support });
    const again = await callApi('POST', `Staff/Refund/${refund.id}/Approve`, {
      token: staff.body.token,
      data: {},
    });
    expect(again.status).toBe(409);
    expect(await walletBalance()).toBe(before + half);
  });

  test(`${lang}: a refund above the second-approval amount takes two staff members`, async ({
    page,
  }) => {
    const order = await shopperPlacesOrder();
    await deliverOrder(order.id);
    const refund = await shopperAsksRefund(order, { whole: true });
    expect(refund.requestedAmount).toBeGreaterThan(secondApprovalAbove);
    const before = await walletBalance();

    // The admin approves first: nothing is paid yet, and the admin cannot approve twice.
    await page.goto(`/refunds?lang=${lang}`);
    await signIn(page, lang, demo.admin);
    await page.getByRole('link', { name: order.number }).click();
    await page.getByRole('button', { name: t.approveAll }).click();
    await expect(page.getByRole('status').filter({ hasText: t.waitingSecond })).toBeVisible();
    await expect(page.getByText(t.firstApproval)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.secondApprove }).click();
    await expect(page.getByRole('alert')).toHaveText(t.secondRequired);
    expect(await walletBalance()).toBe(before);

    // Support staff give the second approval: paid once.
    await page.getByRole('button', { name: t.signOut }).click();
    await page.goto(`/refunds/${refund.id}?lang=${lang}`);
    await signIn(page, lang, demo.support);
    await expect(page.getByText(t.firstApproval)).toBeVisible();
    await page.getByRole('button', { name: t.secondApprove }).click();
    await expect(page.getByRole('status').filter({ hasText: t.refunded })).toBeVisible();
    expect(await walletBalance()).toBe(before + refund.requestedAmount);
  });
}
