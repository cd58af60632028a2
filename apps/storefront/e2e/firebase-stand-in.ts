// A stand-in for the Google services that push through Firebase talks to, speaking their REST
// protocols as the real SDKs call them (checked against @firebase/installations 0.6,
// @firebase/messaging 0.13 and firebase-admin 14):
//
// - Firebase Installations (the browser SDK): `POST /v1/projects/{project}/installations`
//   `{fid, authVersion: "FIS_v2", appId, sdkVersion}` → `{name, fid, refreshToken, authToken:
//   {token, expiresIn: "<seconds>s"}}`; `POST …/installations/{fid}/authTokens:generate` with
//   `Authorization: FIS_v2 <refreshToken>` → `{token, expiresIn}`; `DELETE …/installations/{fid}`.
// - FCM registrations (the browser SDK), with `x-goog-api-key` and
//   `x-goog-firebase-installations-auth: FIS <authToken>`: `POST /v1/projects/{project}/registrations`
//   `{web: {origin, endpoint, auth, p256dh, applicationPubKey?}}` → `{token}`;
//   `PATCH …/registrations/{token}` (same body) → `{token}`; `DELETE …/registrations/{token}` → `{}`.
// - Google OAuth 2.0 (firebase-admin's service account): `POST /token`, form
//   `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<RS256 JWT>` → `{access_token,
//   expires_in, token_type}`; the assertion's signature is checked with the account's key.
// - FCM HTTP v1 send (firebase-admin): `POST /v1/projects/{project}/messages:send` with `Bearer`
//   and `{message: {token, notification, data}}` → `{name}`, or 404 `UNREGISTERED` for a token
//   it does not know. What FCM would then deliver to the browser's push subscription (its JSON:
//   `{from, priority, notification, data, fcmMessageId}`) is kept in `delivered`.
//
// Errors answer Google's shape `{error: {code, message, status}}`. One handler serves plain HTTP
// (where the browser's requests, which the SDK sends to the googleapis hosts, are routed by
// Playwright) and HTTPS on a given port with a certificate for fcm.googleapis.com and
// oauth2.googleapis.com (where the API's process is pointed by e2e/google-apis-redirect.mjs).
//
// One choice of its own: an update (PATCH) answers a NEW token, as FCM may, so a test sees the
// refreshed token travel to the API.
import { createPublicKey, createVerify, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

const here = (file: string) => new URL(`./${file}`, import.meta.url);
/** The test service account's key (firebase-admin signs its OAuth assertion with it). */
export const serviceAccountKeyPath = here('firebase-service-account.key.pem');
/** The certificate the HTTPS side presents for fcm.googleapis.com and oauth2.googleapis.com. */
export const googleApisCertificatePath = here('google-apis.cert.pem');

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface WebRegistration {
  origin?: string;
  endpoint: string;
  auth: string;
  p256dh: string;
  applicationPubKey?: string;
}

/** A push FCM would hand to the browser: the subscription it goes to, and its JSON. */
export interface DeliveredPush {
  web: WebRegistration;
  payload: {
    from: string;
    priority: string;
    notification?: { title?: string; body?: string };
    data?: Record<string, string>;
    fcmMessageId: string;
  };
}

export interface FirebaseStandInOptions {
  projectId: string;
  apiKey: string;
  appId: string;
  messagingSenderId: string;
  /** The service account's e-mail (the OAuth assertion's issuer). */
  clientEmail: string;
  /** Lifetime of the auth token an installation is created with (default 7 days, FIS's). */
  firstAuthTokenSeconds?: number;
  /** Port of the HTTPS side (0: any). */
  httpsPort?: number;
}

export interface FirebaseStandIn {
  /** Plain HTTP origin, for the browser's routed requests. */
  origin: string;
  httpsPort: number;
  /** Every request, in order. */
  requests: StandInRequest[];
  /** Live registrations by token. */
  registrations: Map<string, WebRegistration>;
  delivered: DeliveredPush[];
  close(): Promise<void>;
}

interface Installation {
  fid: string;
  refreshToken: string;
}

const WEEK = 7 * 24 * 3600;
const jsonBody = (value: unknown) => JSON.stringify(value);

export async function startFirebaseStandIn(
  options: FirebaseStandInOptions,
): Promise<FirebaseStandIn> {
  const { projectId, apiKey, appId, messagingSenderId, clientEmail } = options;
  const accountKey = createPublicKey(readFileSync(serviceAccountKeyPath));
  const requests: StandInRequest[] = [];
  const installations = new Map<string, Installation>();
  /** FIS auth tokens → the installation they belong to. */
  const authTokens = new Map<string, string>();
  const accessTokens = new Set<string>();
  const registrations = new Map<string, WebRegistration>();
  const delivered: DeliveredPush[] = [];
  const prefix = `/v1/projects/${projectId}/`;

  const token = (bytes = 24) => randomBytes(bytes).toString('base64url');
  const issueAuthToken = (fid: string, seconds: number) => {
    const value = `fis.${token()}`;
    authTokens.set(value, fid);
    return { token: value, expiresIn: `${seconds}s` };
  };

  function webOf(body: unknown): WebRegistration | null {
    const web = (body as { web?: Partial<WebRegistration> } | null)?.web;
    if (!web || typeof web !== 'object') return null;
    const { endpoint, auth, p256dh, applicationPubKey, origin } = web;
    if (typeof endpoint !== 'string' || !endpoint.startsWith('https://')) return null;
    if (typeof auth !== 'string' || typeof p256dh !== 'string' || !auth || !p256dh) return null;
    return {
      endpoint,
      auth,
      p256dh,
      ...(typeof origin === 'string' ? { origin } : {}),
      ...(typeof applicationPubKey === 'string' ? { applicationPubKey } : {}),
    };
  }

  /** Whether an RS256 JWT assertion was signed with the service account's key for FCM's use. */
  function validAssertion(assertion: string): boolean {
    const [header, claims, signature] = assertion.split('.');
    if (!header || !claims || !signature) return false;
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${header}.${claims}`);
    if (!verifier.verify(accountKey, Buffer.from(signature, 'base64url'))) return false;
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      iss?: string;
      aud?: string;
      scope?: string;
      exp?: number;
    };
    return (
      payload.iss === clientEmail &&
      payload.aud === 'https://oauth2.googleapis.com/token' &&
      (payload.scope ?? '')
        .split(' ')
        .includes('https://www.googleapis.com/auth/firebase.messaging') &&
      (payload.exp ?? 0) * 1000 > Date.now()
    );
  }

  type Answer = [status: number, body: unknown];
  const error = (code: number, status: string, message: string, details?: unknown[]): Answer => [
    code,
    { error: { code, message, status, ...(details ? { details } : {}) } },
  ];

  function answer(
    method: string,
    path: string,
    headers: IncomingMessage['headers'],
    body: unknown,
  ): Answer {
    if (method === 'POST' && path === '/token') {
      const form = new URLSearchParams(typeof body === 'string' ? body : '');
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return [400, { error: 'unsupported_grant_type' }];
      if (!validAssertion(form.get('assertion') ?? ''))
        return [400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' }];
      const access = `ya29.${token()}`;
      accessTokens.add(access);
      return [200, { access_token: access, expires_in: 3599, token_type: 'Bearer' }];
    }
    if (!path.startsWith(prefix)) return error(404, 'NOT_FOUND', 'Unknown project or path');
    const rest = path.slice(prefix.length);

    if (method === 'POST' && rest === 'messages:send') {
      const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
      if (!bearer || !accessTokens.has(bearer))
        return error(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
      const message = (body as { message?: DeliveredPush['payload'] & { token?: string } })
        ?.message;
      const web = message?.token ? registrations.get(message.token) : undefined;
      if (!message || !web)
        return error(404, 'NOT_FOUND', 'Requested entity was not found.', [
          {
            '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
            errorCode: 'UNREGISTERED',
          },
        ]);
      const id = randomUUID();
      delivered.push({
        web,
        payload: {
          from: messagingSenderId,
          priority: 'normal',
          ...(message.notification ? { notification: message.notification } : {}),
          ...(message.data ? { data: message.data } : {}),
          fcmMessageId: id,
        },
      });
      return [200, { name: `projects/${projectId}/messages/${id}` }];
    }

    // The browser SDK's calls all carry the web app's API key.
    if (headers['x-goog-api-key'] !== apiKey)
      return error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');

    if (method === 'POST' && rest === 'installations') {
      const { fid, authVersion, appId: forApp } = (body ?? {}) as Record<string, unknown>;
      if (typeof fid !== 'string' || !/^[c-f][\w-]{21}$/.test(fid) || authVersion !== 'FIS_v2')
        return error(400, 'INVALID_ARGUMENT', 'Invalid installation');
      if (forApp !== appId) return error(403, 'PERMISSION_DENIED', 'App not in project');
      const installation = { fid, refreshToken: `rt.${token()}` };
      installations.set(fid, installation);
      return [
        200,
        {
          name: `projects/${projectId}/installations/${fid}`,
          fid,
          refreshToken: installation.refreshToken,
          authToken: issueAuthToken(fid, options.firstAuthTokenSeconds ?? WEEK),
        },
      ];
    }
    const generate = /^installations\/([\w-]+)\/authTokens:generate$/.exec(rest);
    if (method === 'POST' && generate) {
      const installation = installations.get(generate[1]!);
      if (!installation || headers.authorization !== `FIS_v2 ${installation.refreshToken}`)
        return error(401, 'UNAUTHENTICATED', 'Invalid refresh token');
      return [200, issueAuthToken(installation.fid, WEEK)];
    }
    const installation = /^installations\/([\w-]+)$/.exec(rest);
    if (method === 'DELETE' && installation) {
      installations.delete(installation[1]!);
      return [200, {}];
    }

    // Registrations: the installation's auth token says who asks.
    const fis = /^FIS (.+)$/.exec(String(headers['x-goog-firebase-installations-auth'] ?? ''))?.[1];
    if (!fis || !authTokens.has(fis))
      return error(401, 'UNAUTHENTICATED', 'Missing or invalid installation auth token');
    if (method === 'POST' && rest === 'registrations') {
      const web = webOf(body);
      if (!web)
        return error(400, 'INVALID_ARGUMENT', 'web.endpoint, web.auth and web.p256dh are required');
      const issued = `fcm.${token(48)}`;
      registrations.set(issued, web);
      return [200, { token: issued }];
    }
    const registration = /^registrations\/([\w.:-]+)$/.exec(rest);
    if (registration) {
      const current = registration[1]!;
      if (!registrations.has(current))
        return error(404, 'NOT_FOUND', 'Requested entity was not found.');
      if (method === 'PATCH') {
        const web = webOf(body);
        if (!web)
          return error(
            400,
            'INVALID_ARGUMENT',
            'web.endpoint, web.auth and web.p256dh are required',
          );
        registrations.delete(current);
        const renewed = `fcm.${token(48)}`;
        registrations.set(renewed, web);
        return [200, { token: renewed }];
      }
      if (method === 'DELETE') {
        registrations.delete(current);
        return [200, {}];
      }
    }
    return error(404, 'NOT_FOUND', `No ${method} ${path}`);
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const method = request.method ?? 'GET';
      // The browser's cross-origin calls (the SDK's fetch) need CORS, as Google's hosts answer it.
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      if (method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE');
        response.setHeader(
          'Access-Control-Allow-Headers',
          request.headers['access-control-request-headers'] ?? '*',
        );
        response.writeHead(204).end();
        return;
      }
      let body: unknown = text;
      if ((request.headers['content-type'] ?? '').includes('json')) {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          body = null;
        }
      }
      requests.push({ method, path, headers: request.headers, body });
      const [status, result] = answer(method, path, request.headers, body);
      response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
      response.end(jsonBody(result));
    });
  };

  const http = createHttpServer(handle).listen(0, '127.0.0.1');
  const https = createHttpsServer(
    {
      key: readFileSync(here('google-apis.key.pem')),
      cert: readFileSync(googleApisCertificatePath),
    },
    handle,
  ).listen(options.httpsPort ?? 0, '127.0.0.1');
  await Promise.all(
    [http, https].map(
      (server) =>
        new Promise<void>((resolve, reject) => {
          server.once('listening', resolve);
          server.once('error', reject);
        }),
    ),
  );
  return {
    origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    httpsPort: (https.address() as AddressInfo).port,
    requests,
    registrations,
    delivered,
    close: async () => {
      await Promise.all(
        [http, https].map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(resolve));
        }),
      );
    },
  };
}
