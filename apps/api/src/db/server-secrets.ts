import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { serverSecrets } from '#src/db/schema.ts';

const cache = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A secret the server generates once and keeps in the database (so every process on it and
 * every restart agree): the first caller's `generate()` wins, later ones read it. Cached.
 */
export function serverSecret(
  db: Database,
  name: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map<string, Promise<string>>()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} missing`);
      return row.value;
    })();
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
