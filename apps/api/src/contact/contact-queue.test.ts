// A Contact Us message's mail with the server's job queue (pg-boss in the test database, as
// server.ts wires it): the job is written by the transaction that keeps the message, so a kept
// message always has its mail queued, and a robot's (honeypot) has neither.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueues, startJobs, type Jobs } from '#src/cluster/jobs.ts';
import { contactMessages } from '#src/db/schema.ts';
import { createMailer } from '#src/mail/mailer.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';

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

async function contactJobs(): Promise<number[]> {
  const result: unknown = await db().execute(sql`
    select (data->>'messageId')::int as id from pgboss.job
    where name = ${jobQueues.accountMail} and data->>'kind' = 'contact_message'`);
  return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
}

const body = (subject: string, website = '') => ({
  name: 'Omar',
  email: 'omar@example.com',
  subject,
  message: 'Do you deliver to Khobar?',
  website,
});

describe("a Contact Us message's mail on the job queue", () => {
  it('is queued with the message, once; a robot gets no row and no job', async () => {
    const sent = await customerApp.call('POST', 'ContactMessage', {
      body: body('Delivery area'),
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(sent.statusCode).toBe(202);
    const rows = await db().select({ id: contactMessages.id }).from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(await contactJobs()).toEqual([rows[0]!.id]);

    const robot = await customerApp.call('POST', 'ContactMessage', {
      body: body('Cheap watches', 'https://spam.example'),
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(robot.statusCode).toBe(202);
    expect(await db().select({ id: contactMessages.id }).from(contactMessages)).toHaveLength(1);
    expect(await contactJobs()).toEqual([rows[0]!.id]);
  });
});
