import { chromiumArgs, chromiumPath, reporters } from '@shop/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story (English, Arabic, side by side) becomes a test: render, play function, then axe
// with `a11y.test: 'error'` from .storybook/preview.tsx.
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium, never a browser download (TOOLCHAIN.md).
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
    ...reporters('storybook'),
  },
});
