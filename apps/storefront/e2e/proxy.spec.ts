// The storefront's /api proxy and what it does with clients: each shopper's own address reaches
// the API (so limits are per shopper, and a forged X-Forwarded-For counts for nothing), bodies
// are streamed with a limit, and requests no browser sends answer a 4xx with the error array.
// Shoppers are told apart by connecting from different loopback addresses (127.0.0.2, .3 …).
import http from 'node:http';
import net from 'node:net';
import type { Customer } from '@shop/core/customer-schemas';
import { apiHeaders, mailServerOfFile } from './account-helpers';
import { expect, test } from './fixtures';

const mail = mailServerOfFile();
const webPort = Number(process.env.E2E_PORT ?? 13000);

/** A POST of JSON through the storefront, sent from `localAddress`. */
function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: webPort,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...apiHeaders, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** Writes `head` (and then `body` chunks, as long as no answer came) on a raw connection. */
async function rawExchange(
  head: string,
  body?: { chunk: Buffer; upTo: number },
): Promise<{ answer: string; sent: number }> {
  const socket = net.connect(webPort, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      if (/\r\n\r\n/.test(answer)) resolve();
    });
    socket.on('close', () => resolve());
  });
  socket.on('error', () => undefined); // the server may close while we still write
  let sent = 0;
  let done = false;
  void answered.then(() => (done = true));
  socket.write(head);
  while (body && !done && sent < body.upTo && !socket.destroyed) {
    sent += body.chunk.length;
    if (!socket.write(body.chunk)) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), answered]);
    }
  }
  await answered;
  // Whatever else of the body follows the head.
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  return { answer, sent };
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}

function errorsOf(answer: string): { code: string }[] {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: string }[];
}

test.describe('client addresses through the proxy', () => {
  let owner: Customer;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    owner = await mail.verifiedCustomer(request, 'Huda');
    await request.dispose();
  });

  const signIn = (from: string, password: string, headers?: Record<string, string>) =>
    postFrom(
      from,
      '/api/Customer/SignIn',
      { method: 'email', email: owner.email, password },
      headers,
    );

  test('a throttled attacker, forging X-Forwarded-For or not, does not stop the owner signing in', async () => {
    const attacker = '127.0.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await signIn(attacker, 'guess-number-' + i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    // Claiming to be the owner's address is not believed: the storefront trusts no proxy here.
    const forged = await signIn(attacker, 'another-guess', { 'x-forwarded-for': '127.0.0.3' });
    expect(forged.status).toBe(429);
    expect(Number(forged.retryAfter)).toBeGreaterThan(0);

    // The owner, from an address of their own, has a limit of their own.
    const ownerSignIn = await signIn('127.0.0.3', 'date-palm-orchard');
    expect(ownerSignIn.status).toBe(200);
  });
});

test.describe('requests no browser sends', () => {
  test('an absolute-form request target answers 400 with the error array, not an HTML 500', async () => {
    const { answer } = await rawExchange(
      `GET http://127.0.0.1:${webPort}/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(errorsOf(answer)[0]).toMatchObject({ code: 'validation' });
  });

  test('an unknown Expect answers 417 with the error array, not an empty answer', async () => {
    const { answer } = await rawExchange(
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: bogus\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBe(417);
    expect(errorsOf(answer)[0]).toMatchObject({ code: 'validation' });
  });

  test('a declared 10 MB body answers 413 before it is sent', async () => {
    const tenMegabytes = 10 * 1024 * 1024;
    const { answer, sent } = await rawExchange(
      'POST /api/Customer/SignIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `X-Public-Key: pk_demo_storefront\r\nContent-Length: ${tenMegabytes}\r\n\r\n`,
      { chunk: Buffer.alloc(64 * 1024, 0x20), upTo: 64 * 1024 },
    );
    expect(statusOf(answer)).toBe(413);
    expect(errorsOf(answer)[0]).toMatchObject({ code: 'payload_too_large' });
    expect(sent).toBeLessThan(tenMegabytes);
  });

  test('a chunked 10 MB body answers 413 once it passes the limit, without reading the rest', async () => {
    const tenMegabytes = 10 * 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 0x20);
    const chunk = Buffer.concat([
      Buffer.from(`${piece.length.toString(16)}\r\n`),
      piece,
      Buffer.from('\r\n'),
    ]);
    const { answer, sent } = await rawExchange(
      'POST /api/Customer/SignIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'X-Public-Key: pk_demo_storefront\r\nTransfer-Encoding: chunked\r\n\r\n',
      { chunk, upTo: tenMegabytes },
    );
    expect(statusOf(answer)).toBe(413);
    expect(errorsOf(answer)[0]).toMatchObject({ code: 'payload_too_large' });
    expect(sent).toBeLessThan(tenMegabytes);
  });
});
