import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

// A self-signed certificate for 127.0.0.1 (valid until 2126), used only by the tests' push
// endpoint: web-push speaks HTTPS only, and the app trusts it through `push.agent`.
const cert = readFileSync(new URL('./push-endpoint.cert.pem', import.meta.url));
const key = readFileSync(new URL('./push-endpoint.key.pem', import.meta.url));

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload (RFC 8291, aes128gcm). */
  payload: string;
}

/** A browser's subscription: its keys, and a decrypter for what the push service receives. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const hmac = (secret: Buffer, ...data: Buffer[]) => {
    const mac = createHmac('sha256', secret);
    for (const part of data) mac.update(part);
    return mac.digest();
  };
  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const secret = ecdh.computeSecret(serverKey);
    const prkKey = hmac(auth, secret);
    const ikm = hmac(
      prkKey,
      Buffer.from('WebPush: info\0'),
      publicKey,
      serverKey,
      Buffer.from([1]),
    );
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(
      0,
      16,
    );
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(
      0,
      12,
    );
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(-16));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
    // Padding: the last record ends with 0x02 followed by zeros.
    const end = plain.lastIndexOf(2);
    return plain.subarray(0, end).toString();
  };
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt,
  };
}

/**
 * A Web Push service of the calling test file: HTTPS on a free port. `subscribe(status)` makes
 * a subscription whose pushes it accepts (201) or refuses with `status` (410: unsubscribed).
 */
export function usePushEndpoint() {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<string, { decrypt: (body: Buffer) => string; status: number }>();
  const server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const subscription = subscriptions.get(path);
      if (!subscription) {
        response.writeHead(404).end();
        return;
      }
      if (subscription.status === 201) {
        received.push({
          path,
          headers: request.headers,
          payload: subscription.decrypt(Buffer.concat(chunks)),
        });
      }
      response.writeHead(subscription.status).end();
    });
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    /** An agent that trusts the endpoint's certificate (the app's `push.agent`). */
    agent: new Agent({ ca: cert }),
    received,
    subscribe(status = 201) {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const { keys, decrypt } = browserKeys();
      subscriptions.set(path, { decrypt, status });
      return { kind: 'webpush' as const, endpoint: `${origin}${path}`, keys };
    },
  };
}
