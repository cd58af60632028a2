// Gets the pinned Node and pnpm into <repo>/.toolchain when the machine's are older or missing,
// from the npm registry (the only registry these machines reach; see ../../shared/TOOLCHAIN.md).
// Runs on Node 20 with no dependencies: nothing is installed yet when it starts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const NODE_VERSION = '24.21.0';
const PNPM_VERSION = manifest.packageManager.replace(/^pnpm@/, '');
const toolDir = path.join(root, '.toolchain');

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

function versionOf(bin) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined;
}

function npmInstall(args) {
  const result = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', ...args],
    {
      stdio: 'inherit',
      env: { ...process.env, npm_config_update_notifier: 'false' },
    },
  );
  if (result.status !== 0) throw new Error(`npm install ${args.join(' ')} failed`);
}

/** Directory holding a Node 24 `node`, installing one when this process runs an older Node. */
function ensureNode() {
  if (process.versions.node.split('.')[0] === NODE_VERSION.split('.')[0]) {
    return path.dirname(process.execPath);
  }
  const binDir = path.join(toolDir, 'node', 'node_modules', '.bin');
  if (versionOf(path.join(binDir, 'node')) !== NODE_VERSION) {
    log(
      `Node ${process.versions.node} is too old: installing Node ${NODE_VERSION} into .toolchain/ (once)`,
    );
    npmInstall([
      '--prefix',
      path.join(toolDir, 'node'),
      '--no-save',
      '--no-package-lock',
      `node@${NODE_VERSION}`,
    ]);
  }
  return binDir;
}

/** Directory holding the pinned pnpm. */
function ensurePnpm(env) {
  const binDir = path.join(toolDir, 'pnpm', 'bin');
  if (
    spawnSync(path.join(binDir, 'pnpm'), ['--version'], {
      encoding: 'utf8',
      env,
    }).stdout?.trim() !== PNPM_VERSION
  ) {
    log(`installing pnpm ${PNPM_VERSION} into .toolchain/ (once)`);
    npmInstall(['--global', '--prefix', path.join(toolDir, 'pnpm'), `pnpm@${PNPM_VERSION}`]);
  }
  return binDir;
}

/** The environment every later command runs in: pinned Node and pnpm first on PATH. */
export function toolchainEnv() {
  const nodeBin = ensureNode();
  let env = { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH}` };
  const pnpmBin = ensurePnpm(env);
  env = {
    ...env,
    PATH: `${pnpmBin}${path.delimiter}${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH}`,
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    npm_config_update_notifier: 'false',
  };
  return env;
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Installs the workspace's dependencies (a no-op in about two seconds when nothing changed). */
export async function install(env) {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const code = await run(
    'pnpm',
    ['install', ...frozen, '--prefer-offline', '--reporter=append-only'],
    { env },
  );
  if (code !== 0) throw new Error('pnpm install failed');
}

/** Builds every package through Turborepo (cached: a second run takes a second or two). */
export async function build(env) {
  const code = await run('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
    env,
  });
  if (code !== 0) throw new Error('the build failed');
}
