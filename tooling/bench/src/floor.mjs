import { getJson } from '#src/sample.mjs';
import { startServer } from '#src/server.mjs';

const floorServer = new URL('./floor-server.mjs', import.meta.url).pathname;

/**
 * Starts the floor server (floor-server.mjs) on `port`, reading the catalog database of
 * `catalogEnv` (`{ DATABASE_URL }` or `{ DATA_DIR }`, as ensureCatalog returns it).
 * Returns `{ baseUrl, stop, catalog }`: `catalog()` fetches every product, most popular
 * first, as columns `{ slugs, brandIds, categoryIds, brandPositions }`.
 */
export async function startFloor({ catalogEnv, port, timeoutMs = 5 * 60_000 }) {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...catalogEnv,
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: 'the floor server',
    args: [floorServer],
    env,
    readyUrl: `${baseUrl}/health`,
    timeoutMs,
  });
  return {
    baseUrl,
    stop: server.stop,
    catalog: () => getJson(new URL('/catalog', baseUrl)),
  };
}
