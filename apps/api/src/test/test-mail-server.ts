import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** A mail as the test SMTP server received it, its text part decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString()
      : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
  );
}

/** Just enough MIME for nodemailer's text + HTML alternative messages. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeaderWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [rest.join('\n\n')];
  let text = '';
  let html = '';
  for (const part of parts) {
    const [partHead = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const decoded = decodeBody(
      body.join('\r\n\r\n'),
      /content-transfer-encoding: (\S+)/i.exec(partHead)?.[1] ?? (boundary ? '' : headers),
    );
    if (/content-type: text\/html/i.test(partHead)) html = decoded;
    else text = decoded;
  }
  return { to, subject, text, html, raw };
}

/**
 * A real SMTP server on a free port for the calling test file (no TLS, no auth): set the app's
 * `mail.smtpUrl` to `url`. `next(to)` waits for the next mail to that address.
 */
export function useMailServer() {
  const received: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString(), to);
        const index = waiting.findIndex((wait) => to.includes(wait.to));
        if (index >= 0) waiting.splice(index, 1)[0]?.resolve(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));
  return {
    get url() {
      return url;
    },
    /** The oldest unread mail to `to`, or the next one to arrive (5 s at most). */
    next(to: string): Promise<ReceivedMail> {
      const address = to.toLowerCase();
      const index = received.findIndex((mail) => mail.to.includes(address));
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), 5000);
        waiting.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    /** SMTP connections opened so far. */
    get connections() {
      return connections;
    },
    /** Mails not read yet. */
    get unread() {
      return received.length;
    },
  };
}

/** The 6-digit code of a mail's text. */
export function codeOf(mail: ReceivedMail): string {
  const code = /^\d{6}$/m.exec(mail.text)?.[0];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}
