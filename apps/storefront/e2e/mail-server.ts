import { SMTPServer } from 'smtp-server';

/** A header's MIME encoded-words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString()
      : Buffer.from(
          text
            .replaceAll('_', ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
              String.fromCharCode(Number.parseInt(code, 16)),
            ),
          'latin1',
        ).toString(),
  );
}

/** The decoded `Subject` of a raw message. */
export function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return decodeWords(/^subject: (.*)$/im.exec(head)?.[1] ?? '');
}

/** A body part decoded from its transfer encoding (base64 or quoted-printable) as UTF-8. */
function decodePart(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
          String.fromCharCode(Number.parseInt(code, 16)),
        ),
      'latin1',
    ).toString();
  return body;
}

/** The text/plain part of a raw message (nodemailer's text + HTML alternative), decoded. */
export function textOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary)
    return decodePart(
      rest.join('\r\n\r\n'),
      /content-transfer-encoding: (\S+)/i.exec(headers)?.[1] ?? '',
    );
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const [partHead = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (/content-type: text\/plain/i.test(partHead))
      return decodePart(
        body.join('\r\n\r\n'),
        /content-transfer-encoding: (\S+)/i.exec(partHead)?.[1] ?? '',
      );
  }
  return '';
}

/** A real SMTP server for the end-to-end tests: the API's mail goes here (SMTP_URL). */
export function startMailServer(port: number) {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /**
     * The 6-digit code of the newest mail to `address` (the code stands on a line of its own in
     * the text part, decoded: a mail in Arabic only is sent base64-encoded).
     */
    async codeFor(address: string, after = 0): Promise<string> {
      for (let i = 0; i < 100; i += 1) {
        const mail = mails.filter((m) => m.to.includes(address)).at(-1);
        const code =
          mail && mails.indexOf(mail) >= after
            ? /^(\d{6})\r?$/m.exec(textOf(mail.raw))?.[1]
            : undefined;
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code arrived for ${address}`);
    },
    count: () => mails.length,
    /** The subject of the first mail to `address` after the `after`-th one that `matches`. */
    async subjectFor(
      address: string,
      matches: (subject: string) => boolean,
      after = 0,
    ): Promise<string> {
      for (let i = 0; i < 150; i += 1) {
        const found = mails
          .slice(after)
          .filter((m) => m.to.includes(address))
          .map((m) => subjectOf(m.raw))
          .find(matches);
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no matching mail arrived for ${address}`);
    },
    /** The first mail to `address` whose text part `matches`: its subject, text and raw source. */
    async mailFor(
      address: string,
      matches: (text: string) => boolean,
    ): Promise<{ subject: string; text: string; raw: string }> {
      for (let i = 0; i < 150; i += 1) {
        const found = mails
          .filter((m) => m.to.includes(address))
          .map((m) => ({ subject: subjectOf(m.raw), text: textOf(m.raw), raw: m.raw }))
          .find((m) => matches(m.text));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no matching mail arrived for ${address}`);
    },
    /** The subjects of every mail to `address` so far, oldest first. */
    subjectsTo: (address: string) =>
      mails.filter((m) => m.to.includes(address)).map((m) => subjectOf(m.raw)),
  };
}
