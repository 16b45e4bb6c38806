import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Services } from '../../platform/services.ts';
import { queueSalesImport } from './sales-import.ts';
import { parseRates } from './sales-import-routes.ts';

const REPORT = /\.(csv|tsv|txt)$/i;

/**
 * The watched folder (decision 022): a report dropped into SALES_INBOX_DIR is imported like one uploaded in the
 * console, with the exchange rates of a `<file>.rates.json` beside it. Moving the file into `processing/` first
 * claims it, so two servers watching one folder never import it twice; it then moves to `imported/`, or to
 * `failed/` with a `.error` note.
 */
export async function scanSalesInbox(services: Services): Promise<number> {
  const inbox = services.config.salesInboxDir;
  for (const folder of ['processing', 'imported', 'failed']) await mkdir(join(inbox, folder), { recursive: true });
  let imported = 0;
  for (const name of await readdir(inbox)) {
    if (!REPORT.test(name) || !(await stat(join(inbox, name))).isFile()) continue;
    const claimed = join(inbox, 'processing', name);
    try {
      await rename(join(inbox, name), claimed);
    } catch {
      continue; // another server took it
    }
    try {
      const ratesFile = join(inbox, `${name}.rates.json`);
      const rates = parseRates(await readFile(ratesFile, 'utf8').catch(() => undefined));
      await queueSalesImport(services, { fileName: name, source: 'folder', rates, content: createReadStream(claimed) });
      await rename(claimed, join(inbox, 'imported', name));
      await rename(ratesFile, join(inbox, 'imported', `${name}.rates.json`)).catch(() => {});
      imported++;
    } catch (error) {
      await rename(claimed, join(inbox, 'failed', name));
      await writeFile(join(inbox, 'failed', `${name}.error`), error instanceof Error ? error.message : String(error));
    }
  }
  return imported;
}

/** Scans the folder now and then; the returned function stops it. */
export function watchSalesInbox(services: Services, intervalMs: number): () => void {
  let timer: NodeJS.Timeout;
  const tick = () => {
    scanSalesInbox(services)
      .catch((error: unknown) => console.error('[sales-inbox]', error))
      .finally(() => (timer = setTimeout(tick, intervalMs)));
  };
  timer = setTimeout(tick, intervalMs);
  return () => clearTimeout(timer);
}
