// The newsletter's mails with the server's job queue (pg-boss in the test database, as server.ts
// wires it): the confirmation job is written by the transaction of the sign-up, the welcome job by
// the confirmation's, and neither job holds a token (the links' tokens are made when the mail is
// built).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueues, startJobs, type Jobs } from '#src/cluster/jobs.ts';
import { newsletterSubscriptions } from '#src/db/schema.ts';
import { createMailer } from '#src/mail/mailer.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { issueNewsletterToken } from './newsletter-service.ts';

const log = { debug: () => {}, warn: () => {}, info: () => {}, error: () => {} } as never;
let queue: Jobs | undefined;
const customerApp = useCustomerApp('catalog', {
  sendAccountMail: (job) => queue!.sendAccountMail(job),
  queueAccountMailWithin: (tx, job) => queue!.queueAccountMailWithin(tx, job),
});
const db = () => customerApp.db;

beforeAll(async () => {
  // Queues only: no worker sends the mail, so the jobs stay to be counted.
  const mailer = createMailer(db(), {}, log);
  queue = await startJobs({
    handle: customerApp.handle,
    tokenTtlDays: 30,
    log,
    mailer,
    work: false,
  });
}, 60_000);
afterAll(() => queue?.stop());

async function newsletterJobs(): Promise<{ kind: string; data: string }[]> {
  const result: unknown = await db().execute(sql`
    select data->>'kind' as kind, data::text as data from pgboss.job
    where name = ${jobQueues.accountMail} and data->>'kind' like 'newsletter_%'
    order by created_on`);
  return (result as { rows: { kind: string; data: string }[] }).rows;
}

describe("the newsletter's mails on the job queue", () => {
  it('are queued with the sign-up and the confirmation, and hold no token', async () => {
    const sent = await customerApp.call('POST', 'Newsletter', {
      body: { email: 'queue.reader@example.com', locale: 'ar' },
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(sent.statusCode).toBe(202);
    const [row] = await db()
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions);
    expect((await newsletterJobs()).map((job) => job.kind)).toEqual(['newsletter_confirm']);

    const token = await issueNewsletterToken(db(), row!.id, 'confirm');
    const confirmed = await customerApp.call('POST', 'Newsletter/Confirm', {
      body: { token },
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(confirmed.statusCode).toBe(200);
    const jobs = await newsletterJobs();
    expect(jobs.map((job) => job.kind)).toEqual(['newsletter_confirm', 'newsletter_welcome']);
    for (const job of jobs) {
      expect(JSON.parse(job.data)).toEqual({ kind: job.kind, subscriptionId: row!.id });
    }
  });
});
