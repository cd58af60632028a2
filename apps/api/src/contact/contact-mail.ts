import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { contactMessages } from '#src/db/schema.ts';
import { escapeHtml } from '#src/mail/account-mails.ts';
import { DEFAULT_SUPPORT_EMAIL, type Mail, type Mailer } from '#src/mail/mailer.ts';

/** What the support mail of a contact message says (the stored message and its sender). */
export interface ContactMailContent {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  customerId: number | null;
  createdAt: Date;
}

/**
 * The subject of a contact message's mail: fixed text and the message's number, never anything
 * the sender typed, so no header ever carries their text (no header injection, no open relay).
 */
export function contactMailSubject(id: number): string {
  return `رسالة من صفحة اتصل بنا رقم ${id} | Contact Us message #${id}`;
}

/**
 * The mail to the shop's support address about one contact message. The sender's name, address,
 * subject and text are in the body only (escaped in the HTML part); there is no Reply-To: the
 * address is what they typed, unverified, and staff answer it knowingly.
 */
export function contactMessageMail(to: string, content: ContactMailContent): Mail {
  const sender = content.customerId === null ? 'guest' : `customer #${content.customerId}`;
  const facts: [string, string][] = [
    ['Name', content.name],
    ['E-mail (as typed, not verified)', content.email],
    ['Account', sender],
    ['Sent', content.createdAt.toISOString()],
    ['Subject', content.subject],
  ];
  const text = [
    `Contact Us message #${content.id}`,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    'Message:',
    content.message,
    '———',
    'Reply from the support mailbox to the address above once you have checked it. Mark the message handled in the staff API (POST Staff/ContactMessage/{id}/Handled).',
  ].join('\n\n');
  const html =
    '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;max-width:640px;margin:auto;line-height:1.6">' +
    `<h1 style="font-size:20px">Contact Us message #${content.id}</h1><table>` +
    facts
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:start;padding-inline-end:12px">${escapeHtml(label)}</th>` +
          `<td dir="auto">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table><h2 style="font-size:16px">Message</h2>' +
    `<div dir="auto" style="white-space:pre-wrap">${escapeHtml(content.message)}</div>` +
    '</body></html>';
  return { to, subject: contactMailSubject(content.id), text, html };
}

/**
 * Mails a kept contact message to the support address once: `mailed_at` is claimed by one
 * conditional statement before the mail goes, so the job run again (a retry, a second worker)
 * sends nothing more. Nothing happens for an unknown message.
 */
export async function deliverContactMessage(
  db: Database,
  mailer: Mailer,
  messageId: number,
): Promise<void> {
  const [claimed] = await db
    .update(contactMessages)
    .set({ mailedAt: sql`now()` })
    .where(sql`${contactMessages.id} = ${messageId} and ${contactMessages.mailedAt} is null`)
    .returning({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      customerId: contactMessages.customerId,
      createdAt: contactMessages.createdAt,
    });
  if (!claimed) return;
  await mailer.send(contactMessageMail(mailer.supportAddress ?? DEFAULT_SUPPORT_EMAIL, claimed));
}
