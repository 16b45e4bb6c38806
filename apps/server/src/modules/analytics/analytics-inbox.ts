import { createReadStream } from 'node:fs';
import type { Services } from '../../platform/services.ts';
import { everyInterval, scanWatchedFolder } from '../../platform/watched-folder.ts';
import { queueAnalyticsImport } from './analytics-import.ts';

/** The analytics files' watched folder (decision 025): a file dropped into ANALYTICS_INBOX_DIR is imported. */
export function scanAnalyticsInbox(services: Services): Promise<number> {
  return scanWatchedFolder(services.config.analyticsInboxDir, /\.(csv|tsv|txt|jsonl|json|ndjson)$/i, async (name, path) => {
    await queueAnalyticsImport(services, { fileName: name, source: 'folder', content: createReadStream(path) });
  });
}

export const watchAnalyticsInbox = (services: Services, intervalMs: number) => everyInterval('analytics-inbox', intervalMs, () => scanAnalyticsInbox(services));
