#!/usr/bin/env node
// shop-package <command> [--check], run in a published package's folder (@shop/core, @shop/ui):
//   exports [--check]  package.json `exports` from the entry points (every src/*.ts but *.d.ts)
//   api [--check]      api-report.md: every entry's exported names and declarations (built .d.ts)
//   publish-lint       pnpm pack, then publint and attw (profile esm-only) on that tarball
//   check              exports --check, api --check and publish-lint: the package's lint step
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiReport } from './api-report.mjs';
import { syncExports } from './exports.mjs';

const [command, ...flags] = process.argv.slice(2);
const check = flags.includes('--check');
const dir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Runs a tool of this package (publint, attw) by its bin file, with its output shown. */
function run(file, args) {
  execFileSync(process.execPath, [file, ...args], { cwd: dir, stdio: 'inherit' });
}

/** The bin file of a dependency of this tool (pnpm links it into our node_modules). */
function binOf(name, bin) {
  const root = path.join(import.meta.dirname, '..', 'node_modules', name);
  const { bin: bins } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return path.join(root, typeof bins === 'string' ? bins : bins[bin]);
}

function publishLint() {
  const out = mkdtempSync(path.join(tmpdir(), 'shop-pack-'));
  try {
    // pnpm pack: what a consumer installs (workspace: and catalog: versions replaced).
    execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
    const tarball = path.join(
      out,
      readdirSync(out).find((f) => f.endsWith('.tgz')),
    );
    run(binOf('publint', 'publint'), [tarball, '--strict']);
    // esm-only: the packages ship ESM alone (no `require` condition), which node16-cjs would flag.
    const attw = binOf('@arethetypeswrong/cli', 'attw');
    // Stylesheets (@shop/ui/theme.css) are no modules: nothing to type.
    const css = Object.keys(pkg.exports).filter((key) => key.endsWith('.css'));
    const attwArgs = [tarball, '--profile', 'esm-only'];
    if (css.length) attwArgs.push('--exclude-entrypoints', ...css);
    try {
      run(attw, [...attwArgs, '--quiet']);
      console.log(
        `attw (profile esm-only): no problems in ${Object.keys(pkg.exports).length - css.length} entries`,
      );
    } catch {
      // Again, to show the problems per entry point and resolution mode.
      run(attw, [...attwArgs, '--format', 'ascii']);
      process.exit(1);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function fail(message) {
  console.error(`${pkg.name}: ${message}`);
  process.exit(1);
}

const ok = (what) => console.log(`${pkg.name}: ${what} up to date`);

switch (command) {
  case 'exports':
    if (!syncExports(dir, check))
      fail(
        `package.json "exports" does not list the entry points: run pnpm --filter ${pkg.name} api:update`,
      );
    ok('exports');
    break;
  case 'api':
    if (!apiReport(dir, pkg, check))
      fail(
        `api-report.md is out of date (the public API changed): run pnpm --filter ${pkg.name} api:update and commit it for review`,
      );
    ok('api-report.md');
    break;
  case 'publish-lint':
    publishLint();
    break;
  case 'check':
    if (!syncExports(dir, true))
      fail(
        `package.json "exports" does not list the entry points: run pnpm --filter ${pkg.name} api:update`,
      );
    if (!apiReport(dir, pkg, true))
      fail(
        `api-report.md is out of date (the public API changed): run pnpm --filter ${pkg.name} api:update and commit it for review`,
      );
    ok('exports and api-report.md');
    publishLint();
    break;
  default:
    fail(`unknown command ${command ?? ''} (exports, api, publish-lint, check)`);
}
