/**
 * Where the API may send Web Push messages. A subscription's endpoint comes from the browser,
 * so from anyone: without this check the API would POST to any URL it is given (an internal
 * host included) on every notification. Only HTTPS on port 443 of the push services browsers
 * use is accepted; `PUSH_ENDPOINT_HOSTS` adds others (a self-hosted push service, the tests).
 *
 * The check is on the host name, not on the addresses it resolves to: these names belong to
 * Google, Mozilla, Apple and Microsoft, whose DNS an attacker does not control, so a name that
 * passes cannot be pointed at an internal address (no rebinding check is needed). An IP
 * address or any other name is refused unless configured.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  // Chrome, Edge (Chromium) and Android
  'fcm.googleapis.com',
  // Firefox (autopush)
  'updates.push.services.mozilla.com',
  // Safari (web.push.apple.com)
  '*.push.apple.com',
  // Windows (WNS: <region>.notify.windows.com)
  '*.notify.windows.com',
] as const;

/**
 * Parses `PUSH_ENDPOINT_HOSTS`: comma-separated `host` (port 443), `host:port` or `*.domain`
 * (any name under the domain, port 443). Throws on anything else, so a typo stops the server.
 */
export function parsePushEndpointHosts(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const name = entry.startsWith('*.') ? entry.slice(2) : entry;
    let parsed: URL | undefined;
    try {
      parsed = new URL(`https://${name}`);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.host !== name || (entry.startsWith('*.') && parsed.port !== '')) {
      throw new Error(`PUSH_ENDPOINT_HOSTS: "${entry}" is not a host, host:port or *.domain`);
    }
  }
  return entries;
}

/** Whether the API may send to `endpoint`: HTTPS, no user info, a known push service's host. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  // `host` has no port for 443 (the URL parser drops the default), so a bare name only
  // matches port 443, and `host:port` only that port.
  const host = url.host;
  return [...DEFAULT_PUSH_ENDPOINT_HOSTS, ...extraHosts].some((entry) =>
    entry.startsWith('*.')
      ? url.port === '' && host.endsWith(entry.slice(1)) && host.length > entry.length - 1
      : host === entry,
  );
}
