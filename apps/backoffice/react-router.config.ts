import type { Config } from '@react-router/dev/config';

// Client-rendered (SPA mode): the back office is behind sign-in and never indexed, so the build
// is static files and one index.html that server.mjs serves for every page.
export default {
  appDirectory: 'app',
  ssr: false,
} satisfies Config;
