import { z } from 'zod';

/**
 * The one fixed client configuration of the messaging service (spec R7.21): the public values of
 * the Firebase web app, which every visitor's browser receives anyway (no secret among them), and
 * the public key of the project's Web Push certificate. The browser creates its messaging service
 * from exactly this.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  /** The Web Push certificate's public key (Cloud Messaging settings); unset: Firebase's default. */
  vapidKey?: string;
}

/**
 * What the settings may hold. Bounded and with plain characters only: the values travel in every
 * page's data and in the provider's URLs and headers.
 */
const webAppSchema = z.object({
  // Google API keys: "AIza" and 35 more; any plain key of sane length is accepted.
  apiKey: z.string().regex(/^[\w-]{10,100}$/, 'is not an API key'),
  // Cloud project ids: 6 to 30 lower-case letters, digits and hyphens, starting with a letter.
  projectId: z.string().regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'is not a project id'),
  // "1:<sender id>:web:<hex>"
  appId: z.string().regex(/^\d{1,20}:\d{1,20}:web:[0-9a-f]{1,64}$/, 'is not a web app id'),
  messagingSenderId: z.string().regex(/^\d{1,20}$/, 'is not a sender id'),
});

/** A P-256 public key as Web Push wants it: 65 bytes, uncompressed (0x04 …), URL-safe base64. */
const vapidKeySchema = z
  .string()
  .regex(/^B[\w-]{86}$/, 'is not a P-256 public key (87 characters)');

/**
 * The Firebase web configuration from the environment, or null when none is set (push then uses
 * the standard Web Push of the API's own VAPID key):
 * - `FIREBASE_WEB_CONFIG`: the web app's configuration as the Firebase console shows it (JSON;
 *   `apiKey`, `projectId`, `appId` and `messagingSenderId` are used, other keys are ignored);
 * - `FIREBASE_VAPID_KEY` (optional): the public key of the Web Push certificate.
 *
 * Throws on a malformed value, naming the setting, so a typo stops the server instead of leaving
 * push silently broken in every browser.
 */
export function firebaseWebConfig(env: NodeJS.ProcessEnv = process.env): FirebaseWebConfig | null {
  const raw = env.FIREBASE_WEB_CONFIG?.trim();
  const vapidKey = env.FIREBASE_VAPID_KEY?.trim();
  if (!raw) {
    if (vapidKey) throw new Error('FIREBASE_VAPID_KEY is set without FIREBASE_WEB_CONFIG');
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('FIREBASE_WEB_CONFIG is not JSON (the web app configuration as an object)');
  }
  const app = webAppSchema.safeParse(json);
  if (!app.success) {
    const [issue] = app.error.issues;
    const where = issue?.path.join('.') || 'the value';
    throw new Error(`FIREBASE_WEB_CONFIG: ${where} ${issue?.message ?? 'is invalid'}`);
  }
  if (!vapidKey) return app.data;
  const key = vapidKeySchema.safeParse(vapidKey);
  if (!key.success) {
    throw new Error(`FIREBASE_VAPID_KEY ${key.error.issues[0]?.message ?? 'is invalid'}`);
  }
  return { ...app.data, vapidKey: key.data };
}
