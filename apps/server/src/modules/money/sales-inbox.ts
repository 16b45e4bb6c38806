import { createReadStream } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Services } from '../../platform/services.ts';
import { everyInterval, scanWatchedFolder } from '../../platform/watched-folder.ts';
import { queueSalesImport } from './sales-import.ts';
import { parseRates } from './sales-import-routes.ts';

/**
 * The sales reports' watched folder (decision 022): a report dropped into SALES_INBOX_DIR is imported like one
 * uploaded in the console, with the exchange rates of a `<file>.rates.json` beside it.
 */
export function scanSalesInbox(services: Services): Promise<number> {
  const inbox = services.config.salesInboxDir;
  return scanWatchedFolder(inbox, /\.(csv|tsv|txt)$/i, async (name, path) => {
    const ratesFile = join(inbox, `${name}.rates.json`);
    const rates = parseRates(await readFile(ratesFile, 'utf8').catch(() => undefined));
    await queueSalesImport(services, { fileName: name, source: 'folder', rates, content: createReadStream(path) });
    await rename(ratesFile, join(inbox, 'imported', `${name}.rates.json`)).catch(() => {});
  });
}

export const watchSalesInbox = (services: Services, intervalMs: number) => everyInterval('sales-inbox', intervalMs, () => scanSalesInbox(services));
