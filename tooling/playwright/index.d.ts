import type { PlaywrightTestConfig } from '@playwright/test';

/** Base Playwright config: system Chromium, one worker, JSON report in $REPORT_DIR. */
export function playwrightConfig(options: { name: string; baseURL: string }): PlaywrightTestConfig;
