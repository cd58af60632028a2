import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** TypeScript rules shared by every package. `dir` is the package folder (import.meta.dirname). */
export function base(dir) {
  return tseslint.config(
    { ignores: ['dist/**', 'build/**', '.react-router/**', 'storybook-static/**', 'coverage/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node, ...globals.browser },
        parserOptions: { projectService: true, tsconfigRootDir: dir },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', ignoreRestSiblings: true },
        ],
        // Packages never reach into each other with relative paths (STYLE.md: boundaries).
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['../../*/src/*', '../../../packages/*', '../../../apps/*'],
                message: 'Import another package by its name and exports, not by path.',
              },
              // Only the public entry points of @shop/core and @shop/ui (their `exports`, listed
              // in packages/<pkg>/api-report.md): never their build output or sources, by name or
              // by a relative path, which would work here and break for anyone installing them.
              {
                group: ['@shop/*/dist', '@shop/*/dist/*', '@shop/*/src', '@shop/*/src/*'],
                message:
                  'Deep import: use a public entry point of the package (`@shop/core/<entry>`, see its api-report.md).',
              },
              {
                group: [
                  '**/packages/*/src',
                  '**/packages/*/src/*',
                  '**/packages/*/dist',
                  '**/packages/*/dist/*',
                ],
                message:
                  'Import a package by its name and a public entry point (`@shop/ui/<entry>`), not by path.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['**/*.js', '**/*.mjs'],
      ...tseslint.configs.disableTypeChecked,
    },
  );
}
