import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/database.ts';

const dialect = new PgDialect();

/**
 * `fragment` rendered to SQL text once, its values written in as literals, and kept as one raw
 * chunk. Drizzle builds a statement's text again on every call inside a transaction, walking
 * every column and value of every subquery: for the cart's large JSON subqueries that walk cost
 * more than running them. Only for fragments whose values are constants of the code.
 */
export function renderedOnce<T>(fragment: SQL<T>): SQL<T> {
  return sql<T>`${sql.raw(dialect.sqlToQuery(fragment.inlineParams()).sql)}`;
}

/**
 * A fragment with one value that changes per call (`hole`), rendered once around it: call the
 * answer with the value to get the fragment (three chunks for drizzle to walk).
 */
export function renderedAround<T, V>(build: (hole: SQL) => SQL<T>): (value: V) => SQL<T> {
  const marker = '__rendered_once_hole__';
  const text = dialect.sqlToQuery(build(sql.raw(marker)).inlineParams()).sql;
  const [before, after, ...rest] = text.split(marker);
  if (before === undefined || after === undefined || rest.length > 0) {
    throw new Error('renderedAround: the fragment must use its hole exactly once');
  }
  return (value) => sql<T>`${sql.raw(before)}${value}${sql.raw(after)}`;
}

/**
 * A statement rendered to SQL text once (its values as `sql.placeholder`s), then run by `name`
 * on the database or a transaction of it: PostgreSQL parses and plans it once per connection,
 * and drizzle neither builds nor maps it again (rows come as the driver gives them). For hot
 * statements that drizzle's builders cannot say (data-modifying CTEs) or that it would build
 * again on every call inside a transaction.
 */
export function namedStatement<Row>(
  name: string,
  build: () => SQL,
): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const result = (await db._.session
      .prepareQuery(query, undefined, name, false)
      .execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * For a select list of a transaction's first statement: the statements after it in the same
 * transaction run on generic plans (`plan_cache_mode`, for this transaction only). Named
 * statements are planned for every execution until PostgreSQL has seen five and judged a
 * generic plan no worse; for the cart's read (a large JSON subquery) and the placement's
 * statements, all keyed by ids, that planning cost more than running them (0.5 to 0.7 ms of
 * the server's time each, measured under the benchmark's load), and on some connections it
 * never stopped.
 */
export const genericPlansForTransaction = sql<string>`set_config('plan_cache_mode', 'force_generic_plan', true)`;
