import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'));

/** Each feature may import only itself among the features. */
function featureZones() {
  return webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared piece to shared/, or compose in app/.',
  }));
}

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
    // A feature stands on shared/ alone: what two features need goes to shared/, and app/ joins them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones(),
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'A feature does not import app/: app/ composes features.',
            },
            {
              target: 'apps/web/src/shared',
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'shared/ imports no feature nor app/: move the piece to shared/ or pass it in.',
            },
          ],
        },
      ],
    },
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
