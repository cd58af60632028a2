// The Firebase web configuration of a shop front's server, read from its environment
// (FIREBASE_WEB_CONFIG, FIREBASE_VAPID_KEY) and checked; null means standard Web Push.
export * from '#push/firebase-web-config.ts';
