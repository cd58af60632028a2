import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';

export interface SearchSupport {
  /** The database's LC_CTYPE, e.g. `C.UTF-8`. */
  lcCtype: string;
  /** Whether pg_trgm extracts trigrams from Arabic letters under that LC_CTYPE. */
  arabicTrigrams: boolean;
  warning: string | null;
}

/**
 * Start-up check of what search relies on. Under LC_CTYPE `C` pg_trgm sees no letters outside
 * ASCII, so trigram similarity over Arabic text finds nothing. Search itself keeps working
 * (the vocabulary's trigram keys are ASCII transliterations, see normalize.ts), but anything
 * else that applies pg_trgm to Arabic would not; the server logs a warning then.
 */
export async function checkSearchSupport(db: Database): Promise<SearchSupport> {
  // Both drivers answer raw queries with `{ rows }`; the shared Database type does not say so.
  const result: unknown = await db.execute(
    sql`select datctype as "lcCtype", cardinality(show_trgm('حليب')) > 0 as "arabicTrigrams"
        from pg_database where datname = current_database()`,
  );
  const { rows } = result as { rows: { lcCtype: string; arabicTrigrams: boolean }[] };
  const row = rows[0] ?? { lcCtype: 'unknown', arabicTrigrams: false };
  return {
    lcCtype: row.lcCtype,
    arabicTrigrams: row.arabicTrigrams,
    warning: row.arabicTrigrams
      ? null
      : `pg_trgm extracts no trigrams from Arabic under LC_CTYPE ${row.lcCtype}: search typo ` +
        'correction still works (its keys are ASCII), but create the database with a UTF-8 ' +
        'LC_CTYPE (e.g. C.UTF-8) for anything else that uses pg_trgm on Arabic',
  };
}
