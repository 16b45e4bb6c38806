import type { Readable } from 'node:stream';
import type { BatchMethod, ReadResult, RowFinding, SourcePlace } from '@portal/domain/bulk-import/model';
import type { Services } from '../../platform/services.ts';

/**
 * How the readers (ERN in ern/, Excel in excel/, quick migration in migration/) plug into the batch task core. The
 * core opens what the user uploaded, checks the zip (archive.ts: no traversal, no bombs, no encrypted entries, limits)
 * and hands the reader a BatchSource; the reader returns a ReadResult (packages/domain/src/bulk-import/model.ts). The
 * core then stores the files the releases name (assets.ts), verifies, and imports — the same way for every method.
 *
 * A reader never touches the object store or the database tables of the task itself; it reads bytes through the
 * source and reports problems as `fileIssues` / `readIssues` with message keys. It may throw BulkReadError for a
 * file it cannot read at all; the core turns that into a file issue.
 */

/** One file of an accepted archive (directories are left out). */
export interface ArchiveEntry {
  /** The normalised path inside the zip: forward slashes, no leading `./`, never absolute, never `..`. */
  path: string;
  /** The uncompressed size the zip declares (reading never yields more: a lying header is cut off and refused). */
  size: number;
  compressedSize: number;
}

/** A zip that passed the checks of archive.ts. Entry paths are compared exactly after normalisation. */
export interface Archive {
  /** The name the user gave the uploaded zip. */
  readonly name: string;
  readonly entries: readonly ArchiveEntry[];
  /** The entry at `path` (normalised the same way: `./a\b` is not accepted, `a/b` is), or undefined. */
  find(path: string): ArchiveEntry | undefined;
  /** The whole entry in memory, refused (BulkReadError bulk_document_too_large) beyond maxBytes (default BULK_IMPORT_LIMITS.documentBytesMax). */
  read(path: string, maxBytes?: number): Promise<Buffer>;
  /** The entry as a stream, for large files; the stream errors (BulkReadError) past the declared size or maxBytes. */
  open(path: string, maxBytes?: number): Promise<Readable>;
}

/** A document the user uploaded on its own (not zipped): an ERN XML, a workbook, a catalogue CSV. */
export interface SourceDocument {
  /** The name the user gave the file (e.g. `catalogue.xlsx`). */
  readonly name: string;
  /** `xml`, `xlsx`, `csv`, `txt` — from the upload's checked type. */
  readonly extension: string;
  readonly size: number;
  /** The bytes, refused (BulkReadError bulk_document_too_large) beyond maxBytes (default BULK_IMPORT_LIMITS.documentBytesMax). */
  read(maxBytes?: number): Promise<Buffer>;
}

export interface BatchSource {
  method: BatchMethod;
  /**
   * The uploaded document (body `fileId`) when it is not a zip. When the upload is a zip, `document` is null and the
   * reader finds its document(s) in `archive` (ERN messages, the workbook, the catalogue CSV).
   */
  document: SourceDocument | null;
  /** The uploaded zip: `fileId` itself when it is a zip, else `archiveFileId`; null when there is none. */
  archive: Archive | null;
  /** QUICK_MIGRATION: the UPCs and ISRCs the user typed (trimmed, may be empty). */
  identifiers: string[];
}

/** What a reader may use besides the source: the account (a migration looks up its store metadata) and the language. */
export interface ReaderContext {
  services: Services;
  accountId: number;
  /** The user's language, e.g. for reading localised template headers. */
  language: string;
}

export type SourceReader = (source: BatchSource, context: ReaderContext) => Promise<ReadResult>;

/** A source a reader cannot read at all (not XML, not a workbook, too large); `code` is a `bulk_*` message key. */
export class BulkReadError extends Error {
  constructor(
    readonly code: string,
    readonly values?: Record<string, string | number>,
  ) {
    super(code);
  }
}

/**
 * The annotated verification report of an Excel task (excel/ helper): the original workbook with each failing cell
 * marked and explained in `language`. `rows` are the task's rows in order with their findings (message keys), each
 * with the place the reader gave it. Returns the .xlsx bytes.
 */
export interface AnnotatedRow {
  place: SourcePlace;
  /** The row's BatchRowStatus. */
  status: string;
  findings: RowFinding[];
  /** The place of each track (ImportedTrack.place), by track index, so a track finding can mark its row. */
  trackPlaces: (SourcePlace | undefined)[];
}

export interface AnnotatedReportInput {
  workbook: Buffer;
  rows: AnnotatedRow[];
  language: string;
  translate: (key: string, values?: Record<string, string | number>) => string;
}
export type ExcelAnnotator = (input: AnnotatedReportInput) => Promise<Buffer>;

/**
 * Which reader reads which method: ern/ exports `readErn`, excel/ `readExcel`, migration/ `readMigration`, each a
 * SourceReader. The core looks them up here (reader-registry.ts fills it) so this file has no imports of them.
 */
export type ReaderRegistry = Record<BatchMethod, SourceReader>;
