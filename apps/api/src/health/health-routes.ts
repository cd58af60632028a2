import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { databaseKindOf } from '#src/db/database.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** `GET /health`: answers once the database does; needs no public key (start scripts poll it). */
export const healthRoutes: FeatureRoutes = (app, { db }, done) => {
  const database = databaseKindOf(db);
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check',
        security: [],
        response: { 200: healthSchema },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database };
    },
  );
  done();
};
