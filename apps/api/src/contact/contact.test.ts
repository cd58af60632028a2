// Contact Us: anyone writes; the message is kept for support and mailed to the shop's support
// address over SMTP with a fixed subject (the sender's text never becomes a header); a robot's
// message (the honeypot filled) is answered alike and dropped; limits per client and per
// address; support lists and handles messages (audit record); a customer's token never does.
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  type ApiError,
  type StaffContactMessage,
  type StaffContactMessagePage,
} from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, staffActions } from '#src/db/schema.ts';
import { deliverAccountMail } from '#src/mail/account-mail-jobs.ts';
import { createMailer, DEFAULT_SUPPORT_EMAIL } from '#src/mail/mailer.ts';
import { createShopper } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import type { ReceivedMail } from '#src/test/test-mail-server.ts';
import { contactMailSubject } from './contact-mail.ts';
import { contactLimits } from './contact-routes.ts';

const customerApp = useCustomerApp('catalog');
const { call, mail } = customerApp;
const db = () => customerApp.db;

let clients = 0;
/** A client address of its own (TEST-NET-3, then TEST-NET-2), so tests never share a limit. */
const ownClient = () => {
  clients += 1;
  return { 'x-forwarded-for': `203.0.${113 + Math.floor(clients / 250)}.${(clients % 250) + 1}` };
};

let marks = 0;
/** A text no other test's message holds. */
const marker = () => `m${Date.now().toString(36)}${(marks += 1)}`;

const message = (mark: string, extra: Record<string, unknown> = {}) => ({
  name: 'Noura Salem',
  email: `noura.${mark}@example.com`,
  subject: `Late delivery ${mark}`,
  message: `My order has not arrived yet (${mark}).\nCan you check?`,
  ...extra,
});

/** The support mail whose text holds `mark` (mails of other tests before it are set aside). */
async function supportMailAbout(mark: string): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i += 1) {
    const received = await mail.next(DEFAULT_SUPPORT_EMAIL);
    // SMTP carries lines ending CRLF.
    received.text = received.text.replaceAll('\r\n', '\n');
    if (received.text.includes(mark)) return received;
  }
  throw new Error(`no support mail about ${mark}`);
}

/** Waits until no mail comes for a while, failing on any about `mark`. */
async function noMailAbout(mark: string): Promise<void> {
  for (;;) {
    const received = await mail.next(DEFAULT_SUPPORT_EMAIL).catch(() => undefined);
    if (!received) return;
    expect(received.text).not.toContain(mark);
  }
}

async function storedAbout(mark: string) {
  const rows = await db().select().from(contactMessages);
  return rows.filter((row) => row.subject.includes(mark));
}

describe('Contact Us', () => {
  it("keeps a guest's message and mails it to support with a fixed subject", async () => {
    const mark = marker();
    const sent = await call('POST', 'ContactMessage', {
      body: message(mark, { subject: `  Late delivery ${mark}  ` }),
      headers: ownClient(),
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ received: true });
    expect(sent.headers['cache-control']).toBe('private, no-store');

    const received = await supportMailAbout(mark);
    const [row] = await storedAbout(mark);
    expect(row).toMatchObject({
      name: 'Noura Salem',
      email: `noura.${mark}@example.com`,
      subject: `Late delivery ${mark}`,
      customerId: null,
      handledAt: null,
    });
    expect(row?.clientHash).toMatch(/^[\w-]{22}$/);
    expect(row?.clientHash).not.toContain('203.0');
    expect(received.to).toEqual([DEFAULT_SUPPORT_EMAIL]);
    expect(received.subject).toBe(contactMailSubject(row!.id));
    expect(received.subject).toBe(
      `رسالة من صفحة اتصل بنا رقم ${row!.id} | Contact Us message #${row!.id}`,
    );
    expect(received.text).toContain('Name: Noura Salem');
    expect(received.text).toContain(`E-mail (as typed, not verified): noura.${mark}@example.com`);
    expect(received.text).toContain(`Subject: Late delivery ${mark}`);
    expect(received.text).toContain(`My order has not arrived yet (${mark}).\nCan you check?`);
    expect(received.raw).not.toMatch(/^reply-to:/im);
    await expect.poll(async () => (await storedAbout(mark))[0]?.mailedAt).not.toBeNull();
  });

  it("never lets the sender's text become a header, and escapes it in the HTML part", async () => {
    const mark = marker();
    const sent = await call('POST', 'ContactMessage', {
      body: message(mark, {
        name: 'Eve\r\nBcc: victim@example.com',
        subject: `Hi ${mark}\r\nBcc: victim@example.com\r\nReply-To: eve@example.com`,
        message: `<script>alert(1)</script> ${mark}\r\n\r\n.\r\nRCPT TO:<victim@example.com>`,
      }),
      headers: ownClient(),
    });
    expect(sent.statusCode).toBe(202);
    const received = await supportMailAbout(mark);
    const [row] = await storedAbout(mark);
    expect(received.to).toEqual([DEFAULT_SUPPORT_EMAIL]);
    expect(received.subject).toBe(contactMailSubject(row!.id));
    const head = received.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(head).not.toMatch(/^(bcc|reply-to|cc):/im);
    expect(head).not.toContain('victim@example.com');
    expect(head).not.toContain(mark);
    expect(received.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(received.html).not.toContain('<script>');
    expect(received.text).toContain(`Subject: Hi ${mark}`);
    // Nobody else got a copy.
    await expect(mail.next('victim@example.com')).rejects.toThrow(/no mail/);
  });

  it("names the signed-in shopper's account; a dead token answers 401", async () => {
    const shopper = await createShopper(db(), 'Lina Haddad');
    const mark = marker();
    const sent = await call('POST', 'ContactMessage', {
      token: shopper.token,
      body: message(mark),
      headers: ownClient(),
    });
    expect(sent.statusCode).toBe(202);
    expect((await storedAbout(mark))[0]?.customerId).toBe(shopper.id);
    expect((await supportMailAbout(mark)).text).toContain(`Account: customer #${shopper.id}`);

    const stale = marker();
    const refused = await call('POST', 'ContactMessage', {
      token: 'not-a-live-token',
      body: message(stale),
      headers: ownClient(),
    });
    expect(refused.statusCode).toBe(401);
    expect(await storedAbout(stale)).toEqual([]);
  });

  it('answers a robot that filled the honeypot as a person, and keeps and sends nothing', async () => {
    const mark = marker();
    const robot = await call('POST', 'ContactMessage', {
      body: message(mark, { website: 'https://cheap-watches.example' }),
      headers: ownClient(),
    });
    expect(robot.statusCode).toBe(202);
    expect(robot.json()).toEqual({ received: true });
    expect(await storedAbout(mark)).toEqual([]);

    // The next mail support gets is a person's, sent after the robot's.
    const person = marker();
    await call('POST', 'ContactMessage', {
      body: message(person, { website: '' }),
      headers: ownClient(),
    });
    await supportMailAbout(person);
    await noMailAbout(mark);
    expect(await storedAbout(mark)).toEqual([]);
  });

  it("says which fields are missing with the spec's messages, and refuses long or unknown fields", async () => {
    const post = (body: unknown) => call('POST', 'ContactMessage', { body, headers: ownClient() });
    const empty = await post({
      name: 'Noura',
      email: 'noura@example.com',
      subject: ' ',
      message: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:subjectRequired', field: 'body.subject' },
      { code: 'validation', message: 'validation:messageRequired', field: 'body.message' },
    ]);
    const nothing = await post({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<ApiError[]>().map((error) => [error.field, error.message])).toEqual([
      ['body.name', 'validation:nameRequired'],
      ['body.email', 'validation:emailRequired'],
      ['body.subject', 'validation:subjectRequired'],
      ['body.message', 'validation:messageRequired'],
    ]);
    const mark = marker();
    const badEmail = await post(message(mark, { email: 'noura@' }));
    expect(badEmail.json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:invalidEmail', field: 'body.email' },
    ]);
    for (const body of [
      message(mark, { subject: 'x'.repeat(CONTACT_SUBJECT_MAX + 1) }),
      message(mark, { message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }),
      message(mark, { website: 'x'.repeat(501) }),
      message(mark, { replyTo: 'eve@example.com' }),
      message(mark, { subject: `Hi ${mark}\u0000` }),
    ]) {
      expect((await post(body)).statusCode).toBe(400);
    }
    expect(
      (await post(message(mark, { message: 'x'.repeat(CONTACT_MESSAGE_MAX) }))).statusCode,
    ).toBe(202);
    expect(await storedAbout(mark)).toHaveLength(1);
  });
});

describe('Contact Us under abuse', () => {
  it(`holds ${contactLimits.perClient.max} messages an hour from one client, and stays open to another`, async () => {
    const headers = ownClient();
    for (let index = 0; index < contactLimits.perClient.max; index += 1) {
      const sent = await call('POST', 'ContactMessage', {
        // Addresses of their own: only the client's limit is reached.
        body: message(marker(), { website: index % 2 === 0 ? 'robot' : '' }),
        headers,
      });
      expect(sent.statusCode).toBe(202);
    }
    const mark = marker();
    const limited = await call('POST', 'ContactMessage', { body: message(mark), headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError[]>()).toMatchObject([{ code: 'rate_limited' }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedAbout(mark)).toEqual([]);

    const other = await call('POST', 'ContactMessage', {
      body: message(mark),
      headers: ownClient(),
    });
    expect(other.statusCode).toBe(202);
    expect(await storedAbout(mark)).toHaveLength(1);
  });

  it(`holds ${contactLimits.perAddress.max} messages an hour from one e-mail address, from any clients`, async () => {
    const email = `flood.${marker()}@example.com`;
    for (let index = 0; index < contactLimits.perAddress.max; index += 1) {
      const sent = await call('POST', 'ContactMessage', {
        body: message(marker(), { email: index === 0 ? email.toUpperCase() : email }),
        headers: ownClient(),
      });
      expect(sent.statusCode).toBe(202);
    }
    const limited = await call('POST', 'ContactMessage', {
      body: message(marker(), { email }),
      headers: ownClient(),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError[]>()).toMatchObject([{ code: 'rate_limited' }]);
    // Another address from the same client is not held.
    expect(
      (await call('POST', 'ContactMessage', { body: message(marker()), headers: ownClient() }))
        .statusCode,
    ).toBe(202);
  });

  it('mails a message once, however often its job runs', async () => {
    const mark = marker();
    await call('POST', 'ContactMessage', { body: message(mark), headers: ownClient() });
    await supportMailAbout(mark);
    const [row] = await storedAbout(mark);
    const mailer = createMailer(db(), { smtpUrl: mail.url }, customerApp.app.log);
    await deliverAccountMail(db(), mailer, { kind: 'contact_message', messageId: row!.id });
    await deliverAccountMail(db(), mailer, { kind: 'contact_message', messageId: row!.id });
    await noMailAbout(mark);
  });
});

describe('Contact messages for staff', () => {
  it('support lists them newest first and marks one handled, in the audit record', async () => {
    const first = marker();
    const second = marker();
    for (const mark of [first, second]) {
      await call('POST', 'ContactMessage', { body: message(mark), headers: ownClient() });
    }
    const support = await signInStaff(db(), call, 'support');
    const list = async (query = '') =>
      (
        await call('GET', `Staff/ContactMessage?pageSize=50${query}`, { token: support.token })
      ).json<StaffContactMessagePage>();
    const unhandled = await list();
    const mine = unhandled.items.filter((item) =>
      [first, second].some((m) => item.subject.includes(m)),
    );
    expect(mine.map((item) => item.subject)).toEqual([
      `Late delivery ${second}`,
      `Late delivery ${first}`,
    ]);
    const target = mine[1]!;
    expect(target).toMatchObject({ name: 'Noura Salem', customerId: null, handledAt: null });

    const handled = await call('POST', `Staff/ContactMessage/${target.id}/Handled`, {
      token: support.token,
      body: { note: 'Replied by e-mail' },
    });
    expect(handled.statusCode).toBe(200);
    const done = handled.json<StaffContactMessage>();
    expect(done).toMatchObject({ id: target.id, handledBy: support.id });
    expect(done.handledAt).toEqual(expect.any(String));
    expect((await list()).items.map((item) => item.id)).not.toContain(target.id);
    expect((await list('&status=handled')).items.map((item) => item.id)).toContain(target.id);
    expect((await list('&status=all')).items.map((item) => item.id)).toEqual(
      expect.arrayContaining([target.id, mine[0]!.id]),
    );

    const twice = await call('POST', `Staff/ContactMessage/${target.id}/Handled`, {
      token: support.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError[]>()).toMatchObject([{ code: 'moderation_conflict' }]);
    expect(
      (await call('POST', 'Staff/ContactMessage/2000000000/Handled', { token: support.token }))
        .statusCode,
    ).toBe(404);
    const audit = await db()
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.subjectType, 'contact_message'), eq(staffActions.subjectId, target.id)),
      );
    expect(audit.map((row) => [row.staffId, row.action, row.detail])).toEqual([
      [support.id, 'contact_message.handle', { note: 'Replied by e-mail' }],
    ]);
  });

  it("answers 403 to a customer's token and a moderator's on every staff contact route", async () => {
    const mark = marker();
    await call('POST', 'ContactMessage', { body: message(mark), headers: ownClient() });
    const [row] = await storedAbout(mark);
    const shopper = await createShopper(db());
    const moderator = await signInStaff(db(), call, 'moderator');
    for (const token of [shopper.token, moderator.token]) {
      for (const [method, url] of [
        ['GET', 'Staff/ContactMessage'],
        ['POST', `Staff/ContactMessage/${row!.id}/Handled`],
      ] as const) {
        const answer = await call(method, url, { token });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json<ApiError[]>()).toMatchObject([{ code: 'forbidden' }]);
      }
    }
    expect((await call('GET', 'Staff/ContactMessage')).statusCode).toBe(401);
    expect((await storedAbout(mark))[0]?.handledAt).toBeNull();
    const admin = await signInStaff(db(), call, 'admin');
    expect((await call('GET', 'Staff/ContactMessage', { token: admin.token })).statusCode).toBe(
      200,
    );
  });
});
