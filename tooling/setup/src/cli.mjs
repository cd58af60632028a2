#!/usr/bin/env node
// Entry of the README's two commands: `npm start` and `npm test`.
const command = process.argv[2];
if (command === 'start') {
  await import('./start.mjs');
} else if (command === 'test') {
  await import('./test.mjs');
} else {
  process.stderr.write('usage: node tooling/setup/src/cli.mjs start|test\n');
  process.exit(2);
}
