import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueues, startJobs, type Jobs } from '#src/cluster/jobs.ts';
import { createMailer } from '#src/mail/mailer.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';

// The app queues account mail the way the server does; no process works the queue until a
// test starts one, so what a request did before its answer can be seen on its own.
let queue: Jobs | undefined;
const worker: Jobs[] = [];
const customerApp = useCustomerApp('empty', {
  sendAccountMail: (job) => queue!.sendAccountMail(job),
});
const { call, mail } = customerApp;
const log = { debug: () => {}, warn: () => {}, info: () => {}, error: () => {} } as never;

beforeAll(async () => {
  const mailer = createMailer(customerApp.db, {}, log);
  queue = await startJobs({
    handle: customerApp.handle,
    tokenTtlDays: 30,
    log,
    mailer,
    work: false,
  });
}, 60_000);
afterAll(async () => {
  await Promise.all([...worker, ...(queue ? [queue] : [])].map((jobs) => jobs.stop()));
});

/** Starts a process that works the queue, sending through the test SMTP server. */
async function startWorker(): Promise<void> {
  const mailer = createMailer(customerApp.db, { smtpUrl: mail.url }, log);
  worker.push(
    await startJobs({ handle: customerApp.handle, tokenTtlDays: 30, log, mailer, work: true }),
  );
}

/** What a caller can compare between two answers: status, body and the headers that matter. */
function observed(answer: LightMyRequestResponse) {
  return {
    status: answer.statusCode,
    body: answer.body,
    type: answer.headers['content-type'],
    length: answer.headers['content-length'],
  };
}

async function queuedMails(): Promise<{ kind: string; email: string }[]> {
  const result: unknown = await customerApp.db.execute(
    sql`select data from pgboss.job where name = ${jobQueues.accountMail} order by created_on`,
  );
  return (result as { rows: { data: { kind: string; email: string } }[] }).rows.map(
    (row) => row.data,
  );
}

describe('account mail tells no one whether an address is registered', () => {
  it('forgot-password and resend answer alike and open no SMTP connection before answering', async () => {
    const registered = `reg.${Date.now().toString(36)}@example.com`;
    const unverified = `new.${Date.now().toString(36)}@example.com`;
    const unknown = `nobody.${Date.now().toString(36)}@example.com`;
    for (const [email, phone] of [
      [registered, '501000001'],
      [unverified, '501000002'],
    ] as const) {
      const created = await call('POST', 'Customer/SignUp', {
        body: { name: 'Test', email, phoneCode: '966', phone, password: 'correct horse battery' },
      });
      expect(created.statusCode).toBe(201);
    }
    const connections = mail.connections;

    const forgotKnown = await call('POST', 'Customer/ForgotPassword', {
      body: { email: registered },
    });
    expect(mail.connections).toBe(connections);
    const forgotUnknown = await call('POST', 'Customer/ForgotPassword', {
      body: { email: unknown },
    });
    expect(mail.connections).toBe(connections);
    expect(observed(forgotKnown)).toEqual(observed(forgotUnknown));
    expect(forgotKnown.json()).toEqual({ sent: true });

    const resendKnown = await call('POST', 'Customer/ResendEmail', { body: { email: unverified } });
    const resendUnknown = await call('POST', 'Customer/ResendEmail', { body: { email: unknown } });
    expect(mail.connections).toBe(connections);
    expect(observed(resendKnown)).toEqual(observed(resendUnknown));

    // The same work in both cases: one job naming the address, nothing looked up yet.
    const jobs = await queuedMails();
    expect(jobs.slice(2)).toEqual([
      { kind: 'reset_password', email: registered },
      { kind: 'reset_password', email: unknown },
      { kind: 'verify_email', email: unverified },
      { kind: 'verify_email', email: unknown },
    ]);
    expect(JSON.stringify(jobs)).not.toMatch(/\b\d{6}\b/); // no code is queued

    // A process working the queue sends the registered addresses their codes, the unknown nothing.
    await startWorker();
    const subjects = async (email: string) =>
      [(await mail.next(email)).subject, (await mail.next(email)).subject].sort();
    expect(await subjects(registered)).toEqual([
      expect.stringContaining('Your password reset code'),
      expect.stringContaining('Your e-mail verification code'), // its sign-up's
    ]);
    expect(await subjects(unverified)).toEqual([
      expect.stringContaining('Your e-mail verification code'),
      expect.stringContaining('Your e-mail verification code'),
    ]);
    await expect(mail.next(unknown)).rejects.toThrow(/no mail/);
  }, 60_000);

  it("sign-up keeps the spec's 409 for a registered e-mail, throttled per e-mail tried", async () => {
    const email = `probe.${Date.now().toString(36)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await call('POST', 'Customer/SignUp', {
        body: {
          name: 'Probe',
          email,
          phoneCode: '966',
          phone: `50200000${i}`,
          password: 'correct horse battery',
        },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 409) {
        expect(answer.json()).toEqual([
          { code: '409', message: 'this user is already registered', field: 'body.email' },
        ]);
      }
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});
