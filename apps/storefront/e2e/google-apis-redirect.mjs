// Preloaded into the e2e API process only (`node --import`, playwright.config.ts): its TLS
// connections to fcm.googleapis.com and oauth2.googleapis.com, which firebase-admin hard-codes,
// go to the Firebase stand-in on 127.0.0.1:E2E_GOOGLE_APIS_PORT instead (e2e/firebase-stand-in.ts),
// which presents a certificate for those names; only these connections trust it. Nothing else
// in the process is touched, and nothing of it is in the API's own code.
import { readFileSync } from 'node:fs';
import tls from 'node:tls';

const port = Number(process.env.E2E_GOOGLE_APIS_PORT);
const hosts = new Set(['fcm.googleapis.com', 'oauth2.googleapis.com']);

if (port > 0) {
  const ca = readFileSync(new URL('./google-apis.cert.pem', import.meta.url));
  const connect = tls.connect;
  tls.connect = function redirected(...args) {
    const options = args.find((arg) => arg !== null && typeof arg === 'object');
    const host = options?.servername || options?.host;
    if (!hosts.has(host)) return connect.apply(this, args);
    const callback = args.find((arg) => typeof arg === 'function');
    return connect.call(
      this,
      { ...options, host: '127.0.0.1', port, servername: host, ca },
      callback,
    );
  };
}
