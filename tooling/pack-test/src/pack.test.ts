// The packed-tarball test (issue 18): `pnpm pack` of @shop/core and @shop/ui, a fresh project in
// a temporary folder OUTSIDE the workspace (no node_modules above it to fall back on), the tarballs
// and their peer dependencies installed there, a page built from them with Vite (consumer/), type
// checked with tsc against the packages' published types, and run against the built API on the
// demo seed. A package that only works inside this monorepo (a deep import, a file left out of
// `files`, a dependency the workspace happens to hoist, a wrong `exports` path) fails here.
//
// Installs are offline from the local pnpm store (what the workspace install put there), so CI
// needs no network; PACK_TEST_ONLINE=1 lets pnpm reach the npm registry when the store lacks one.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const apiDir = path.join(root, 'apps/api');
const work = mkdtempSync(path.join(tmpdir(), 'shop-pack-test-'));

/** One version of each dependency, the workspace's catalog (pnpm-workspace.yaml). */
function catalogVersion(name: string): string {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const key = name.startsWith('@') ? `'${name}'` : name;
  const match = yaml.match(
    new RegExp(`^  ${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: (\\S+)$`, 'm'),
  );
  if (!match) throw new Error(`${name} is not in the catalog`);
  return match[1]!;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let apiProcess: ChildProcess | undefined;
let apiUrl = '';
const timings: Record<string, number> = {};

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings[label] = Math.round(performance.now() - start);
  }
}

/** The built API on a free port, a fresh embedded database filled with the demo seed. */
async function startApi(): Promise<void> {
  const port = await freePort();
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(work, 'api-data'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  await run(process.execPath, ['dist/seed-cli.js'], { cwd: apiDir, env });
  // Its log stays out of the test's output unless it fails to start.
  apiProcess = spawn(process.execPath, ['dist/main.js'], { cwd: apiDir, env, stdio: 'pipe' });
  let log = '';
  apiProcess.stdout?.on(
    'data',
    (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-4000)),
  );
  apiProcess.stderr?.on(
    'data',
    (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-4000)),
  );
  const health = `http://127.0.0.1:${port}/health`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      // not listening yet
    }
    if (apiProcess.exitCode !== null)
      throw new Error(`the API exited with ${apiProcess.exitCode}:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  apiUrl = `http://127.0.0.1:${port}/api/`;
}

/** Runs a command; when it fails, the error carries its output (tsc's errors, pnpm's reasons). */
async function run(
  file: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  try {
    return (await exec(file, args, { ...options, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

const pnpm = (args: string[], cwd: string) => run('pnpm', args, { cwd });

beforeAll(async () => {
  const api = timed('api (seed + start)', startApi);
  api.catch(() => undefined); // awaited below; meanwhile not an unhandled rejection
  const tarballs = path.join(work, 'tarballs');
  // pnpm pack: workspace: and catalog: versions become real ones, only `files` go in.
  await timed('pack', () =>
    Promise.all(
      ['core', 'ui'].map((pkg) =>
        pnpm(['pack', '--pack-destination', tarballs], path.join(root, 'packages', pkg)),
      ),
    ),
  );
  const tgz = (prefix: string) =>
    path.join(
      tarballs,
      readdirSync(tarballs).find((f) => f.startsWith(prefix))!,
    );

  const app = path.join(work, 'shop');
  cpSync(path.join(import.meta.dirname, '../consumer'), app, { recursive: true });
  const versions = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, catalogVersion(name)]));
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'outside-shop',
        private: true,
        type: 'module',
        dependencies: {
          '@shop/core': `file:${tgz('shop-core-')}`,
          '@shop/ui': `file:${tgz('shop-ui-')}`,
          // The peer dependencies the READMEs tell a developer to install.
          ...versions([
            '@reduxjs/toolkit',
            'react-redux',
            'i18next',
            'react-i18next',
            'react',
            'react-dom',
            'zod',
            'react-hook-form',
            '@hookform/resolvers',
            'react-toastify',
            'react-router',
          ]),
        },
        devDependencies: versions([
          'vite',
          '@vitejs/plugin-react',
          'typescript',
          '@types/react',
          '@types/react-dom',
          '@types/node',
        ]),
      },
      null,
      2,
    ),
  );
  // Its own pnpm settings: not the workspace's (none above a temporary folder).
  writeFileSync(
    path.join(app, 'pnpm-workspace.yaml'),
    'autoInstallPeers: false\nstrictPeerDependencies: true\n',
  );
  const online = process.env.PACK_TEST_ONLINE === '1';
  await timed('install', () => pnpm(['install', online ? '--prefer-offline' : '--offline'], app));
  // The page against the packages' published types (skipLibCheck off: their .d.ts files too).
  await timed('typecheck (tsc)', () =>
    run(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', app], {
      cwd: app,
    }),
  );
  await timed('build (vite --ssr)', () =>
    run(
      process.execPath,
      [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: app },
    ),
  );
  await api;
}, 240_000);

afterAll(async () => {
  if (apiProcess && apiProcess.exitCode === null) {
    const exited = new Promise((resolve) => apiProcess!.once('exit', resolve));
    apiProcess.kill();
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
  console.log('pack test timings (ms):', JSON.stringify(timings));
});

test('a page built from the packed packages lists the products and adds one to the cart', async () => {
  const app = path.join(work, 'shop');
  const stdout = await timed('run page', () =>
    run(process.execPath, ['dist/page.js'], { cwd: app, env: { ...process.env, API_URL: apiUrl } }),
  );
  const page = JSON.parse(stdout) as {
    products: { id: number; nameEn: string }[];
    cart: { lines: { productId: number; quantity: number }[] };
    html: string;
  };
  expect(page.products.length).toBeGreaterThan(0);
  // Every product listed is rendered by @shop/ui's ProductCard, in English.
  for (const product of page.products) expect(page.html).toContain(product.nameEn);
  expect(page.html).toContain('<h1>Products</h1>');
  // The cart's answer: one line, of a listed product, quantity 1.
  expect(page.cart.lines).toHaveLength(1);
  expect(page.products.map((p) => p.id)).toContain(page.cart.lines[0]!.productId);
  expect(page.cart.lines[0]!.quantity).toBe(1);
});

test('one copy of React, Redux, i18next and @shop/core in the installed project (peer dependencies)', () => {
  const store = readdirSync(path.join(work, 'shop/node_modules/.pnpm'));
  for (const name of [
    'react',
    'react-dom',
    'react-redux',
    '@reduxjs/toolkit',
    'i18next',
    'react-i18next',
    '@shop/core',
  ]) {
    const prefix = `${name.replace('/', '+')}@`;
    // One folder per installed copy (pnpm: name@version, plus the peers it was resolved with).
    expect(
      store.filter((dir) => dir.startsWith(prefix)),
      name,
    ).toHaveLength(1);
  }
});
