import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { countryFlags } from './build/country-flags.ts';
import { RELEASE_PATTERN } from '../../packages/domain/src/client-reports.ts';

// Chunk groups (decision 026): what a signed-in page loads beyond the entry is sized by these three.
const SHARED = /apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/;
/** Shared modules that pull a big library or the release catalogues: they load with the pages that use them. */
const ON_DEMAND = /(components[\\/](store-logo|qr-image|cover-cropper|audio-preview|region-select)\.tsx|lib[\\/](genre-text|release-time-text)\.ts)$/;
/** Mantine's richer inputs (selects, number, tags, sliders, tabs, steppers…): only pages with such forms load them. */
const FORMS = /node_modules[\\/](react-number-format|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|Select|MultiSelect|Pill|PillsInput|NumberInput|Slider|RangeSlider|TagsInput|Radio|Accordion|Drawer|Tabs|PasswordInput|Grid|Textarea|Switch|Progress|Timeline|Stepper|Chip|FileButton|FileInput|Rating|ColorInput|ColorPicker|JsonInput|PinInput|Autocomplete|Spoiler|RingProgress|Fieldset|Image|Burger|NumberFormatter|Tree)[\\/])/;
const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouterProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** The build's id, which the page's error reports carry (decision 059): WEB_RELEASE when set, else the commit, else the time. */
function webRelease(): string {
  const given = process.env.WEB_RELEASE?.trim();
  if (given && RELEASE_PATTERN.test(given)) return given;
  try {
    return `web-${execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()}`;
  } catch {
    return `web-${new Date().toISOString().slice(0, 16).replace(/\D/g, '')}`;
  }
}

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), countryFlags(), precompress()],
  define: { __WEB_RELEASE__: JSON.stringify(command === 'build' ? webRelease() : 'dev') },
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
            // The domain's small top-level modules (enums, errors, regions) and the store list that every area imports:
            // on their own, so importing an enum or a store's name does not bring the release rules along.
            { name: 'domain-base', test: /packages[\\/]domain[\\/]src[\\/]([\w-]+|catalog[\\/]platforms)\.ts$/, priority: 7 },
            // The release rules and catalogues (keywords, genres, stores, territories): only the release pages use them.
            { name: 'release-rules', test: /packages[\\/]domain[\\/]src[\\/](release[\\/]|catalog[\\/](?!us-states|label-titles|platforms))/, priority: 6 },
            // Mantine components the signed-in pages share, in one file: dozens of tiny chunks would each cost a
            // request and an entry in the preload map every route carries in the first load. The richer inputs go
            // into a second file that read-only pages (data insights, notices) never load.
            { name: 'ui', test: (id: string) => /node_modules[\\/]@mantine[\\/]/.test(id) && !FORMS.test(id), priority: 5 },
            { name: 'ui-forms', test: FORMS, priority: 4.5 },
            // One file per feature for the rest: every file is an entry in the preload map the first load carries.
            {
              name: (id: string) => id.match(/features[\\/]([\w-]+)[\\/]/)?.[1] ?? null,
              debugName: 'features',
              test: /features[\\/]/,
              priority: 3,
            },
            // Likewise the shared components and helpers that the first paint does not need, except ON_DEMAND. The
            // domain and contract modules are left to the automatic split, so each page takes only the rules it uses.
            { name: 'shared', test: (id: string) => SHARED.test(id) && !ON_DEMAND.test(id), priority: 4 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
      // The public artist promo pages are server-rendered (decision 029).
      '/artist/': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
      // The public artist promo pages are server-rendered (decision 029).
      '/artist/': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
