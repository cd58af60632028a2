import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The public entry points: every file directly in src/ (tsup's `entry: ['src/*.ts']`). */
export function entryPoints(dir) {
  return readdirSync(path.join(dir, 'src'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
}

/**
 * Writes (or, with `check`, compares) package.json `exports`: one explicit subpath per entry point
 * (types first, then the ESM file), plus the exports that are not built entries (CSS files,
 * ./package.json), kept as written. No wildcard: only these subpaths can be imported.
 * Returns whether the file was (or is) up to date.
 */
export function syncExports(dir, check) {
  const file = path.join(dir, 'package.json');
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text);
  const entries = entryPoints(dir);
  const built = (value) =>
    typeof value === 'object' &&
    typeof value?.default === 'string' &&
    value.default.startsWith('./dist/');
  const kept = Object.entries(pkg.exports ?? {}).filter(
    ([key, value]) => !key.includes('*') && !built(value),
  );
  const exports = {};
  for (const entry of entries)
    exports[`./${entry}`] = { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` };
  for (const [key, value] of kept.sort(([a], [b]) => (a < b ? -1 : 1))) exports[key] = value;
  const next = `${JSON.stringify({ ...pkg, exports }, null, 2)}\n`;
  if (next === text) return true;
  if (check) return false;
  writeFileSync(file, next);
  return true;
}
