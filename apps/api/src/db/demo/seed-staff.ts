import type { StaffRole } from '@shop/core/schemas';
import type { Database } from '#src/db/database.ts';
import { createStaffMember } from '#src/staff/staff-members.ts';

// The demo staff (issue 17): one account per role, so the back office can be tried at once.
// Listed in the README ("Demo data"); a real shop makes its own with `staff:create`.

export const DEMO_STAFF = [
  { email: 'admin@example.com', password: 'Demo-Admin-2026', name: 'Demo Admin', role: 'admin' },
  {
    email: 'support@example.com',
    password: 'Demo-Support-2026',
    name: 'Demo Support',
    role: 'support',
  },
  {
    email: 'moderator@example.com',
    password: 'Demo-Moderator-2026',
    name: 'Demo Moderator',
    role: 'moderator',
  },
] as const satisfies readonly { email: string; password: string; name: string; role: StaffRole }[];

/** Makes the demo staff accounts that do not exist yet; answers how many it made. */
export async function seedDemoStaff(db: Database): Promise<number> {
  let made = 0;
  for (const member of DEMO_STAFF) {
    if (await createStaffMember(db, { ...member })) made += 1;
  }
  return made;
}
