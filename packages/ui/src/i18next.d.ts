// Types `t()` against @shop/core's English catalogue, so a key missing there fails typecheck.
// Only this package's program sees it; it is not part of the emitted .d.ts files.
import type { defaultNamespace, resources } from '@shop/core/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'];
  }
}
