// Staff accounts apart from customers: sign-in, roles, the audit record, and that a customer's
// token never reaches a staff route (nor a staff token a customer's).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiError, StaffActionPage, StaffMember } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffActions } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { recordStaffAction } from './staff-auth.ts';
import { signInStaff } from './staff-test-kit.ts';

const customerApp = useCustomerApp('empty');
const { call } = customerApp;

describe('staff accounts', () => {
  it('signs a member in; the token reaches the staff routes, and signing out ends it', async () => {
    const staff = await signInStaff(customerApp.db, call, 'support');
    const me = await call('GET', 'Staff/Me', { token: staff.token });
    expect(me.statusCode).toBe(200);
    expect(me.json<StaffMember>()).toEqual({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: 'support',
    });
    expect((await call('POST', 'Staff/SignOut', { token: staff.token })).statusCode).toBe(204);
    expect((await call('GET', 'Staff/Me', { token: staff.token })).statusCode).toBe(401);
  });

  it('answers a wrong password, an unknown e-mail and a malformed body alike or with 400', async () => {
    const staff = await signInStaff(customerApp.db, call, 'moderator');
    const wrong = await call('POST', 'Staff/SignIn', {
      body: { email: staff.email, password: 'not-the-password' },
    });
    const unknown = await call('POST', 'Staff/SignIn', {
      body: { email: 'nobody@souq.example', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    const extra = await call('POST', 'Staff/SignIn', {
      body: { email: staff.email, password: staff.password, role: 'admin' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("answers 403 to a customer's token on a staff route, and 401 to a staff token on a customer's", async () => {
    const customer = await customerApp.signUp();
    const onStaff = await call('GET', 'Staff/Me', { token: customer.token });
    expect(onStaff.statusCode).toBe(403);
    expect(onStaff.json<ApiError[]>()).toMatchObject([{ code: 'forbidden' }]);
    const staff = await signInStaff(customerApp.db, call, 'admin');
    expect((await call('GET', 'Notification', { token: staff.token })).statusCode).toBe(401);
    expect((await call('GET', 'Staff/Me', { token: 'made-up-token' })).statusCode).toBe(401);
  });

  it('lets only an admin read the audit record, newest first, and never changes an entry', async () => {
    const admin = await signInStaff(customerApp.db, call, 'admin');
    const support = await signInStaff(customerApp.db, call, 'support');
    await recordStaffAction(customerApp.db, {
      staffId: support.id,
      action: 'order.status',
      subjectType: 'order',
      subjectId: 1,
      detail: { from: 'placed', to: 'preparing' },
    });
    const refused = await call('GET', 'Staff/Actions', { token: support.token });
    expect(refused.statusCode).toBe(403);
    const page = await call('GET', 'Staff/Actions?pageSize=5', { token: admin.token });
    expect(page.statusCode).toBe(200);
    const [newest] = page.json<StaffActionPage>().items;
    expect(newest).toMatchObject({
      staffId: support.id,
      staffName: support.name,
      action: 'order.status',
      subjectType: 'order',
      detail: { from: 'placed', to: 'preparing' },
    });
    // Searched: by action, an action's family, what it was done to, and who.
    await recordStaffAction(customerApp.db, {
      staffId: admin.id,
      action: 'refund.first_approval',
      subjectType: 'refund',
      subjectId: 7,
      detail: {},
    });
    const search = async (query: string) => {
      const found = await call('GET', `Staff/Actions?pageSize=50&${query}`, { token: admin.token });
      expect(found.statusCode, found.body).toBe(200);
      return found
        .json<StaffActionPage>()
        .items.map((item) => `${item.action} ${item.subjectType} ${item.subjectId}`);
    };
    expect(await search(`staffId=${support.id}`)).toEqual(['order.status order 1']);
    expect(await search(`staffId=${admin.id}&action=refund.`)).toEqual([
      'refund.first_approval refund 7',
    ]);
    expect(await search(`staffId=${admin.id}&action=refund.first_approval`)).toHaveLength(1);
    expect(await search(`staffId=${admin.id}&action=refund.first`)).toEqual([]);
    expect(await search(`staffId=${admin.id}&subjectType=refund&subjectId=7`)).toHaveLength(1);
    expect(await search(`staffId=${admin.id}&subjectType=order`)).toEqual([]);
    for (const query of [
      'action=%25',
      'action=a'.padEnd(70, 'a'),
      'subjectType=Order',
      'subjectId=0',
      'q=x',
    ]) {
      expect((await call('GET', `Staff/Actions?${query}`, { token: admin.token })).statusCode).toBe(
        400,
      );
    }
    const id = newest?.id ?? 0;
    await expect(
      customerApp.db.update(staffActions).set({ action: 'forged' }).where(eq(staffActions.id, id)),
    ).rejects.toThrow();
    await expect(
      customerApp.db.execute(sql`delete from ${staffActions} where ${staffActions.id} = ${id}`),
    ).rejects.toThrow();
  });

  it('staff:create makes an account on the configured database and refuses the same e-mail twice', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-cli-'));
    const apiDir = path.resolve(import.meta.dirname, '../..');
    const run = () =>
      spawnSync(
        process.execPath,
        [
          path.join(apiDir, 'node_modules/tsx/dist/cli.mjs'),
          'src/staff/staff-cli.ts',
          '--email',
          'Ops@Souq.example',
          '--name',
          'Ops Lead',
          '--role',
          'support',
        ],
        {
          cwd: apiDir,
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, STAFF_PASSWORD: '' },
          timeout: 60_000,
        },
      );
    try {
      const first = run();
      expect(first.stderr).toBe('');
      expect(first.stdout).toMatch(
        /^made support ops@souq\.example \(id \d+\)\npassword \(shown once\): \S{20,}\n$/,
      );
      const second = run();
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('ops@souq.example already has a staff account');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
