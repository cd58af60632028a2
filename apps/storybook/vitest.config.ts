import { chromiumArgs, chromiumPath, reporters } from '@shop/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story (English, Arabic, side by side) becomes a test: render, play function, then axe
// with `a11y.test: 'error'` from .storybook/preview.tsx.
// Each story then switches to the dark theme of @shop/ui/theme.css for a second axe run of the
// colour-contrast rule (`checkDarkContrast` in .storybook/preview.tsx), so the dark tokens are
// proved on the same render.
const name = 'storybook';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  define: {
    'import.meta.env.VITE_STORY_DARK_CONTRAST': 'true',
  },
  test: {
    name,
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium, never a browser download (TOOLCHAIN.md).
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
    ...reporters(name),
  },
});
