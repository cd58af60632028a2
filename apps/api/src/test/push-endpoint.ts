import { afterAll, beforeAll } from 'vitest';
import { startWebPushEndpoint, trustingAgent, type WebPushEndpoint } from './web-push-endpoint.ts';

/**
 * The Web Push service of the calling test file (web-push-endpoint.ts), started in beforeAll.
 * `subscribe(status)` makes a subscription whose pushes it accepts (201) or refuses (410).
 */
export function usePushEndpoint() {
  let endpoint: WebPushEndpoint | undefined;
  beforeAll(async () => {
    endpoint = await startWebPushEndpoint();
  });
  afterAll(() => endpoint?.close());
  const current = () => {
    if (!endpoint) throw new Error('usePushEndpoint: the endpoint starts in beforeAll');
    return endpoint;
  };
  return {
    /** An agent that trusts the endpoint's certificate (the app's `push.agent`). */
    agent: trustingAgent(),
    /** The pushes accepted so far, oldest first. */
    get received() {
      return current().received;
    },
    subscribe: (status = 201) => current().subscribe(status),
  };
}
