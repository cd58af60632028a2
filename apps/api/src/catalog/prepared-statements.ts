import type { Database } from '#src/db/database.ts';

/** Statement names by shape key, the same for every database (PostgreSQL keeps 63 bytes). */
const names = new Map<string, string>();
const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A catalog statement built once per database and shape (`key`: everything that changes its
 * SQL text), then run with its placeholder values. PostgreSQL parses and plans a named
 * statement once per connection, and planning a read of `products`, with its many indexes,
 * cost more than running it (list: 3,100 against 10,500 statements/s); drizzle also builds the
 * SQL text once instead of on every request.
 */
export function preparedStatement<T>(db: Database, key: string, prepare: (name: string) => T): T {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    let name = names.get(key);
    if (name === undefined) {
      name = `catalog_${names.size + 1}`;
      names.set(key, name);
    }
    statement = prepare(name);
    byKey.set(key, statement);
  }
  return statement;
}
