import type { FastifyBaseLogger } from 'fastify';
import { deliverContactMessage } from '#src/contact/contact-mail.ts';
import { deliverNewsletterMail } from '#src/newsletter/newsletter-mail.ts';
import { issueCode } from '#src/customers/codes.ts';
import { customerByEmail } from '#src/customers/customers-queries.ts';
import type { Database } from '#src/db/database.ts';
import {
  deliverSellerApplicationMail,
  type SellerApplicationNotice,
} from '#src/sellers/seller-applications-mail.ts';
import { passwordResetMail, verificationMail } from './account-mails.ts';
import type { Mailer } from './mailer.ts';
import { deliverOrderConfirmation } from './order-mails.ts';

/**
 * An account mail to send: only the purpose and the address, never a code (the code is made
 * when the mail is built, so the queue's table holds no secret).
 */
export type AccountMailJob =
  | { kind: 'verify_email' | 'reset_password'; email: string }
  /** A placement's order confirmation (sent once, see order-mails.ts). */
  | { kind: 'order_confirmed'; checkoutId: number }
  /** A Contact Us message to the shop's support address (sent once, see contact-mail.ts). */
  | { kind: 'contact_message'; messageId: number }
  /**
   * The newsletter's double opt-in mail (its link's token made when the mail is built) or, once
   * confirmed, its welcome mail with the first-purchase coupon (see newsletter-mail.ts).
   */
  | { kind: 'newsletter_confirm'; subscriptionId: number }
  | { kind: 'newsletter_welcome'; subscriptionId: number }
  /** A mail about a seller application (its code made when the mail is built, see seller-applications-mail.ts). */
  | { kind: 'seller_application'; applicationId: number; notice: SellerApplicationNotice };

/**
 * Queues an account mail. A route calls it the same way whether the address has an account or
 * not and never waits for SMTP, so neither the answer nor its time tells who is registered.
 */
export type SendAccountMail = (job: AccountMailJob) => Promise<void>;

/**
 * Queues an account mail as part of the transaction `tx`: the job is written by `tx`, so it
 * exists exactly when `tx` commits (a placement's confirmation commits with its orders, in one
 * durable commit). Only a queue kept in the database can do this (the server's pg-boss queue).
 */
export type QueueAccountMailWithin = (tx: Database, job: AccountMailJob) => Promise<void>;

/**
 * Builds and sends the mail when the address should get it: a reset code to any account, a
 * verification code to an account still unverified; nothing otherwise.
 */
export async function deliverAccountMail(
  db: Database,
  mailer: Mailer,
  job: AccountMailJob,
): Promise<void> {
  if (job.kind === 'order_confirmed') {
    await deliverOrderConfirmation(db, mailer, job.checkoutId);
    return;
  }
  if (job.kind === 'contact_message') {
    await deliverContactMessage(db, mailer, job.messageId);
    return;
  }
  if (job.kind === 'newsletter_confirm' || job.kind === 'newsletter_welcome') {
    await deliverNewsletterMail(db, mailer, job.kind, job.subscriptionId);
    return;
  }
  if (job.kind === 'seller_application') {
    await deliverSellerApplicationMail(db, mailer, job.applicationId, job.notice);
    return;
  }
  const { kind, email } = job;
  const customer = await customerByEmail(db, email);
  if (!customer) return;
  if (kind === 'verify_email') {
    if (customer.verifiedAt !== null) return;
    const code = await issueCode(db, customer.id, kind);
    await mailer.send(verificationMail(customer.email, customer.name, code));
  } else {
    const code = await issueCode(db, customer.id, kind);
    await mailer.send(passwordResetMail(customer.email, customer.name, code));
  }
}

/**
 * Without a job queue (tests and tools that build the app alone): the mail is built and sent
 * by this process once the answer has gone, not kept anywhere if the process stops meanwhile.
 */
export function sendAfterAnswer(
  db: Database,
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
): SendAccountMail {
  return (job) => {
    setImmediate(() => {
      deliverAccountMail(db, mailer, job).catch((error: unknown) => {
        log.error({ err: error, kind: job.kind }, 'account mail failed');
      });
    });
    return Promise.resolve();
  };
}
