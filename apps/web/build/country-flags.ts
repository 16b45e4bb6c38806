import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** flag-icons' 4:3 flags; only the two-letter ISO 3166 codes (the package also has regions such as gb-sct). */
const source = fileURLToPath(new URL('../../../node_modules/flag-icons/flags/4x3/', import.meta.url));
const FLAG_FILE = /^[a-z]{2}\.svg$/;

/**
 * Serves the country flags from the portal's own origin at /flags/<code>.svg (decision 071): the build copies them
 * into dist/flags, the dev server reads them from the package. Emoji flags are empty boxes on systems without an
 * emoji font; images are not, and img-src 'self' already allows them.
 */
export function countryFlags(): Plugin {
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!FLAG_FILE.test(name)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        createReadStream(`${source}${name}`)
          .on('error', () => next())
          .pipe(res);
      });
    },
    generateBundle() {
      for (const name of readdirSync(source).filter((file) => FLAG_FILE.test(file))) {
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(`${source}${name}`) });
      }
      // The flags are MIT-licensed: their notice travels with them.
      this.emitFile({ type: 'asset', fileName: 'flags/LICENSE', source: readFileSync(`${source}../../LICENSE`) });
    },
  };
}
