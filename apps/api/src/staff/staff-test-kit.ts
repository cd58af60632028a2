// Test helpers of the staff routes (not a test file itself): a staff member of a role, signed in.
import type { StaffRole, StaffSession } from '@shop/core/schemas';
import type { Database } from '#src/db/database.ts';
import type { useCustomerApp } from '#src/test/customer-app.ts';
import { createStaffMember } from './staff-members.ts';

type Call = ReturnType<typeof useCustomerApp>['call'];

let made = 0;

/** A new staff member of `role`, signed in through `POST Staff/SignIn`. */
export async function signInStaff(
  db: Database,
  call: Call,
  role: StaffRole,
): Promise<StaffSession & { password: string }> {
  made += 1;
  const email = `staff-${role}-${made}-${Date.now()}@souq.example`;
  const password = `Staff-Test-Pass-${made}`;
  const member = await createStaffMember(db, {
    email,
    name: `Test ${role} ${made}`,
    role,
    password,
  });
  if (!member) throw new Error('signInStaff: the member exists already');
  const answer = await call('POST', 'Staff/SignIn', { body: { email, password } });
  if (answer.statusCode !== 200) throw new Error(`signInStaff: ${answer.statusCode}`);
  return { ...answer.json<StaffSession>(), password };
}
