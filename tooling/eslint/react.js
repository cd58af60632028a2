import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { base } from './base.js';

/** Base rules plus the rules of hooks, for packages that hold React components. */
export function react(dir) {
  return tseslint.config(
    ...base(dir),
    reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  );
}
