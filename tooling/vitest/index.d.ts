/** Chromium that Debian installs (or $CHROMIUM_PATH). */
export const chromiumPath: string;
/** Flags Chromium needs on these machines. */
export const chromiumArgs: string[];
/** Console reporter plus, when $REPORT_DIR is set, a JSON report named `vitest-<name>.json`. */
export function reporters(name: string): { reporters: string[]; outputFile?: { json: string } };
