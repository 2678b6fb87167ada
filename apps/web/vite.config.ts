import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { routePages } from './build/route-pages';
import { storedShapes } from './build/stored-shapes';
import { theme } from './src/app/theme';

const API_TARGET = 'http://127.0.0.1:3000';
const APP_NAME = 'Archive';

/** The page surface (stone 1, `--archive-surface`): the browser chrome and the splash screen. */
const SURFACE = theme.colors?.stone?.[1] ?? '#f7f5f0';

/**
 * Paths the service worker must never answer with the app shell: the API (and its docs), the
 * health check and the public viewing rooms (server pages, decision 032) go to the network,
 * online or not.
 */
const NETWORK_ONLY_NAVIGATIONS = [/^\/v1(?:\/|$)/, /^\/health(?:\/|$)/, /^\/rooms\//];

export default defineConfig({
  define: {
    'import.meta.env.VITE_STORED_SHAPES': JSON.stringify(storedShapes()),
  },
  resolve: {
    // Every `import … from 'zod'` of the app and the domain gets zod set up for our CSP.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/data/http/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    routePages(),
    // Brotli and gzip copies beside each built file, served by the API's static plugin
    // (decision 045): made once here at the highest levels, never per request.
    compression({
      algorithms: [
        ['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }],
        ['gzip', { level: 9 }],
      ],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
    VitePWA({
      // Registered by src/app/service-worker.ts, not by an injected script.
      injectRegister: false,
      // A new worker takes over as soon as it is installed and the page reloads once.
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: APP_NAME,
        short_name: APP_NAME,
        description: 'The calm, offline-first archive for artworks and contacts.',
        lang: 'en',
        id: '/',
        scope: '/',
        start_url: '/artworks',
        display: 'standalone',
        theme_color: SURFACE,
        background_color: SURFACE,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/pwa-maskable-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The whole app shell, every lazy route and font included; source maps stay out. The
        // icons and the manifest are added by includeAssets and the manifest options.
        globPatterns: ['**/*.{js,css,html,woff2}'],
        // pdf.js draws an export's preview; exports need a connection, so it is not installed
        // for offline use (its worker is an .mjs and stays out by the pattern above).
        // The route pages only speed up a first visit; offline, the worker answers index.html.
        globIgnores: ['**/render-first-page-*.js', 'routes/**'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
        cleanupOutdatedCaches: true,
        // With injectRegister off the plugin leaves these to us: a new worker does not wait
        // for old tabs to close, and it controls the page that installed it.
        skipWaiting: true,
        clientsClaim: true,
        // No runtimeCaching: API responses are never cached by the worker; offline data lives
        // in the app's own store.
      },
    }),
  ],
  server: {
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: false },
      '/health': { target: API_TARGET, changeOrigin: false },
      '/rooms': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: false },
      '/health': { target: API_TARGET, changeOrigin: false },
      '/rooms': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The server finds the public 3D room's script here (decision 057).
    manifest: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        // A saved exhibition's public page loads this where WebGL draws; the app never does.
        'room-3d': fileURLToPath(new URL('src/public-exhibition/main.tsx', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Mantine's form controls in one chunk, not eight: the sign-in page and most
              // screens load them together, and one file compresses better than eight small
              // ones (3.4 kB less gzipped on /login, decision 069). Their dependencies (Box,
              // the styles API) stay in the first load's chunks.
              name: 'form-controls',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Alert|Badge|Anchor)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/](use-uncontrolled|use-id)[\\/]|use-resolved-styles-api/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
