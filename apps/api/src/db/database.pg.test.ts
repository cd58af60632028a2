// The PostgreSQL pool's sessions, on the PostgreSQL pass of the suite (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from './database.ts';

it('opens every session without JIT compilation (short statements pay for it, never win)', async () => {
  const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  try {
    const sessions = await Promise.all(
      Array.from({ length: 3 }, () => handle.db.execute(sql`select current_setting('jit') as jit`)),
    );
    for (const result of sessions)
      expect((result as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
  } finally {
    await handle.close();
  }
});
