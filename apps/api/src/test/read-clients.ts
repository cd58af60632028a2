// Public-read limit tests' helpers: apps on the same test database, reads from a named client.
import { randomInt } from 'node:crypto';
import { afterAll } from 'vitest';
import type { App, AppOptions } from '#src/app.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

export function useReadClients() {
  const database = useTestDatabase('empty');
  const apps: App[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function serve(options: Partial<AppOptions>): Promise<string> {
    const app = buildTestApp(database.db, options);
    apps.push(app);
    return app.listen({ host: '127.0.0.1', port: 0 });
  }

  /** A client address of its own per call, so parallel runs sharing a Redis never meet. */
  const someClient = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

  function read(url: string, forwardedFor?: string) {
    return fetch(`${url}/api/ActivityType`, {
      headers: {
        ...storefrontHeaders,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
    });
  }

  async function statuses(url: string, times: number, forwardedFor?: string): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await read(url, forwardedFor)).status);
    return answers;
  }
  return { database, serve, someClient, read, statuses };
}
