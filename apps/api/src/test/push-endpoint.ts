import { afterAll, beforeAll } from 'vitest';
import type { PushSettings } from '#src/push/push-sender.ts';
import { startWebPushEndpoint, trustingAgent, type WebPushEndpoint } from './web-push-endpoint.ts';

/**
 * The Web Push service of the calling test file (web-push-endpoint.ts), started in beforeAll.
 * `subscribe(status)` makes a subscription whose pushes it accepts (201) or refuses (410).
 * Call it before building the app, whose `push` settings are {@link settings}.
 */
export function usePushEndpoint(options: { allowed?: boolean; timeoutMs?: number } = {}) {
  let endpoint: WebPushEndpoint | undefined;
  // Filled once the endpoint listens on its free port (the app is built after that).
  const endpointHosts: string[] = [];
  const agent = trustingAgent();
  beforeAll(async () => {
    endpoint = await startWebPushEndpoint();
    if (options.allowed !== false) endpointHosts.push(new URL(endpoint.origin).host);
  });
  afterAll(() => endpoint?.close());
  const current = () => {
    if (!endpoint) throw new Error('usePushEndpoint: the endpoint starts in beforeAll');
    return endpoint;
  };
  return {
    /** An agent that trusts the endpoint's certificate (the app's `push.agent`). */
    agent,
    /** The app's push settings: this agent, and this endpoint allowed (unless `allowed: false`). */
    settings: { agent, endpointHosts, timeoutMs: options.timeoutMs } satisfies PushSettings,
    get origin() {
      return current().origin;
    },
    /** The pushes accepted so far, oldest first. */
    get received() {
      return current().received;
    },
    subscribe: (status = 201, location?: string) => current().subscribe(status, location),
  };
}
