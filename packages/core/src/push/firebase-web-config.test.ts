import { describe, expect, it } from 'vitest';
import { firebaseWebConfig } from '#push/firebase-web-config.ts';

/** As the Firebase console shows a web app's configuration. */
const consoleConfig = {
  apiKey: 'AIzaSyDOCAbC123dEf456GhI789jKl012-MnO34',
  authDomain: 'souq-shop.firebaseapp.com',
  projectId: 'souq-shop',
  storageBucket: 'souq-shop.firebasestorage.app',
  messagingSenderId: '123456789012',
  appId: '1:123456789012:web:0a1b2c3d4e5f60718293a4',
  measurementId: 'G-ABCDEF1234',
};
const vapidKey = `B${'x'.repeat(40)}-_${'Y'.repeat(44)}`;

const parse = (env: Record<string, string>) => firebaseWebConfig(env);

describe('firebaseWebConfig', () => {
  it('is null when nothing is set (standard Web Push), blank included', () => {
    expect(parse({})).toBeNull();
    expect(parse({ FIREBASE_WEB_CONFIG: '  ' })).toBeNull();
  });

  it("keeps the four values messaging needs from the console's configuration, and the VAPID key", () => {
    const messaging = {
      apiKey: consoleConfig.apiKey,
      projectId: 'souq-shop',
      appId: consoleConfig.appId,
      messagingSenderId: '123456789012',
    };
    expect(parse({ FIREBASE_WEB_CONFIG: JSON.stringify(consoleConfig) })).toEqual(messaging);
    expect(
      parse({ FIREBASE_WEB_CONFIG: JSON.stringify(consoleConfig), FIREBASE_VAPID_KEY: vapidKey }),
    ).toEqual({ ...messaging, vapidKey });
  });

  it('refuses what is not JSON, naming the setting', () => {
    expect(() => parse({ FIREBASE_WEB_CONFIG: "{apiKey: 'x'}" })).toThrow(
      /^FIREBASE_WEB_CONFIG is not JSON/,
    );
    expect(() => parse({ FIREBASE_WEB_CONFIG: '[]' })).toThrow(/^FIREBASE_WEB_CONFIG: /);
  });

  it.each([
    ['apiKey', undefined],
    ['apiKey', 'short'],
    ['apiKey', 'AIza"><script>alert(1)</script>'],
    ['projectId', 'Souq_Shop'],
    ['projectId', 'x'.repeat(31)],
    ['projectId', '../../v1/evil'],
    ['appId', '1:123:ios:abc'],
    ['appId', undefined],
    ['messagingSenderId', '12ab'],
    ['messagingSenderId', 1234],
  ])('refuses a missing or malformed %s (%s)', (key, value) => {
    const config = { ...consoleConfig, [key]: value };
    expect(() => parse({ FIREBASE_WEB_CONFIG: JSON.stringify(config) })).toThrow(
      new RegExp(`^FIREBASE_WEB_CONFIG: ${key} `),
    );
  });

  it('refuses a VAPID key that is no P-256 public key, and one without a web app', () => {
    const FIREBASE_WEB_CONFIG = JSON.stringify(consoleConfig);
    for (const key of ['B123', `A${'x'.repeat(86)}`, `B${'x'.repeat(85)}=`, `B${'x'.repeat(87)}`])
      expect(() => parse({ FIREBASE_WEB_CONFIG, FIREBASE_VAPID_KEY: key })).toThrow(
        /^FIREBASE_VAPID_KEY is not a P-256 public key/,
      );
    expect(() => parse({ FIREBASE_VAPID_KEY: vapidKey })).toThrow(
      'FIREBASE_VAPID_KEY is set without FIREBASE_WEB_CONFIG',
    );
  });
});
