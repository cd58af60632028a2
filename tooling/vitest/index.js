import path from 'node:path';

/** Chromium that Debian installs; never a browser download (TOOLCHAIN.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags Chromium needs on these machines: no sandbox as root, no network of its own. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Reporters for a suite called `name`: the console, plus a JSON file in $REPORT_DIR that
 * `npm test` reads to print its one summary line over all suites.
 */
export function reporters(name) {
  const dir = process.env.REPORT_DIR;
  if (!dir) return { reporters: ['default'] };
  return {
    reporters: ['default', 'json'],
    outputFile: { json: path.join(dir, `vitest-${name}.json`) },
  };
}
