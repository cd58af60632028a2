import type { FastifyPluginCallback } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { pageWithInlineStyles } from '#src/http/security-headers.ts';
import { escapeHtml } from './account-mails.ts';
import { latestOutboxMails } from './mailer.ts';

/**
 * `GET /dev/mailbox`: the latest mails of the local outbox (no SMTP_URL), as a page. Registered
 * only outside production, and needs no public key: it is a developer's tool.
 */
export const devMailboxRoutes: FastifyPluginCallback<{ db: Database }> = (app, { db }, done) => {
  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, helmet: pageWithInlineStyles },
    async (_request, reply) => {
      const mails = await latestOutboxMails(db);
      const items = mails
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2>` +
            `<p><b>To:</b> ${escapeHtml(mail.to)} · <time>${mail.createdAt.toISOString()}</time></p>` +
            `<pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre></article><hr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          '<!doctype html><html><head><meta charset="utf-8"><title>Mailbox</title></head>' +
            '<body style="font-family:system-ui,sans-serif;max-width:760px;margin:auto">' +
            `<h1>Development mailbox (${mails.length})</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  );
  done();
};
