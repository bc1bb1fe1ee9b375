import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pwa } from './build/pwa.ts';

const DEFAULT_API_PORT = 3000;
/** The chunk of src/main.tsx, which src/boot.ts imports once the page has painted. */
const APP_START_CHUNK = /^assets\/main-[\w-]+\.js$/;

/** The dev server forwards API and upload requests to the API, as production serves both. */
function apiTarget(mode: string): string {
  const raw = loadEnv(mode, process.cwd(), '').API_PORT;
  const port = raw ? Number(raw) : DEFAULT_API_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`API_PORT must be a port number between 1 and 65535, got "${raw}"`);
  }
  return `http://localhost:${port}`;
}

/** The server's renderer (`vite build --ssr`, see package.json) is written beside the app. */
const SERVER_BUILD = {
  outDir: 'dist-server',
  sourcemap: false,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    // The renderer runs in the API's process and imports the API's own @shop/shared, not a
    // bundled copy: each contract, and its OpenAPI id in zod's global registry (which every
    // copy of zod shares), then exists once, and the API document builds.
    external: ['@shop/shared'],
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const target = apiTarget(mode);
  const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
  if (isSsrBuild)
    return {
      plugins: [react(), tailwindcss()],
      resolve: { alias },
      publicDir: false,
      build: SERVER_BUILD,
    };
  return {
    // Brotli and gzip copies of every text file of 1 KB or more, served as they are by the API
    // server to browsers that accept them (decision 012).
    plugins: [
      react(),
      tailwindcss(),
      pwa(fileURLToPath(new URL('./dist', import.meta.url))),
      compression({ threshold: 1024 }),
    ],
    resolve: { alias },
    server: {
      proxy: {
        '/api': { target, changeOrigin: true },
        '/uploads': { target, changeOrigin: true },
      },
    },
    preview: {
      proxy: {
        '/api': { target, changeOrigin: true },
        '/uploads': { target, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      // .vite/manifest.json: the service worker's shell follows the app's imports in it.
      manifest: true,
      // The app's start (boot.ts importing main.tsx) adds no modulepreload links: inserting
      // about thirty of them was one long task right after the first paint (decision 032). The
      // browser fetches main's imports as it reads it. Lazy pages keep theirs, so that a page's
      // chunks load side by side on navigation.
      modulePreload: {
        resolveDependencies: (filename, deps) => (APP_START_CHUNK.test(filename) ? [] : deps),
      },
      rolldownOptions: {
        // A schema nobody uses is dropped rather than built as the page loads: building zod
        // schemas was most of the first script's main-thread time. Calls on `z` have no effect
        // but their value (zod's global config is set through its own import, not `z.config`).
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          // Libraries every shop page needs change far less often than the shop's code: in their
          // own chunks they stay cached across deploys. Libraries that only some pages use are
          // left to automatic splitting, so lazy (admin) code never lands in the first load.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              },
              // Fetched with the first toast (src/lib/toast.ts, decision 033).
              { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
              {
                name: 'vendor',
                // zod-without-eval goes with zod: this chunk runs before any chunk that builds
                // a schema, so zod is configured before the first schema exists.
                test: /node_modules[\\/](zod|@tanstack|zustand|i18next|react-i18next|html-parse-stringify|use-sync-external-store)[\\/]|src[\\/]lib[\\/]zod-without-eval\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
