// The receiving side of the Web Push protocol (RFC 8030 push service, RFC 8291 encryption,
// RFC 8292 VAPID), for tests: the API's push sender delivers to it as it would to a browser's
// push service. Used by the API tests (push-endpoint.ts) and the storefront's end-to-end tests,
// so it depends on no test runner.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A self-signed certificate for 127.0.0.1 (valid until 2126), used only by this endpoint:
 * web-push speaks HTTPS only. In-process callers trust it through {@link WebPushEndpoint.agent};
 * a spawned API through `NODE_EXTRA_CA_CERTS=<certificatePath>`.
 */
export const certificatePath = fileURLToPath(new URL('./push-endpoint.cert.pem', import.meta.url));
const cert = readFileSync(certificatePath);
const key = readFileSync(new URL('./push-endpoint.key.pem', import.meta.url));

/** An HTTPS agent that trusts the endpoint's certificate (the API's `push.agent` in process). */
export const trustingAgent = () => new Agent({ ca: cert });

/** What the `Authorization: vapid t=…, k=…` header of a push proved (RFC 8292). */
export interface VapidCheck {
  /** The JWT's ES256 signature verifies with the key `k`. */
  signatureValid: boolean;
  /** The application server key `k` (URL-safe base64), which browsers subscribed with. */
  publicKey: string;
  /** The JWT claims: `aud` (the endpoint's origin), `exp`, `sub`. */
  claims: { aud?: string; exp?: number; sub?: string };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload (RFC 8291, aes128gcm). */
  payload: string;
  vapid: VapidCheck | undefined;
}

export interface WebPushSubscription {
  kind: 'webpush';
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A browser's subscription keys, and a decrypter for what the push service receives. */
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
    const info = Buffer.from('WebPush: info\0');
    const ikm = hmac(prkKey, info, publicKey, serverKey, Buffer.from([1]));
    const prk = hmac(salt, ikm);
    const expand = (label: string, length: number) =>
      hmac(prk, Buffer.from(`Content-Encoding: ${label}\0`), Buffer.from([1])).subarray(0, length);
    const decipher = createDecipheriv('aes-128-gcm', expand('aes128gcm', 16), expand('nonce', 12));
    decipher.setAuthTag(ciphertext.subarray(-16));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
    // Padding: the last record ends with 0x02 followed by zeros.
    return plain.subarray(0, plain.lastIndexOf(2)).toString();
  };
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt,
  };
}

/** Checks a `vapid t=<JWT>, k=<key>` header: an ES256 JWT signed by the P-256 key `k`. */
export function checkVapid(header: string | undefined): VapidCheck | undefined {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, head = '', body = '', signature = '', publicKey = ''] = match;
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  let signatureValid: boolean;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
    signatureValid =
      point.length === 65 &&
      header.alg === 'ES256' &&
      verify(
        'sha256',
        Buffer.from(`${head}.${body}`),
        { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
  } catch {
    signatureValid = false;
  }
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as VapidCheck['claims'];
  return { signatureValid, publicKey, claims };
}

export interface WebPushEndpoint {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** Every push accepted so far, oldest first. */
  received: ReceivedPush[];
  /**
   * A new subscription whose pushes are answered `status` (201 accepted; 410 unsubscribed; a
   * 3xx redirects to `location`; 0 never answers).
   */
  subscribe(status?: number, location?: string): WebPushSubscription;
  close(): Promise<void>;
}

/** Starts a Web Push service on 127.0.0.1 (`port` 0: a free one). */
export async function startWebPushEndpoint(port = 0): Promise<WebPushEndpoint> {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<
    string,
    { decrypt: (body: Buffer) => string; status: number; location: string | undefined }
  >();
  const server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const subscription = subscriptions.get(path);
      if (request.method !== 'POST' || !subscription) {
        response.writeHead(404).end();
        return;
      }
      if (subscription.status === 201) {
        received.push({
          path,
          headers: request.headers,
          payload: subscription.decrypt(Buffer.concat(chunks)),
          vapid: checkVapid(request.headers.authorization),
        });
      }
      if (subscription.status === 0) return; // a stalled push service: no answer at all
      response
        .writeHead(
          subscription.status,
          subscription.location ? { location: subscription.location } : {},
        )
        .end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscribe(status = 201, location?: string) {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const { keys, decrypt } = browserKeys();
      subscriptions.set(path, { decrypt, status, location });
      return { kind: 'webpush', endpoint: `${origin}${path}`, keys };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
