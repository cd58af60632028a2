// Push in the browser (spec §7): turning it on and off, and keeping the API's copy of the
// browser's registration current, by standard Web Push or through Firebase Cloud Messaging.
// Import it on demand (it brings RTK Query and, when Firebase is configured, the Firebase SDK
// when used); @shop/core/push-state tells at start-up whether it is needed at all.
export * from '#push/client.ts';
export type { FirebaseWebConfig } from '#push/firebase-web-config.ts';
