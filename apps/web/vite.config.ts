import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouterProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  resolve: {
    // react-router's package exports point every bundler at its development build, which keeps dev-only warnings
    // in production (remix-run/react-router#14102); production bundles use the production build it also ships.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The size script reads the manifest to add up the login page's first-load JavaScript.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    assetsDir: 'assets',
    // Every supported browser has <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy files are named by their hash alone: every name is spelled out in the preload map of the first load.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // What the entry needs before the first paint goes into one file (fewer requests, better compression).
            { name: 'app', tags: ['$initial'], priority: 20 },
            // The login route with the Mantine inputs it uses: one request instead of twenty small ones.
            // first-load-size.mjs looks this chunk up by name.
            { name: 'login-page', test: /features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/, priority: 10 },
            // The release rules and catalogues (keywords, genres, stores, territories): only the release pages use them.
            { name: 'release-rules', test: /packages[\\/]domain[\\/]src[\\/](release[\\/]|catalog[\\/](?!us-states|label-titles))/, priority: 6 },
            // Mantine components the signed-in pages share, in one file: dozens of tiny chunks would each cost a
            // request and an entry in the preload map every route carries in the first load.
            { name: 'ui', test: /node_modules[\\/]@mantine[\\/]/, priority: 5 },
            // One file per feature for the rest: every file is an entry in the preload map the first load carries.
            {
              name: (id: string) => id.match(/features[\\/]([\w-]+)[\\/]/)?.[1] ?? null,
              debugName: 'features',
              test: /features[\\/]/,
              priority: 3,
            },
            // Likewise the shared components, helpers and domain rules that the first paint does not need.
            { name: 'shared', test: /(apps[\\/]web[\\/]src[\\/](components|lib)|packages[\\/](domain|contract))[\\/]/, priority: 4 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
