import { existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

// Other sessions may rebuild apps/*/dist and build/ while a benchmark runs (a clean build
// deletes the files a running server still serves). The benchmarks therefore run copies taken
// at their start, placed inside the package so node_modules resolve as from the original.

/** Copies `entries` (paths relative to `packageDir`) into `targetDir`, replacing it. */
export async function snapshot(packageDir, targetDir, entries) {
  await rm(targetDir, { recursive: true, force: true });
  await mkdir(targetDir, { recursive: true });
  for (const entry of entries) {
    const from = path.join(packageDir, entry);
    if (!existsSync(from)) throw new Error(`${from} is missing: build first (turbo run build)`);
    await cp(from, path.join(targetDir, entry), { recursive: true });
  }
  return targetDir;
}
