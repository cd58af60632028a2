// `npm start`: toolchain, install, build, then the API (which migrates and seeds its database
// on first start), the server-rendered storefront, the back office and the quick shop front on 127.0.0.1, until Ctrl-C. A server that
// crashes is started again (servers.mjs, superviseServer).
import { build, install, log, toolchainEnv } from './toolchain.mjs';
import { startServers, stopServers, superviseServer } from './servers.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 8080);
const backofficePort = Number(process.env.BACKOFFICE_PORT ?? 3001);
const quickPort = Number(process.env.QUICK_PORT ?? 3002);
const children = [];
const startup = new AbortController();
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  startup.abort();
  log('stopping…');
  await stopServers(children);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// The servers run in their own process groups; never leave them behind.
process.on('exit', () =>
  children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')),
);

try {
  const env = toolchainEnv();
  await install(env);
  await build(env);
  const servers = await startServers({
    env,
    port,
    apiPort,
    backofficePort,
    quickPort,
    apiUrl: process.env.API_URL,
    children,
    signal: startup.signal,
  });
  // A crashed server is started again (the site answers again within seconds); one that keeps
  // crashing right after its start stops everything.
  for (const [name, child] of Object.entries(servers.processes)) {
    log(`${name} pid ${child.pid}`);
    superviseServer({
      name,
      child,
      launch: servers.launchers[name],
      children,
      signal: startup.signal,
      onGiveUp: (code) => void stop(code),
    });
  }
  log(`storefront  ${servers.webUrl}`);
  log(
    `back office ${servers.backofficeUrl}   (staff: admin@example.com / Demo-Admin-2026, ` +
      'support@example.com / Demo-Support-2026, moderator@example.com / Demo-Moderator-2026; ' +
      'seller: seller@example.com / Demo-Seller-2026)',
  );
  log(`quick       ${servers.quickUrl}   (one brand's quick-commerce shop front, QUICK_PORT)`);
  log(
    `api         ${servers.apiUrl}${servers.ownApi ? `   (OpenAPI: http://127.0.0.1:${apiPort}/openapi.json)` : ''}`,
  );
  log('press Ctrl-C to stop them all');
} catch (error) {
  if (!stopping) {
    process.stderr.write(`npm start: ${error.message}\n`);
    await stop(1);
  }
}
