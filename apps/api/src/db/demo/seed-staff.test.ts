import type { StaffSession } from '@shop/core/schemas';
import { expect, it } from 'vitest';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { DEMO_STAFF, seedDemoStaff } from './seed-staff.ts';

// The README's demo staff: seeded once, each signs in with its password and has its role.

const shop = useCustomerApp('catalog');

it('the demo staff sign in with the README passwords, each with its role', async () => {
  expect(await seedDemoStaff(shop.db)).toBe(DEMO_STAFF.length);
  // Seeding again adds nothing.
  expect(await seedDemoStaff(shop.db)).toBe(0);

  for (const member of DEMO_STAFF) {
    const signedIn = await shop.call('POST', 'Staff/SignIn', {
      body: { email: member.email, password: member.password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<StaffSession>()).toMatchObject({ email: member.email, role: member.role });
  }
  const wrong = await shop.call('POST', 'Staff/SignIn', {
    body: { email: DEMO_STAFF[0].email, password: DEMO_STAFF[1].password },
  });
  expect(wrong.statusCode).toBe(401);
});
