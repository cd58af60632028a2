import { request as httpsRequest, type Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
// Types only (erased): firebase-admin itself loads on the first FCM send.
import type { Messaging } from 'firebase-admin/messaging';
import webpush from 'web-push';
import { serverSecret } from '#src/db/server-secrets.ts';
import type { Database } from '#src/db/database.ts';
import { isAllowedPushEndpoint } from './push-endpoints.ts';

export interface PushSettings {
  /** VAPID key pair (URL-safe base64); when either is missing one is generated and kept. */
  vapidPublicKey?: string | undefined;
  vapidPrivateKey?: string | undefined;
  /** `mailto:` or `https:` contact the push services may use. */
  vapidSubject?: string | undefined;
  /** A Firebase service account (JSON) for `fcm` registrations; without it they are skipped. */
  firebaseServiceAccount?: string | undefined;
  /** HTTPS agent for the push services (tests trust their own endpoint's certificate). */
  agent?: Agent | undefined;
  /** Push service hosts allowed besides the known ones (PUSH_ENDPOINT_HOSTS, push-endpoints.ts). */
  endpointHosts?: readonly string[] | undefined;
  /** Longest a push request may take, connection to answer, in ms (default 5000). */
  timeoutMs?: number | undefined;
}

/** A push service answers in well under a second; a slower one is not waited for. */
export const DEFAULT_PUSH_TIMEOUT_MS = 5_000;

/** What a push shows: bilingual title and body, and where a click leads. */
export interface PushMessage {
  title: string;
  titleEn: string;
  body: string;
  bodyEn: string;
  url: string;
}

export interface PushTarget {
  kind: 'fcm' | 'webpush';
  /** The FCM token, or the Web Push endpoint. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

/**
 * `gone`: the push service no longer knows the registration, or its endpoint is not one the
 * API sends to (stored before the allow-list): drop it.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

export interface PushSender {
  vapidPublicKey(): Promise<string>;
  /** Whether a Web Push endpoint is on a push service the API sends to. */
  allows(endpoint: string): boolean;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:no-reply@souq.example';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Sends pushes: Web Push subscriptions through `web-push` (VAPID, aes128gcm), Firebase tokens
 * through `firebase-admin`, imported only once an `fcm` registration is sent to and a service
 * account is configured.
 */
export function createPushSender(
  db: Database,
  settings: PushSettings,
  log: FastifyBaseLogger,
): PushSender {
  const subject = settings.vapidSubject || DEFAULT_VAPID_SUBJECT;
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    const { vapidPublicKey: publicKey, vapidPrivateKey: privateKey } = settings;
    keys ??=
      publicKey && privateKey
        ? Promise.resolve({ publicKey, privateKey })
        : serverSecret(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys())).then(
            (value) => JSON.parse(value) as VapidKeys,
          );
    return keys;
  };

  let messaging: Promise<Messaging> | undefined;
  const firebase = (serviceAccount: string) => {
    messaging ??= (async () => {
      const { cert, initializeApp } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      const app = initializeApp(
        { credential: cert(JSON.parse(serviceAccount) as object) },
        `souq-push-${Math.random().toString(36).slice(2)}`,
      );
      return getMessaging(app);
    })();
    return messaging;
  };

  const endpointHosts = settings.endpointHosts ?? [];
  const allows = (endpoint: string) => isAllowedPushEndpoint(endpoint, endpointHosts);

  return {
    vapidPublicKey: async () => (await vapidKeys()).publicKey,
    allows,
    async send(target, message) {
      const payload = JSON.stringify(message);
      try {
        if (target.kind === 'webpush') {
          if (!target.p256dh || !target.auth) return 'skipped';
          if (!allows(target.endpoint)) return 'gone';
          const details = webpush.generateRequestDetails(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            payload,
            {
              vapidDetails: { subject, ...(await vapidKeys()) },
              TTL: 24 * 3600,
              contentEncoding: 'aes128gcm',
            },
          );
          const status = await postOnce(
            details,
            settings.agent,
            settings.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS,
          );
          if (status === 404 || status === 410) return 'gone';
          if (status < 200 || status > 299) {
            log.warn({ status, kind: target.kind }, 'push service refused a push');
            return 'failed';
          }
          return 'sent';
        }
        if (!settings.firebaseServiceAccount) return 'skipped';
        await (
          await firebase(settings.firebaseServiceAccount)
        ).send({
          token: target.endpoint,
          notification: { title: message.titleEn, body: message.bodyEn },
          data: { payload },
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        const code = (error as { code?: string }).code;
        if (
          status === 404 ||
          status === 410 ||
          code === 'messaging/registration-token-not-registered'
        ) {
          return 'gone';
        }
        log.warn({ err: error, kind: target.kind }, 'push could not be sent');
        return 'failed';
      }
    },
  };
}

/**
 * One POST to a push service, as web-push would send it but with a deadline on the whole
 * exchange (web-push's `timeout` is only an idle timer, so a service answering a byte at a time
 * could hold it forever) and without reading the answer's body. Redirects are not followed:
 * a 3xx is just a failed push.
 */
function postOnce(
  details: webpush.RequestDetails,
  agent: Agent | undefined,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      details.endpoint,
      {
        method: details.method,
        headers: details.headers,
        signal: AbortSignal.timeout(timeoutMs),
        ...(agent ? { agent } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.destroy();
        resolve(status);
      },
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
