// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

/** The sub-folders of `folder` (relative to this file), sorted. */
function foldersOf(folder) {
  return readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The folders of apps/web/src/data, lowest first: each imports only from the folders before it,
 * so no two of them import each other (the engine's own folders included; `engine/*.ts` is the
 * engine's top: the engine itself, its pull and its test fakes). A new folder must take its
 * place here, or lint fails.
 */
const DATA_LAYERS = [
  'main-thread',
  'storage',
  'session',
  'onboarding',
  'billing',
  'http',
  'api',
  'helpers',
  'engine/store',
  'engine/transport',
  'engine/kinds',
  'engine/outbox',
  'engine/images',
  'engine/*.ts',
  'sync',
  'images',
  'contacts',
  'artworks',
  'sharing',
  'account',
];
const DATA = 'apps/web/src/data';
const unplaced = [
  ...foldersOf(`./${DATA}`).filter((name) => name !== 'engine'),
  ...foldersOf(`./${DATA}/engine`).map((name) => `engine/${name}`),
].filter((folder) => !DATA_LAYERS.includes(folder));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.mjs: place ${unplaced.join(', ')} in DATA_LAYERS`);
}
const dataGlob = (layer) => `./${DATA}/${layer.endsWith('.ts') ? layer : `${layer}/**`}`;
const dataLayerZones = DATA_LAYERS.slice(0, -1).map((layer, index) => ({
  target: dataGlob(layer),
  from: DATA_LAYERS.slice(index + 1).map(dataGlob),
  message: 'apps/web/src/data imports one way: see DATA_LAYERS in eslint.config.mjs.',
}));

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
            ...dataLayerZones,
            ...foldersOf('./apps/web/src/features').map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            // Server: a module never reaches into another module's files; it calls another
            // module through the service that module decorates on the app. The one exception
            // is the types of the sync module's synced-kind description (decision 025).
            ...foldersOf('./apps/server/src/modules').map((module) => ({
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
      'apps/server/src/**/*.test-support.ts',
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
        { name: 'fetch', message: 'Go through data/http/http-client.ts.' },
        { name: 'localStorage', message: 'Go through data/storage/local-storage.ts.' },
        { name: 'sessionStorage', message: 'Go through data/storage/local-storage.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'Go through data/storage/local-storage.ts.',
          })),
        ),
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // The one HTTP core and the one storage wrapper.
    files: ['apps/web/src/data/http/**', 'apps/web/src/data/storage/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test-support.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The root Vitest config belongs to no package's tsconfig.
  { files: ['vitest.config.ts'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
