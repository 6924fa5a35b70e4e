import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-next/**',
      '**/data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A preload that must run before the first ES module is loaded (apps/server/src/runtime) is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The image generators draw with opentype.js and the Noto fonts, dev dependencies: the server's
    // runtime code never imports them (production installs without dev dependencies).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/db/seed/generate-*.ts',
      'apps/server/src/db/seed/{svg-lettering,brand-assets,badge-images,offer-images}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['opentype.js'],
          patterns: [
            {
              regex: '(^|/)(svg-lettering|brand-assets|badge-images|offer-images)$',
              message: 'An image generator (dev dependencies): run it with npm run assets:*, not at runtime.',
            },
          ],
        },
      ],
    },
  },
);
