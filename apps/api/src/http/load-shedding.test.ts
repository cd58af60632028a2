// Under pressure the API sheds store calls with 503 + Retry-After, and /health keeps answering.
// The pressure is made certain rather than waited for: a heap limit every process is above.
import type { ApiError } from '@shop/core/schemas';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SHED_RETRY_AFTER_SECONDS, type App } from '#src/app.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase('empty');
let app: App;
let url = '';

beforeAll(async () => {
  app = buildTestApp(database.db, {
    loadShedding: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 },
  });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

it('answers store calls 503 with Retry-After and a translated code, while /health answers', async () => {
  let shed: Response | undefined;
  await vi.waitFor(async () => {
    shed = await fetch(`${url}/api/ActivityType`, { headers: storefrontHeaders });
    expect(shed.status).toBe(503);
  });
  expect(shed!.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
  expect((await shed!.json()) as ApiError[]).toEqual([
    { code: 'unavailable', message: expect.stringContaining('Too busy') as string },
  ]);
  expect((await fetch(`${url}/health`)).status).toBe(200);
});
