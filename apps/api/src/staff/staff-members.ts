import type { StaffMember, StaffRole } from '@shop/core/schemas';
import type { Database } from '#src/db/database.ts';
import { staffMembers } from '#src/db/schema.ts';
import { hashNewPassword } from '#src/customers/passwords.ts';
import { toStaffMember } from './staff-auth.ts';

export interface NewStaffMember {
  /** Lower-cased already. */
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/**
 * Makes a staff account (a common password is refused like a customer's, 400); answers it, or
 * undefined when the e-mail already has one.
 */
export async function createStaffMember(
  db: Database,
  member: NewStaffMember,
): Promise<StaffMember | undefined> {
  const { password, ...rest } = member;
  const [row] = await db
    .insert(staffMembers)
    .values({ ...rest, passwordHash: await hashNewPassword(password, 'password') })
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  return row && toStaffMember(row);
}
