import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { BULK_IMPORT_LIMITS, type BatchMethod } from '@portal/domain/bulk-import/model';
import type { Services } from '../../platform/services.ts';
import { readRange } from '../../platform/storage.ts';
import { openStoredArchive, type StoredArchive } from './archive.ts';
import { batchProblem } from './errors.ts';
import { BulkReadError, type BatchSource, type SourceDocument } from './readers.ts';

type FileRow = typeof uploadedFiles.$inferSelect;

/** What an uploaded source is, from the checks of the upload (the real type) and its name. */
export type SourceType = 'zip' | 'xlsx' | 'xml' | 'csv' | 'txt';

export function sourceTypeOf(row: FileRow): SourceType {
  const format = (row.meta as { format?: string }).format;
  if (format === 'ZIP') return 'zip';
  if (format === 'XLSX') return 'xlsx';
  if (format === 'XML') return 'xml';
  return fileNameOf(row).toLowerCase().endsWith('.csv') ? 'csv' : 'txt';
}

export const fileNameOf = (row: FileRow) => (row.meta as { fileName?: string }).fileName ?? row.id;

/** The name the user gave a task's uploaded source, for the report of a source that could not be opened. */
export async function sourceFileName(services: Services, fileId: string | null): Promise<string> {
  if (!fileId) return '';
  const [row] = await services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
  return row ? fileNameOf(row) : fileId;
}

/** The documents each method reads, alone (`fileId`) or zipped. */
const accepted: Record<BatchMethod, readonly SourceType[]> = {
  DDEX: ['xml', 'zip'],
  EXCEL: ['xlsx', 'zip'],
  QUICK_MIGRATION: ['csv', 'txt', 'zip'],
};
const typesLabel: Record<BatchMethod, string> = { DDEX: 'XML, ZIP', EXCEL: 'XLSX, ZIP', QUICK_MIGRATION: 'CSV, TXT, ZIP' };

async function batchFile(services: Services, accountId: number, fileId: string, field: string) {
  const [row] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, accountId), eq(uploadedFiles.kind, 'batch')))
    .limit(1);
  if (!row) throw batchProblem(404, 'bulk_source_not_found', field);
  return row;
}

/**
 * The checks of a task's input that need no reading: the files are the account's batch uploads, of a type the
 * method reads, and at most one of them is a zip. A migration by identifiers alone needs no file.
 */
export async function checkSourceFiles(services: Services, accountId: number, input: { method: BatchMethod; fileId?: string; archiveFileId?: string; identifiers?: string[] }) {
  const document = input.fileId ? await batchFile(services, accountId, input.fileId, 'body.fileId') : null;
  const archive = input.archiveFileId ? await batchFile(services, accountId, input.archiveFileId, 'body.archiveFileId') : null;
  if (!document && !(input.method === 'QUICK_MIGRATION' && input.identifiers?.length)) throw batchProblem(400, 'bulk_source_required', 'body.fileId');
  if (document && !accepted[input.method].includes(sourceTypeOf(document))) {
    throw batchProblem(400, 'bulk_source_type_not_accepted', 'body.fileId', { types: typesLabel[input.method] });
  }
  if (archive && sourceTypeOf(archive) !== 'zip') throw batchProblem(400, 'bulk_source_type_not_accepted', 'body.archiveFileId', { types: 'ZIP' });
  if (archive && document && sourceTypeOf(document) === 'zip') throw batchProblem(400, 'bulk_two_archives', 'body.archiveFileId');
  return { document, archive };
}

function documentOf(services: Services, row: FileRow, type: SourceType): SourceDocument {
  const name = fileNameOf(row);
  const size = Number(row.size);
  return {
    name,
    extension: type,
    size,
    async read(maxBytes = BULK_IMPORT_LIMITS.documentBytesMax) {
      if (size > maxBytes) throw new BulkReadError('bulk_document_too_large', { name, maxMb: Math.round(maxBytes / (1024 * 1024)) });
      const bytes = await readRange(services.files, row.objectKey, 0, size);
      if (!bytes) throw new BulkReadError('bulk_source_not_found', { name });
      return bytes;
    },
  };
}

export interface OpenedSource {
  source: BatchSource;
  /** The zip's file id (for keys of the files stored from it). */
  archiveFileId: string | null;
  close(): void;
}

/** Opens a task's source for its reader; throws BulkReadError when a file is gone or the zip is refused. */
export async function openSource(services: Services, task: { userId: number; method: string; sourceFileId: string | null; archiveFileId: string | null; identifiers: unknown }): Promise<OpenedSource> {
  const row = async (id: string | null) => {
    if (!id) return null;
    const [found] = await services.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, task.userId)));
    if (!found) throw new BulkReadError('bulk_source_not_found', { name: id });
    return found;
  };
  const [documentRow, archiveRow] = await Promise.all([row(task.sourceFileId), row(task.archiveFileId)]);
  const zipRow = documentRow && sourceTypeOf(documentRow) === 'zip' ? documentRow : archiveRow;
  let archive: StoredArchive | null = null;
  if (zipRow) archive = await openStoredArchive(services.files, zipRow.objectKey, fileNameOf(zipRow));
  const document = documentRow && documentRow !== zipRow ? documentOf(services, documentRow, sourceTypeOf(documentRow)) : null;
  return {
    source: { method: task.method as BatchMethod, document, archive, identifiers: (task.identifiers as string[]) ?? [] },
    archiveFileId: zipRow?.id ?? null,
    close: () => archive?.close(),
  };
}
