// Starts the built API and the server-rendered storefront as plain `node` processes, so the PID
// we hold is the server's own (pnpm 12's .bin shims are bash scripts; see TOOLCHAIN.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { log, root } from './toolchain.mjs';

const storefrontDir = path.join(root, 'apps', 'storefront');
const backofficeDir = path.join(root, 'apps', 'backoffice');
const quickDir = path.join(root, 'apps', 'quick');
const apiDir = path.join(root, 'apps', 'api');

/** Polls `url` until it answers 2xx or `timeoutMs` passes (or `signal` aborts). */
export async function waitFor(url, timeoutMs, child, signal) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a built command of the API (`dist/<name>.js`) to its end; rejects when it fails. */
function runApiCommand(name, env, children, signal) {
  signal?.throwIfAborted();
  const child = spawn('node', [path.join(apiDir, 'dist', `${name}.js`)], {
    cwd: apiDir,
    env,
    stdio: 'inherit',
    detached: true,
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      children.splice(children.indexOf(child), 1);
      if (code === 0) resolve();
      else reject(new Error(`the API's ${name} command failed (exit ${code})`));
    });
  });
}

/**
 * Demo data goes only into the embedded database, on its first start (or until a seed has
 * completed once: `<dataDir>.seeded` marks that). A database given by DATABASE_URL is never
 * filled implicitly: `pnpm seed` does that when asked. The API migrates on its own start.
 */
async function seedEmbeddedDatabase(env, children, signal) {
  if (env.DATABASE_URL) {
    log('DATABASE_URL is set: no demo data is added (`pnpm seed` adds it)');
    return;
  }
  const dataDir = path.resolve(apiDir, env.DATA_DIR || './data');
  const marker = `${dataDir}.seeded`;
  if (existsSync(dataDir) && existsSync(marker)) return;
  log('first start: filling the embedded database with demo data');
  await runApiCommand('seed-cli', env, children, signal);
  await writeFile(marker, `${new Date().toISOString()}\n`);
}

/**
 * Starts the API (unless `apiUrl` points elsewhere), the storefront, the back office and the quick shop front. Each child is pushed into
 * `children` as soon as it is spawned, so a Ctrl-C during start-up still stops it; `signal`
 * aborts a start-up in progress.
 * @returns the URLs they serve.
 */
export async function startServers({
  env,
  host = '127.0.0.1',
  port,
  apiPort,
  backofficePort,
  quickPort = 3002,
  apiUrl,
  children,
  signal,
}) {
  const ownApi = !apiUrl;
  const apiBase = apiUrl ?? `http://${host}:${apiPort}/api/`;
  /** How each server is started, now and again by {@link superviseServer}. */
  const launchers = {
    api: () =>
      spawn('node', [path.join(apiDir, 'dist', 'main.js')], {
        cwd: apiDir,
        env: { ...env, HOST: host, PORT: String(apiPort) },
        stdio: 'inherit',
        // Own process group: Ctrl-C reaches only the launcher, which stops each server once.
        detached: true,
      }),
    storefront: () =>
      spawn('node', ['server.mjs'], {
        cwd: storefrontDir,
        env: { ...env, HOST: host, PORT: String(port), API_URL: apiBase, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      }),
    // Static files and one page; the browser calls the API at `apiBase` itself.
    backoffice: () =>
      spawn('node', ['server.mjs'], {
        cwd: backofficeDir,
        env: { ...env, HOST: host, PORT: String(backofficePort), API_URL: apiBase },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      }),
    // The quick shop front (one brand, QUICK_BRAND_ID), server-rendered like the storefront.
    quick: () =>
      spawn('node', ['server.mjs'], {
        cwd: quickDir,
        env: {
          ...env,
          HOST: host,
          PORT: String(quickPort),
          API_URL: apiBase,
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      }),
  };
  const processes = {};
  if (ownApi) {
    await seedEmbeddedDatabase(env, children, signal);
    signal?.throwIfAborted();
    processes.api = launchers.api();
    children.push(processes.api);
    await waitFor(`http://${host}:${apiPort}/health`, 120_000, processes.api, signal);
  }
  signal?.throwIfAborted();
  processes.storefront = launchers.storefront();
  children.push(processes.storefront);
  processes.backoffice = launchers.backoffice();
  children.push(processes.backoffice);
  processes.quick = launchers.quick();
  children.push(processes.quick);
  await Promise.all([
    waitFor(`http://${host}:${quickPort}/healthz`, 60_000, processes.quick, signal),
    waitFor(`http://${host}:${port}/healthz`, 60_000, processes.storefront, signal),
    waitFor(`http://${host}:${backofficePort}/healthz`, 60_000, processes.backoffice, signal),
  ]);
  return {
    webUrl: `http://${host}:${port}/`,
    backofficeUrl: `http://${host}:${backofficePort}/`,
    quickUrl: `http://${host}:${quickPort}/`,
    apiUrl: apiBase,
    ownApi,
    processes,
    launchers,
  };
}

/** A run shorter than this ends a "crash at start"; a longer one was a server that worked. */
const QUICK_EXIT_MS = 10_000;
/** Crashes at start in a row after which restarting is given up (a missing build, a bad setting …). */
const QUICK_EXITS_TO_GIVE_UP = 5;

/**
 * Keeps one server running: when `child` ends while `signal` is not aborted, it is started again
 * with `launch` (and kept in `children`, so stopServers still reaches it) after a back-off of
 * 0.5 s, doubled for each crash at start in a row (up to 8 s). After
 * {@link QUICK_EXITS_TO_GIVE_UP} of those, `onGiveUp` is called instead.
 */
export function superviseServer({ name, child, launch, children, signal, onGiveUp }) {
  let quickExits = 0;
  const watch = (current, startedAt) => {
    current.once('exit', (code, exitSignal) => {
      const index = children.indexOf(current);
      if (index >= 0) children.splice(index, 1);
      if (signal?.aborted) return;
      quickExits = Date.now() - startedAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
      if (quickExits >= QUICK_EXITS_TO_GIVE_UP) {
        log(
          `${name} ended ${quickExits} times right after starting (${exitSignal ?? code}); giving up`,
        );
        onGiveUp(1);
        return;
      }
      const delay = 500 * 2 ** Math.max(0, quickExits - 1);
      log(`${name} ended (${exitSignal ?? code}); starting it again in ${delay / 1000} s`);
      setTimeout(() => {
        if (signal?.aborted) return;
        const next = launch();
        children.push(next);
        log(`${name} started again (pid ${next.pid})`);
        watch(next, Date.now());
      }, delay);
    });
  };
  watch(child, Date.now());
}

/** Stops the children (SIGTERM, then SIGKILL after 5 s) and resolves when all have exited. */
export async function stopServers(children) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
