// `npm start` keeps the site up: the API or the storefront killed with SIGKILL is started again
// by the launcher, and the site answers again within 10 s. Runs the real command (toolchain,
// install and build are no-ops by then) on ports and an embedded database of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '@shop/api/test/free-port';

const root = path.resolve(import.meta.dirname, '../../..');
let launcher: ChildProcess | undefined;
let output = '';
let web = '';

const status = (url: string) =>
  fetch(url, { headers: { 'x-public-key': 'pk_demo_storefront' } }).then(
    (response) => response.status,
    () => 0,
  );

/** The pid the launcher reported for `name` ("api pid 123", "api started again (pid 456)"). */
function pidsOf(name: string): number[] {
  const pattern = new RegExp(`${name} (?:pid |started again \\(pid )(\\d+)`, 'g');
  return [...output.matchAll(pattern)].map((match) => Number(match[1]));
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const [port, apiPort] = [await freePort(), await freePort()];
  web = `http://127.0.0.1:${port}`;
  launcher = spawn(process.execPath, ['tooling/setup/src/cli.mjs', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'e2e-supervision-')), 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  launcher.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await expect.poll(() => pidsOf('storefront').length, { timeout: 280_000 }).toBe(1);
});

test.afterAll(async () => {
  if (!launcher || launcher.exitCode !== null) return;
  const exited = new Promise((resolve) => launcher!.once('exit', resolve));
  launcher.kill('SIGTERM');
  await exited;
});

test('a SIGKILLed API is started again and the site answers within 10 s', async () => {
  test.setTimeout(60_000);
  const catalog = `${web}/api/ActivityType`;
  expect(await status(catalog)).toBe(200);
  const [api] = pidsOf('api');
  process.kill(api!, 'SIGKILL');
  await expect.poll(() => status(catalog)).not.toBe(200);

  await expect
    .poll(() => status(catalog), { timeout: 10_000, message: `npm start said:\n${output}` })
    .toBe(200);
  expect(await status(`${web}/`)).toBe(200);
  expect(pidsOf('api')).toHaveLength(2);
  expect(pidsOf('api')[1]).not.toBe(api);
});

test('a SIGKILLed storefront is started again and answers within 10 s', async () => {
  test.setTimeout(60_000);
  const [storefront] = pidsOf('storefront');
  process.kill(storefront!, 'SIGKILL');
  await expect.poll(() => pidsOf('storefront').length, { timeout: 10_000 }).toBe(2);
  await expect.poll(() => status(`${web}/healthz`), { timeout: 10_000 }).toBe(200);
  expect(launcher?.exitCode).toBeNull();
});
