// The newsletter: a sign-up answers the same 202 whoever the address is and mails a double
// opt-in link (in the subscriber's language) to a page where the person presses Confirm; a GET
// confirms nobody; confirming issues the first-purchase coupon once per address, ever; every
// newsletter mail carries one-click unsubscribe headers (RFC 8058), and the one-click POST
// unsubscribes without the storefront's key; limits per client and per address.
import {
  NEWSLETTER_OFFER_PERCENT,
  type ApiError,
  type NewsletterConfirmed,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, newsletterSubscriptions, newsletterTokens } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import type { ReceivedMail } from '#src/test/test-mail-server.ts';
import { newsletterLimits } from './newsletter-routes.ts';

const customerApp = useCustomerApp('catalog');
const { call, mail } = customerApp;
const db = () => customerApp.db;

let clients = 0;
/** A client address of its own (TEST-NET-3, then TEST-NET-2), so tests never share a limit. */
const ownClient = () => {
  clients += 1;
  return { 'x-forwarded-for': `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}` };
};

let marks = 0;
/** An address no other test uses. */
const newAddress = () => `reader.${Date.now().toString(36)}${(marks += 1)}@example.com`;

const signUp = (email: string, locale?: 'en' | 'ar') =>
  call('POST', 'Newsletter', {
    body: locale === undefined ? { email } : { email, locale },
    headers: ownClient(),
  });

/** The mail to `email`, its CRLF lines as LF. */
async function mailTo(email: string): Promise<ReceivedMail> {
  const received = await mail.next(email);
  received.text = received.text.replaceAll('\r\n', '\n');
  return received;
}

/** The token of a link to `path` in the mail's text. */
function tokenOf(received: ReceivedMail, path: string): string {
  const found = new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([\\w-]+)`).exec(received.text);
  if (!found?.[1]) throw new Error(`no ${path} link in: ${received.text}`);
  return found[1];
}

/** The mail's head, its folded lines unfolded. */
const headOf = (received: ReceivedMail) =>
  (received.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');

function expectOneClickHeaders(received: ReceivedMail): string {
  const head = headOf(received);
  const listUnsubscribe = /^list-unsubscribe: <([^>]+)>/im.exec(head)?.[1];
  expect(listUnsubscribe).toMatch(
    /^http:\/\/127\.0\.0\.1:3000\/api\/Newsletter\/Unsubscribe\?token=[\w-]{43}$/,
  );
  expect(head).toMatch(/^list-unsubscribe-post: List-Unsubscribe=One-Click$/im);
  return listUnsubscribe!;
}

async function subscriptionOf(email: string) {
  const [row] = await db()
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  return row;
}

/** Waits until no mail to `email` comes (5 s), failing on any. */
async function noMailTo(email: string): Promise<void> {
  const received = await mail.next(email).catch(() => undefined);
  expect(received?.subject).toBeUndefined();
}

const confirm = (token: string) =>
  call('POST', 'Newsletter/Confirm', { body: { token }, headers: ownClient() });

/** One-click unsubscribe as a mail provider posts it: a form body and no storefront key. */
const oneClick = (url: string) =>
  customerApp.app.inject({
    method: 'POST',
    url: new URL(url).pathname + new URL(url).search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('newsletter sign-up', () => {
  it('keeps a pending subscription and mails a confirmation link, with one-click unsubscribe headers', async () => {
    const email = newAddress();
    const sent = await signUp(email.toUpperCase());
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ received: true });
    expect(sent.headers['cache-control']).toBe('private, no-store');

    const received = await mailTo(email);
    expect(received.subject).toBe('Confirm your subscription to the Souq newsletter');
    expect(received.text).toMatch(
      /http:\/\/127\.0\.0\.1:3000\/newsletter\/confirm\?token=[\w-]{43}/,
    );
    expect(received.text).toContain(`${NEWSLETTER_OFFER_PERCENT}% off your first order`);
    expect(received.html).toContain('/newsletter/confirm?token=');
    expectOneClickHeaders(received);
    expect(await subscriptionOf(email)).toMatchObject({
      email,
      locale: 'en',
      status: 'pending',
      couponId: null,
    });
    // Only the tokens' hashes are kept.
    const token = tokenOf(received, '/newsletter/confirm');
    const kept = await db().select({ hash: newsletterTokens.tokenHash }).from(newsletterTokens);
    expect(kept.map((row) => row.hash)).not.toContain(token);
  });

  it('writes to an Arabic subscriber in Arabic', async () => {
    const email = newAddress();
    expect((await signUp(email, 'ar')).statusCode).toBe(202);
    const received = await mailTo(email);
    expect(received.subject).toBe('أكّد اشتراكك في النشرة البريدية لسوق');
    expect(received.text).toContain(`خصم ${NEWSLETTER_OFFER_PERCENT}% على طلبك الأول`);
    expect(received.html).toContain('lang="ar" dir="rtl"');
    expectOneClickHeaders(received);
  });

  it('answers the same for a new, a pending and a subscribed address, and tells nobody who subscribed', async () => {
    const email = newAddress();
    const first = await signUp(email);
    const token = tokenOf(await mailTo(email), '/newsletter/confirm');
    const pending = await signUp(email);
    // A pending address gets a fresh link (the person may have lost the first).
    await mailTo(email);
    expect((await confirm(token)).statusCode).toBe(200);
    await mailTo(email); // the welcome mail
    const subscribed = await signUp(email);
    for (const answer of [first, pending, subscribed]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe('{"received":true}');
    }
    // A subscribed address gets no mail from a sign-up by someone else.
    await noMailTo(email);
    expect((await subscriptionOf(email))?.status).toBe('subscribed');
  });

  it("says what is wrong with the spec's messages, and refuses odd bodies", async () => {
    const post = (body: unknown) => call('POST', 'Newsletter', { body, headers: ownClient() });
    const empty = await post({ email: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:newsletterEmailRequired', field: 'body.email' },
    ]);
    expect((await post({})).json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:newsletterEmailRequired', field: 'body.email' },
    ]);
    expect((await post({ email: 'reader@' })).json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:newsletterInvalidEmail', field: 'body.email' },
    ]);
    for (const body of [
      { email: `${'x'.repeat(250)}@example.com` },
      { email: newAddress(), locale: 'fr' },
      { email: newAddress(), list: 'all' },
      { email: `${newAddress()}\r\nBcc: victim@example.com` },
    ]) {
      expect((await post(body)).statusCode).toBe(400);
    }
  });
});

describe('newsletter confirmation', () => {
  it('a GET of the link confirms nobody; pressing Confirm subscribes and gives the 15 % first-order coupon, mailed too', async () => {
    const email = newAddress();
    await signUp(email);
    const received = await mailTo(email);
    const token = tokenOf(received, '/newsletter/confirm');

    // What a mail scanner does: follow the link (the storefront page) and GET the API's paths.
    for (const url of [`Newsletter/Confirm?token=${token}`, `Newsletter?token=${token}`]) {
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    expect((await subscriptionOf(email))?.status).toBe('pending');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    const answer = confirmed.json<NewsletterConfirmed>();
    expect(answer).toEqual({
      subscribed: true,
      coupon: { code: expect.stringMatching(/^WELCOME-[A-Z0-9]{10}$/) as string, percent: 15 },
    });
    const row = await subscriptionOf(email);
    expect(row).toMatchObject({ status: 'subscribed', couponId: expect.any(Number) as number });
    const [coupon] = await db().select().from(coupons).where(eq(coupons.id, row!.couponId!));
    expect(coupon).toMatchObject({
      code: answer.coupon.code,
      kind: 'percent',
      value: NEWSLETTER_OFFER_PERCENT,
      maxUses: 1,
      maxUsesPerCustomer: 1,
      firstOrderOnly: true,
      brandId: null,
    });

    const welcome = await mailTo(email);
    expect(welcome.subject).toBe(
      `Welcome to the Souq newsletter: ${NEWSLETTER_OFFER_PERCENT}% off your first order`,
    );
    expect(welcome.text).toContain(answer.coupon.code);
    expectOneClickHeaders(welcome);

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json<ApiError[]>()).toEqual([
      {
        code: 'newsletter_link_invalid',
        message: 'This link has expired or is no longer valid',
        field: 'body.token',
      },
    ]);
  });

  it('refuses an unknown, an expired and an odd token alike', async () => {
    const email = newAddress();
    await signUp(email);
    const token = tokenOf(await mailTo(email), '/newsletter/confirm');
    const row = await subscriptionOf(email);
    await db()
      .update(newsletterTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterTokens.subscriptionId, row!.id));
    for (const attempt of [token, 'A'.repeat(43)]) {
      const answer = await confirm(attempt);
      expect(answer.statusCode).toBe(422);
      expect(answer.json<ApiError[]>()).toMatchObject([{ code: 'newsletter_link_invalid' }]);
    }
    expect((await confirm('x'.repeat(101))).statusCode).toBe(400);
    expect((await subscriptionOf(email))?.status).toBe('pending');
  });

  it('two links of one address confirmed at once issue one coupon', async () => {
    const email = newAddress();
    await signUp(email);
    const first = tokenOf(await mailTo(email), '/newsletter/confirm');
    await signUp(email);
    const second = tokenOf(await mailTo(email), '/newsletter/confirm');
    const answers = await Promise.all([confirm(first), confirm(second)]);
    const codes = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<NewsletterConfirmed>().coupon.code);
    expect(codes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(codes).size).toBe(1);
    const issued = await db()
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, codes[0]!));
    expect(issued).toHaveLength(1);
    await mailTo(email);
  });
});

describe('newsletter unsubscribe', () => {
  it('one click from the mail unsubscribes without the storefront key; re-subscribing never gives a second coupon', async () => {
    const email = newAddress();
    await signUp(email, 'ar');
    const token = tokenOf(await mailTo(email), '/newsletter/confirm');
    const { coupon } = (await confirm(token)).json<NewsletterConfirmed>();
    const welcome = await mailTo(email);
    expect(welcome.subject).toContain('أهلًا بك');
    const url = expectOneClickHeaders(welcome);

    const clicked = await oneClick(url);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ unsubscribed: true });
    expect(await subscriptionOf(email)).toMatchObject({ status: 'unsubscribed' });
    // A second press changes nothing; the page's button posts the same.
    expect((await oneClick(url)).statusCode).toBe(200);
    const pageToken = tokenOf(welcome, '/newsletter/unsubscribe');
    expect(
      (await call('POST', `Newsletter/Unsubscribe?token=${pageToken}`, { body: {} })).statusCode,
    ).toBe(200);
    expect((await oneClick('http://x/api/Newsletter/Unsubscribe?token=nope')).statusCode).toBe(422);

    // Subscribing again: a new confirmation, the same coupon, no second one.
    await signUp(email, 'ar');
    expect((await subscriptionOf(email))?.status).toBe('pending');
    const again = tokenOf(await mailTo(email), '/newsletter/confirm');
    const reconfirmed = (await confirm(again)).json<NewsletterConfirmed>();
    expect(reconfirmed.coupon.code).toBe(coupon.code);
    const welcomes = await db()
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.id, (await subscriptionOf(email))!.couponId!));
    expect(welcomes).toHaveLength(1);
    expect((await mailTo(email)).text).toContain(coupon.code);
  });

  it('unsubscribing a pending address spends its confirmation link', async () => {
    const email = newAddress();
    await signUp(email);
    const received = await mailTo(email);
    const url = expectOneClickHeaders(received);
    expect((await oneClick(url)).statusCode).toBe(200);
    const answer = await confirm(tokenOf(received, '/newsletter/confirm'));
    expect(answer.statusCode).toBe(422);
    expect((await subscriptionOf(email))?.status).toBe('unsubscribed');
  });
});

describe('newsletter under abuse', () => {
  it(`holds ${newsletterLimits.perClient.max} sign-ups an hour from one client, and stays open to another`, async () => {
    const headers = ownClient();
    for (let index = 0; index < newsletterLimits.perClient.max; index += 1) {
      const sent = await call('POST', 'Newsletter', { body: { email: newAddress() }, headers });
      expect(sent.statusCode).toBe(202);
    }
    const email = newAddress();
    const limited = await call('POST', 'Newsletter', { body: { email }, headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError[]>()).toMatchObject([{ code: 'rate_limited' }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscriptionOf(email)).toBeUndefined();

    const other = await call('POST', 'Newsletter', { body: { email }, headers: ownClient() });
    expect(other.statusCode).toBe(202);
    expect((await subscriptionOf(email))?.status).toBe('pending');
  });

  it(`holds ${newsletterLimits.perAddress.max} sign-ups an hour for one address, from any clients`, async () => {
    const email = newAddress();
    for (let index = 0; index < newsletterLimits.perAddress.max; index += 1) {
      expect((await signUp(index === 0 ? email.toUpperCase() : email)).statusCode).toBe(202);
      await mailTo(email);
    }
    const limited = await signUp(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError[]>()).toMatchObject([{ code: 'rate_limited' }]);
    // Another address from a client is not held.
    expect((await signUp(newAddress())).statusCode).toBe(202);
  });

  it(`holds ${newsletterLimits.confirmPerClient.max} confirmation attempts an hour from one client`, async () => {
    const headers = ownClient();
    for (let index = 0; index < newsletterLimits.confirmPerClient.max; index += 1) {
      const guess = await call('POST', 'Newsletter/Confirm', {
        body: { token: `guess${index}` },
        headers,
      });
      expect(guess.statusCode).toBe(422);
    }
    const limited = await call('POST', 'Newsletter/Confirm', {
      body: { token: 'guess' },
      headers,
    });
    expect(limited.statusCode).toBe(429);
    expect((await confirm('guess')).statusCode).toBe(422);
  });
});
