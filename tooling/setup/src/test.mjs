// `npm test`: the whole suite (typecheck, lint, unit, API on PGlite and on PostgreSQL when one
// answers on 127.0.0.1:5432, Storybook component tests, Playwright end to end in Chromium), then
// one summary line `N passed, N failed` over all of it. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build, install, log, root, run, toolchainEnv } from './toolchain.mjs';

const reportDir = path.join(root, 'reports');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
/** A failure's first line, short enough for a summary. */
const firstLine = (text = '') =>
  // eslint-disable-next-line no-control-regex -- the colours of a terminal
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** The Arabic-capable font the layout tests measure with (Debian's fonts-noto-core). */
const arabicFont = '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf';

function ensureChromium() {
  // Debian's chromium alone lacks the font: a machine that got it some other way needs both.
  if (existsSync(chromium) && (process.env.CHROMIUM_PATH || existsSync(arabicFont))) return;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is ${chromium}, but there is no Chromium there.`);
  }
  if (process.getuid?.() !== 0) {
    if (existsSync(chromium)) {
      log('fonts-noto-core is missing: Arabic text is measured in a fallback font');
      return;
    }
    throw new Error(
      `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
    );
  }
  log(
    'Chromium or its Arabic font is missing: installing Debian’s chromium and fonts-noto-core (once)',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** A TCP port nothing listens on now (the e2e servers must not collide with anything running). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a server can listen on `port` now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below the kernel's range for outgoing connections, for a server that starts late
 * in a run: a port of that range (what `freePort` gives) may meanwhile be taken as the local end
 * of some connection, and the late server then fails with EADDRINUSE.
 */
async function freePortBelowEphemeral() {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
  } catch {
    // not Linux: the usual default
  }
  for (let tries = 0; tries < 200; tries += 1) {
    const port = 20000 + Math.floor(Math.random() * Math.max(1, low - 20000));
    if (await canListen(port)) return port;
  }
  return freePort();
}

/** Whether a server answers at `url` (its host and port, or `defaultPort`). */
function answers(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Turborepo task results of the newest `--summarize` run: one check per package task. */
function countTurboTasks(label) {
  const runsDir = path.join(root, '.turbo', 'runs');
  const newest = readdirSync(runsDir)
    .map((file) => path.join(runsDir, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  const summary = JSON.parse(readFileSync(newest, 'utf8'));
  for (const task of summary.tasks) {
    if (task.execution?.exitCode === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(`${label}: ${task.taskId}`);
    }
  }
}

/** Test counts of every Vitest and Playwright JSON report written since `since`. */
function countReports(since, expected) {
  const seen = new Set();
  for (const file of readdirSync(reportDir)) {
    const full = path.join(reportDir, file);
    if (statSync(full).mtimeMs < since) continue;
    const report = JSON.parse(readFileSync(full, 'utf8'));
    const name = file.replace(/\.json$/, '');
    seen.add(name);
    if (file.startsWith('vitest-')) {
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
      const broken = report.testResults.filter(
        (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
      );
      totals.failed += broken.length; // a test file that failed to load runs no test but fails
      if (report.numFailedTests + broken.length > 0) failures.push(name);
      for (const suite of report.testResults) {
        const file = path.relative(root, suite.name);
        if (suite.status === 'failed' && suite.assertionResults.length === 0) {
          failedTests.push(`${name}: ${file}: ${firstLine(suite.message)}`);
        }
        for (const test of suite.assertionResults) {
          if (test.status === 'failed') {
            failedTests.push(
              `${name}: ${file} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
            );
          }
        }
      }
    } else if (file.startsWith('playwright-')) {
      const { expected: ok, unexpected, flaky, skipped } = report.stats;
      totals.passed += ok + flaky;
      totals.failed += unexpected + report.errors.length;
      totals.skipped += skipped;
      if (unexpected + report.errors.length > 0) failures.push(name);
      const walk = (suite, titles) => {
        for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests) {
            if (test.status !== 'unexpected') continue;
            const error = test.results.at(-1)?.error?.message;
            failedTests.push(
              `${name}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
            );
          }
        }
      };
      for (const suite of report.suites) walk(suite, []);
      for (const error of report.errors) failedTests.push(`${name}: ${firstLine(error.message)}`);
    }
  }
  for (const name of expected) {
    if (!seen.has(name)) {
      totals.failed += 1;
      failures.push(`${name} (no report: the suite did not run)`);
    }
  }
}

async function step(title, fn) {
  log(title);
  const started = Date.now();
  await fn();
  log(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

let exitCode = 0;
try {
  const env = { ...toolchainEnv(), REPORT_DIR: reportDir, CHROMIUM_PATH: chromium };
  ensureChromium();
  await install(env);
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  await step('build', () => build(env));

  for (const task of ['typecheck', 'lint']) {
    await step(task, async () => {
      await run(
        'pnpm',
        ['exec', 'turbo', 'run', task, '--continue', '--summarize', '--output-logs=errors-only'],
        { env },
      );
      countTurboTasks(task);
    });
  }

  await step('unit, API (PGlite), and Storybook component tests', async () => {
    const since = Date.now();
    await run('pnpm', ['exec', 'turbo', 'run', 'test', '--continue', '--concurrency=1'], { env });
    countReports(since, [
      'vitest-core',
      'vitest-ui',
      'vitest-api-pglite',
      'vitest-storefront',
      'vitest-storybook',
      'vitest-bench',
      'vitest-pack-test',
    ]);
  });

  if (await answers(postgresUrl, 5432)) {
    // Several API processes on the server, and the Redis change feed when Redis answers too.
    const redis = (await answers(redisUrl, 6379)) ? { TEST_REDIS_URL: redisUrl } : {};
    const withRedis = redis.TEST_REDIS_URL ? ` and Redis (${new URL(redisUrl).host})` : '';
    await step(
      `API tests again on PostgreSQL (${new URL(postgresUrl).host})${withRedis}`,
      async () => {
        const since = Date.now();
        await run('pnpm', ['--filter', '@shop/api', 'test'], {
          env: { ...env, TEST_DATABASE_URL: postgresUrl, ...redis },
        });
        countReports(since, ['vitest-api-postgres']);
      },
    );
  } else {
    log(`no PostgreSQL answers at ${new URL(postgresUrl).host}: the API suite ran on PGlite only`);
  }

  await step(
    'end-to-end tests (Playwright, Chromium, real API, storefront and back office)',
    async () => {
      const since = Date.now();
      // Four distinct free ports: storefront, API, SMTP, and the storefront's metrics.
      const taken = new Set();
      const distinctPort = async () => {
        let port = await freePort();
        while (taken.has(port)) port = await freePort();
        taken.add(port);
        return port;
      };
      const [
        webPort,
        apiPort,
        smtpPort,
        metricsPort,
        backofficePort,
        backofficeApiPort,
        quickPort,
        quickApiPort,
      ] = [
        await distinctPort(),
        await distinctPort(),
        await distinctPort(),
        await distinctPort(),
        await distinctPort(),
        await distinctPort(),
        await distinctPort(),
        await distinctPort(),
      ];
      const pushPort = await freePortBelowEphemeral();
      let firebasePort = await freePortBelowEphemeral();
      while (firebasePort === pushPort) firebasePort = await freePortBelowEphemeral();
      const ports = {
        E2E_PORT: String(webPort),
        E2E_API_PORT: String(apiPort),
        E2E_SMTP_PORT: String(smtpPort),
        E2E_METRICS_PORT: String(metricsPort),
        // The back office's suite runs its own API and back office.
        E2E_BACKOFFICE_PORT: String(backofficePort),
        E2E_BACKOFFICE_API_PORT: String(backofficeApiPort),
        // The quick shop front's suite runs its own API and quick server.
        E2E_QUICK_PORT: String(quickPort),
        E2E_QUICK_API_PORT: String(quickApiPort),
        // The push tests' Web Push service starts only when they run.
        E2E_PUSH_PORT: String(pushPort),
        // The Firebase stand-in's HTTPS side, which the API's FCM sends reach (push-firebase tests).
        E2E_FIREBASE_PORT: String(firebasePort),
        // Several API processes and storefront workers on one server (e2e/processes.spec.ts).
        ...((await answers(postgresUrl, 5432)) ? { E2E_DATABASE_URL: postgresUrl } : {}),
      };
      // One suite at a time: each runs servers and Chromium, and a 2-core machine runs one well.
      await run(
        'pnpm',
        ['exec', 'turbo', 'run', 'e2e', '--continue', '--concurrency=1', '--output-logs=full'],
        { env: { ...env, ...ports } },
      );
      countReports(since, ['playwright-storefront', 'playwright-backoffice', 'playwright-quick']);
    },
  );
} catch (error) {
  process.stderr.write(`npm test: ${error.message}\n`);
  totals.failed += 1;
  failures.push(error.message);
}

if (failures.length > 0) {
  exitCode = 1;
  // Each failed test again at the very end, so a log that keeps only its tail still names them.
  if (failedTests.length > 0)
    process.stdout.write(`\nfailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}\n`);
  process.stdout.write(`\nfailed: ${failures.join('; ')}\n`);
}
if (totals.skipped > 0) process.stdout.write(`(${totals.skipped} skipped)\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(exitCode);
