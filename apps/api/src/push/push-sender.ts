import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
// Types only (erased): firebase-admin itself loads on the first FCM send.
import type { Messaging } from 'firebase-admin/messaging';
import webpush from 'web-push';
import { serverSecret } from '#src/db/server-secrets.ts';
import type { Database } from '#src/db/database.ts';

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
}

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

/** `gone`: the push service no longer knows the registration (drop it). */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

export interface PushSender {
  vapidPublicKey(): Promise<string>;
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

  return {
    vapidPublicKey: async () => (await vapidKeys()).publicKey,
    async send(target, message) {
      const payload = JSON.stringify(message);
      try {
        if (target.kind === 'webpush') {
          if (!target.p256dh || !target.auth) return 'skipped';
          await webpush.sendNotification(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            payload,
            {
              vapidDetails: { subject, ...(await vapidKeys()) },
              TTL: 24 * 3600,
              contentEncoding: 'aes128gcm',
              timeout: 10_000,
              ...(settings.agent ? { agent: settings.agent } : {}),
            },
          );
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
