// npm start: build what is not built yet, then serve the portal (embedded PGlite unless DATABASE_URL is set).
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

await build();
process.env.NODE_ENV ??= 'production';
process.env.WEB_DIST_DIR ??= fileURLToPath(new URL('../apps/web/dist', import.meta.url));
await import('../apps/server/dist/main.mjs');
