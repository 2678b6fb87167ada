// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

/** The folders directly in `dir`: a new module or feature is guarded without editing this file. */
function foldersIn(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      // The node resolver is enough for the boundary rules (they look at relative paths);
      // eslint-import-resolver-typescript needs platform binaries our registry does not carry.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Without it the plugin cannot read an imported TypeScript file, and import/no-cycle
      // silently finds nothing (db/schema.ts and db/schema-artworks.ts were a cycle).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are not ours to check (and some of their bundles overflow the parser).
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // The domain is pure: it imports nothing of ours.
            { target: './packages/domain', from: './apps' },
            // Web: ui, data <- features <- app; a feature never imports another feature.
            {
              target: './apps/web/src/ui',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/data'],
            },
            {
              target: './apps/web/src/data',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...foldersIn('./apps/web/src/features').map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            // Server: a module never reaches into another module's files; it calls another
            // module through the service that module decorates on the app. The one exception
            // is the types of the sync module's synced-kind description (decision 025).
            ...foldersIn('./apps/server/src/modules').map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [`./${module}`, './sync/synced-kind.ts'],
            })),
            // Adapters wrap outside services; they know nothing of the app that plugs them in.
            {
              target: './apps/server/src/adapters',
              from: ['./apps/server/src/modules', './apps/server/src/plugins'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message: 'The domain package has no I/O and depends on zod alone.',
            },
          ],
        },
      ],
    },
  },
  {
    // One file holds the image library (decision 025); tests make their images with it.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/adapters/media/sharp-media.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sharp', message: 'Image work goes through adapters/media.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Go through data/api/api-client.ts.' },
        { name: 'localStorage', message: 'Go through data/storage/local-storage.ts.' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // The sync engine's transport runs in Node too, so it takes plain fetch, not callApi.
    files: [
      'apps/web/src/data/api/**',
      'apps/web/src/data/storage/**',
      'apps/web/src/data/sync/http-transport.ts',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The root Vitest config belongs to no package's tsconfig.
  { files: ['vitest.config.ts'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
