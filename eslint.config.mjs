// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';

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
            { target: './packages/domain', from: ['./apps', './packages/documents'] },
            { target: './packages/documents', from: './apps' },
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
            ...[
              'auth',
              'onboarding',
              'settings',
              'shell',
              'coming-soon',
              'billing',
              'contacts',
              'artworks',
              'images',
              'storage-notice',
            ].map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            // Server: a module never reaches into another module's files.
            ...[
              'auth',
              'users',
              'collections',
              'health',
              'testing',
              'billing',
              'contacts',
              'artworks',
              'files',
              'sync',
              'exports',
            ].map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [`./${module}`],
            })),
            { target: './apps/server/src/adapters', from: './apps/server/src/modules' },
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
    // The templates run in the browser too: plain data in, PDF out (docs/decisions/029).
    files: ['packages/documents/src/**/*.ts'],
    ignores: ['packages/documents/src/**/*.test.ts', 'packages/documents/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'react',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'sharp',
              ],
              message: 'The documents package has no I/O: plain data in, PDF out.',
            },
          ],
        },
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
