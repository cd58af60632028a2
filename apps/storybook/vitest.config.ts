import { chromiumArgs, chromiumPath, reporters } from '@shop/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story (English, Arabic, side by side) becomes a test: render, play function, then axe
// with `a11y.test: 'error'` from .storybook/preview.tsx.
// `STORY_THEME=dark` runs them all under the dark theme of @shop/ui/theme.css (axe's contrast
// check then proves the dark tokens too); light otherwise.
const theme = process.env.STORY_THEME === 'dark' ? 'dark' : 'light';
const name = theme === 'dark' ? 'storybook-dark' : 'storybook';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  define: {
    'import.meta.env.VITE_STORY_THEME': JSON.stringify(theme),
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
