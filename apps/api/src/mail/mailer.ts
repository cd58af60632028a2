import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { outboxEmails } from '#src/db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A code the mail carries: logged (info) when mail stays in the local outbox. */
  code?: string;
}

export interface Mailer {
  /** Sends the mail; failures are logged, not thrown (the caller may resend later). */
  send(mail: Mail): Promise<void>;
  /** `smtp` (SMTP_URL) or `outbox` (kept in the database, see /dev/mailbox). */
  readonly kind: 'smtp' | 'outbox';
}

export interface MailSettings {
  /** `smtp://host:port` (or `smtps://user:pass@host`); without it mail goes to the outbox. */
  smtpUrl?: string | undefined;
  /** The sender, e.g. `Souq <no-reply@souq.example>`. */
  from?: string | undefined;
}

export const DEFAULT_MAIL_FROM = 'Souq <no-reply@souq.example>';

/**
 * The API's mail: through nodemailer to `smtpUrl`, else into the `outbox_emails` table with
 * the code in the log, so a development server needs no mail server.
 */
export function createMailer(db: Database, settings: MailSettings, log: FastifyBaseLogger): Mailer {
  const from = settings.from || DEFAULT_MAIL_FROM;
  const { smtpUrl } = settings;
  if (smtpUrl) {
    // nodemailer loads only when SMTP is configured.
    const transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return {
      kind: 'smtp',
      async send({ to, subject, text, html }) {
        try {
          await (await transport).sendMail({ from, to, subject, text, html });
          log.info({ to, subject }, 'mail sent');
        } catch (error) {
          log.error({ err: error, to, subject }, 'mail could not be sent');
        }
      },
    };
  }
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, code }) {
      try {
        await db.insert(outboxEmails).values({ to, subject, text, html });
        log.info({ to, subject, code }, `mail kept in the outbox (see /dev/mailbox)`);
      } catch (error) {
        log.error({ err: error, to, subject }, 'mail could not be kept');
      }
    },
  };
}

/** The latest outbox mails, newest first. */
export function latestOutboxMails(db: Database, limit = 20) {
  return db
    .select()
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}
