import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { outboxEmails } from '#src/db/schema.ts';
import { DEFAULT_STOREFRONT_URL } from '#src/payments/payment-providers.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A code the mail carries: logged (info) when mail stays in the local outbox. */
  code?: string;
  /**
   * Extra headers of our own making, never text a sender typed (e.g. a newsletter's
   * `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 2369 and RFC 8058).
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends the mail; failures are logged, not thrown (the caller may resend later). */
  send(mail: Mail): Promise<void>;
  /** `smtp` (SMTP_URL) or `outbox` (kept in the database, see /dev/mailbox). */
  readonly kind: 'smtp' | 'outbox';
  /** The shop's support address: Contact Us messages go there (SUPPORT_EMAIL; default {@link DEFAULT_SUPPORT_EMAIL}). */
  readonly supportAddress?: string;
  /** The storefront's origin, for links in mails (STOREFRONT_URL; default {@link DEFAULT_STOREFRONT_URL}). */
  readonly storefrontUrl?: string;
}

export interface MailSettings {
  /** `smtp://host:port` (or `smtps://user:pass@host`); without it mail goes to the outbox. */
  smtpUrl?: string | undefined;
  /** The sender, e.g. `Souq <no-reply@souq.example>`. */
  from?: string | undefined;
  /** The shop's support address, where Contact Us messages go (default {@link DEFAULT_SUPPORT_EMAIL}). */
  supportEmail?: string | undefined;
  /** The storefront's origin, for links in mails (default {@link DEFAULT_STOREFRONT_URL}). */
  storefrontUrl?: string | undefined;
}

export const DEFAULT_MAIL_FROM = 'Souq <no-reply@souq.example>';
/** The demo shop's support mailbox (SUPPORT_EMAIL sets a real one). */
export const DEFAULT_SUPPORT_EMAIL = 'support@souq.example';

/**
 * The API's mail: through nodemailer to `smtpUrl`, else into the `outbox_emails` table with
 * the code in the log, so a development server needs no mail server.
 */
export function createMailer(db: Database, settings: MailSettings, log: FastifyBaseLogger): Mailer {
  const from = settings.from || DEFAULT_MAIL_FROM;
  const supportAddress = settings.supportEmail || DEFAULT_SUPPORT_EMAIL;
  const storefrontUrl = settings.storefrontUrl || DEFAULT_STOREFRONT_URL;
  const { smtpUrl } = settings;
  if (smtpUrl) {
    // nodemailer loads only when SMTP is configured.
    const transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return {
      kind: 'smtp',
      supportAddress,
      storefrontUrl,
      async send({ to, subject, text, html, headers }) {
        try {
          await (await transport).sendMail({ from, to, subject, text, html, headers });
          log.info({ to, subject }, 'mail sent');
        } catch (error) {
          log.error({ err: error, to, subject }, 'mail could not be sent');
        }
      },
    };
  }
  return {
    kind: 'outbox',
    supportAddress,
    storefrontUrl,
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
