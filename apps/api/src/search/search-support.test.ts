import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#src/test/test-database.ts';
import { checkSearchSupport } from './search-support.ts';

const database = useTestDatabase();

describe('checkSearchSupport', () => {
  it("reports the database's LC_CTYPE and that pg_trgm sees Arabic letters under it", async () => {
    const support = await checkSearchSupport(database.db);

    // PGlite and the CI server use C.UTF-8; under plain C the server would warn instead.
    expect(support.lcCtype).toMatch(/utf-?8/i);
    expect(support).toMatchObject({ arabicTrigrams: true, warning: null });
  });
});

// Only a PostgreSQL server can make a database with another LC_CTYPE (PGlite has one).
const serverUrl = process.env.TEST_DATABASE_URL;

// Defined only when a server is given, so the PGlite run has no such test instead of a skipped one.
const describeOnServer = serverUrl ? describe : () => undefined;

describeOnServer('search on a database created with LC_CTYPE C', () => {
  it('warns at start-up, and still corrects Arabic typos (the trigram keys are ASCII)', async () => {
    const pg = await import('pg');
    const { randomBytes } = await import('node:crypto');
    const { openDatabase } = await import('#src/db/database.ts');
    const { seedDemoData } = await import('#src/db/seed.ts');
    const { seedDemoCatalog } = await import('#src/db/demo/seed-catalog.ts');
    const { analyseQuery } = await import('./query-words.ts');
    const name = `api_test_ctype_c_${randomBytes(4).toString('hex')}`;
    const admin = new pg.default.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`,
    );
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const { onIdleError } = await import('#src/test/test-database.ts');
    const handle = await openDatabase({ databaseUrl: url.toString(), onIdleError });
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
      await seedDemoCatalog(handle.db);

      const support = await checkSearchSupport(handle.db);
      expect(support).toMatchObject({ lcCtype: 'C', arabicTrigrams: false });
      expect(support.warning).toMatch(/LC_CTYPE C/);
      expect((await analyseQuery(handle.db, 'حليبب')).correctedQuery).toBe('حليب');
      expect((await analyseQuery(handle.db, 'دجاح')).correctedQuery).toBe('دجاج');
    } finally {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
