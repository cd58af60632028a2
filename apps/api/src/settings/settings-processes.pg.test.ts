// Two API instances on one PostgreSQL database, each with its own connections and its own
// change feed, as two processes run: a setting changed by staff through one is seen by the other
// within the feed's written delay, without a restart. Runs on the PostgreSQL pass of the suite
// (embedded PGlite is one process by design; settings.test.ts covers one process).
import { randomBytes } from 'node:crypto';
import type { PublicSettings, StaffSession } from '@shop/core/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '#src/app.ts';
import { CHANGE_DELAY_MS, startChangeFeed, type ChangeFeed } from '#src/cluster/change-feed.ts';
import { openDatabase, type DatabaseHandle } from '#src/db/database.ts';
import { createStaffMember } from '#src/staff/staff-members.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { onIdleError } from '#src/test/test-database.ts';
import { onServer } from '#src/test/test-templates.ts';
import { forgetSettings } from './settings-service.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `api_settings_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

interface Instance {
  handle: DatabaseHandle;
  app: App;
  feed: ChangeFeed;
}
const instances: Instance[] = [];

async function instance(): Promise<Instance> {
  const handle = await openDatabase({ databaseUrl, onIdleError });
  await handle.migrate();
  const feed = await startChangeFeed({
    handle,
    onChange: (topic) => {
      if (topic === 'settings') forgetSettings(handle.db);
    },
    onError: (error) => {
      throw error;
    },
  });
  const made = { handle, app: buildTestApp(handle.db), feed };
  instances.push(made);
  return made;
}

beforeAll(async () => {
  await onServer(serverUrl, `create database "${name}"`);
});
afterAll(async () => {
  for (const { app, feed, handle } of instances) {
    await app.close();
    await feed.close();
    await handle.close();
  }
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
});

const settingsOf = async (api: Instance) =>
  (
    await api.app.inject({ url: '/api/Settings', headers: storefrontHeaders })
  ).json<PublicSettings>();

describe('site settings across API instances', () => {
  it('a change through one is seen by the other within the change delay, and undone alike', async () => {
    const first = await instance();
    const second = await instance();
    const email = `admin-${name}@souq.example`;
    const password = 'Settings-Test-Pass-1';
    await createStaffMember(first.handle.db, { email, name: 'Admin', role: 'admin', password });
    const signIn = await first.app.inject({
      method: 'POST',
      url: '/api/Staff/SignIn',
      headers: { ...storefrontHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password }),
    });
    const { token } = signIn.json<StaffSession>();
    const patch = (enabled: boolean) =>
      first.app.inject({
        method: 'PUT',
        url: '/api/Staff/Settings',
        headers: {
          ...storefrontHeaders,
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
        payload: JSON.stringify({ maintenance: { enabled } }),
      });

    // The second instance has read (and keeps) the settings before the change.
    expect((await settingsOf(second)).maintenance.enabled).toBe(false);
    expect((await patch(true)).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const answer = await second.app.inject({ url: '/api/Brand', headers: storefrontHeaders });
        expect(answer.statusCode).toBe(503);
      },
      { timeout: CHANGE_DELAY_MS, interval: 50 },
    );
    expect((await patch(false)).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await settingsOf(second)).maintenance.enabled).toBe(false),
      { timeout: CHANGE_DELAY_MS, interval: 50 },
    );
  });
});
