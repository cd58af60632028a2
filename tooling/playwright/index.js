import path from 'node:path';
import { chromiumArgs, chromiumPath } from '@shop/vitest-config';

/**
 * Base Playwright config: one Chromium project using the system browser, and a JSON report
 * in $REPORT_DIR for the root summary line.
 * @param {{ name: string, baseURL: string }} options
 * @returns {import('@playwright/test').PlaywrightTestConfig}
 */
export function playwrightConfig({ name, baseURL }) {
  const dir = process.env.REPORT_DIR;
  return {
    testDir: './e2e',
    fullyParallel: false,
    forbidOnly: !!process.env.CI,
    retries: 0,
    workers: 1,
    // A test is a shopper's whole journey (several pages, e-mails, axe scans) on a 2-core CI
    // machine that also runs the API, the storefront and Chromium: half a minute was too tight.
    timeout: 60_000,
    reporter: dir
      ? [['list'], ['json', { outputFile: path.join(dir, `playwright-${name}.json`) }]]
      : [['list']],
    use: {
      baseURL,
      // A trace records every action's snapshots (about a tenth of the suite's time, measured);
      // CI keeps no files to open one in, so it records none there.
      trace: process.env.CI ? 'off' : 'retain-on-failure',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  };
}
