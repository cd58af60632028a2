// Counts the quick shop front's own code: its routes, root, configuration, theme and server (not
// tests, not generated files, not the packages it is built from), as lines of code: blank lines
// and comment-only lines are left out (as cloc counts). Prints the figure; `--check` fails at or
// above the budget (issue 18: under 500).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const BUDGET = 500;
const appDir = path.resolve(import.meta.dirname, '..');
const own = /\.(ts|tsx|css|mjs)$/;

/** The own source files: app/ (without tests), server.mjs and the build's configuration and steps. */
export function ownFiles() {
  const files = readdirSync(path.join(appDir, 'app'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && own.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const rest = [
    'server.mjs',
    'vite.config.ts',
    'react-router.config.ts',
    'scripts/build-service-worker.mjs',
  ];
  return [...files, ...rest.map((name) => path.join(appDir, name))].sort();
}

/** Lines holding code: not blank, not inside or only a comment. */
export function codeLines(text) {
  let inBlock = false;
  let count = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    if (line === '' || line.startsWith('//') || line.startsWith('{/*')) continue;
    count += 1;
  }
  return count;
}

export function countOwnLines() {
  return ownFiles().reduce((sum, file) => sum + codeLines(readFileSync(file, 'utf8')), 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = countOwnLines();
  console.log(`apps/quick own code: ${lines} lines (${ownFiles().length} files; budget ${BUDGET})`);
  if (process.argv.includes('--check') && lines >= BUDGET) {
    console.error(`apps/quick has ${lines} lines of its own: the budget is under ${BUDGET}`);
    process.exit(1);
  }
}
