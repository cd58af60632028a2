import { SMTPServer } from 'smtp-server';

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
    /** The 6-digit code of the newest mail to `address` (the code stands on a line of its own). */
    async codeFor(address: string, after = 0): Promise<string> {
      for (let i = 0; i < 100; i += 1) {
        const mail = mails.filter((m) => m.to.includes(address)).at(-1);
        const code =
          mail && mails.indexOf(mail) >= after ? /^(\d{6})\r?$/m.exec(mail.raw)?.[1] : undefined;
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code arrived for ${address}`);
    },
    count: () => mails.length,
  };
}
