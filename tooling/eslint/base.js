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
