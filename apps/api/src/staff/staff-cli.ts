// `pnpm --filter @shop/api staff:create --email <e-mail> --name <name> --role <admin|support|moderator>`:
// makes a staff account on the configured database (DATABASE_URL, else the PGlite data directory
// DATA_DIR, which no running API may hold). The password comes from STAFF_PASSWORD, or is
// generated and printed once. An e-mail that already has an account is refused.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  staffRoleSchema,
  emailField,
} from '@shop/core/schemas';
import { readConfig } from '#src/config.ts';
import { normalizeEmail } from '#src/customers/customers-queries.ts';
import { openDatabase } from '#src/db/database.ts';
import { createStaffMember } from './staff-members.ts';

function fail(message: string): never {
  console.error(`staff:create: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
  },
});
const email = emailField.safeParse(values.email ?? '');
if (!email.success) fail('--email needs a valid e-mail address');
const role = staffRoleSchema.safeParse(values.role);
if (!role.success) fail(`--role is one of ${staffRoleSchema.options.join(', ')}`);
const name = values.name?.trim();
if (!name || name.length > 100) fail('--name needs a name (at most 100 characters)');
const given = process.env.STAFF_PASSWORD || undefined;
const password = given ?? randomBytes(18).toString('base64url');
if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  fail(`STAFF_PASSWORD has ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const made = await createStaffMember(database.db, {
    email: normalizeEmail(email.data),
    name,
    role: role.data,
    password,
  });
  if (!made) fail(`${normalizeEmail(email.data)} already has a staff account`);
  console.log(`made ${role.data} ${made.email} (id ${made.id})`);
  if (given === undefined) console.log(`password (shown once): ${password}`);
} finally {
  await database.close();
}
