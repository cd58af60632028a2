import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { base } from './base.js';

/** Base rules plus the rules of hooks, for packages that hold React components. */
export function react(dir) {
  return tseslint.config(
    ...base(dir),
    reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
    {
      files: ['**/*.ts', '**/*.tsx'],
      rules: {
        // React Router loaders throw `data(…, { status })` and Responses on purpose: the router
        // turns them into the response status and the error boundary.
        '@typescript-eslint/only-throw-error': [
          'error',
          {
            allow: [
              { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
              { from: 'lib', name: 'Response' },
            ],
          },
        ],
      },
    },
  );
}
