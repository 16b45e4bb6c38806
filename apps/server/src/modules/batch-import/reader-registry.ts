import { readErn } from './ern/read-ern-source.ts';
import { readExcel } from './excel/read-excel.ts';
import { readMigration } from './migration/read-migration.ts';
import type { ReaderRegistry } from './readers.ts';

/** The reader of each method; the batch task core finds them here. */
export const readers: ReaderRegistry = { DDEX: readErn, EXCEL: readExcel, QUICK_MIGRATION: readMigration };
