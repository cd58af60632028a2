// @shop/vitest-config is plain JavaScript without declarations; this types the one helper we use.
// Delete this file once tooling/vitest ships its own index.d.ts.
declare module '@shop/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config';

  /** Console reporter, plus a JSON report in $REPORT_DIR named after the suite. */
  export function reporters(name: string): NonNullable<ViteUserConfig['test']>;
}
