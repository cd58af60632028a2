import { existsSync } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { machineSummary } from '#src/machine.mjs';

// Besides its table, every bench run appends each row as one JSON line to
// bench-results/<bench>.jsonl at the repository root (gitignored), so runs can be compared.

/** The fields of a line, in order; null where one does not apply. */
export const resultFields = [
  'row',
  'engine',
  'cache',
  'rps',
  'p50_ms',
  'p99_ms',
  'floor_rps',
  'ratio',
  'hit_rate',
  'machine',
];

/** The nearest folder above `from` holding pnpm-workspace.yaml. */
function repositoryRoot(from = import.meta.dirname) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`);
  }
}

export const resultsDir = () => path.join(repositoryRoot(), 'bench-results');

const round = (value, digits) =>
  typeof value === 'number' && Number.isFinite(value) ? Number(value.toFixed(digits)) : null;

/** Requests per second of a row relative to its floor's, or null without both. */
export function ratioTo(rps, floorRps) {
  return typeof rps === 'number' && typeof floorRps === 'number' && floorRps > 0
    ? rps / floorRps
    : null;
}

/**
 * One row as written: `{ row, engine, cache ('on' | 'off' | null), rps, p50_ms, p99_ms,
 * floor_rps, ratio, hit_rate, machine }`, numbers rounded, null where a field does not apply.
 */
export function resultLine(
  {
    row,
    engine = null,
    cache = null,
    rps = null,
    p50 = null,
    p99 = null,
    floorRps = null,
    hitRate = null,
  },
  machine = machineSummary(),
) {
  return {
    row,
    engine,
    cache,
    rps: round(rps, 1),
    p50_ms: round(p50, 3),
    p99_ms: round(p99, 3),
    floor_rps: round(floorRps, 1),
    ratio: round(ratioTo(rps, floorRps), 3),
    hit_rate: round(hitRate, 4),
    machine,
  };
}

/** Appends `rows` (see resultLine) to `<dir>/<bench>.jsonl`; returns the file's path. */
export async function appendResults(bench, rows, { dir = resultsDir() } = {}) {
  const file = path.join(dir, `${bench}.jsonl`);
  await mkdir(dir, { recursive: true });
  const machine = machineSummary();
  const text = rows.map((row) => `${JSON.stringify(resultLine(row, machine))}\n`).join('');
  await appendFile(file, text);
  return file;
}
