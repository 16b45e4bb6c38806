import type { AlbumInput, TrackInput } from '../release/model.ts';

/**
 * Bulk import (document 1 section 3 "Batch import", issue 10): a label hands over a catalogue as DDEX ERN messages, an
 * Excel workbook or a quick migration, and a batch task reads it into releases, verifies each with the release form's
 * own rules and imports the ones that pass. Every reader (ERN, Excel, migration) produces `ImportedRelease`s; the
 * batch task does the rest the same way for all of them.
 */

export const BatchTaskStatus = {
  INIT: 'INIT',
  VERIFYING: 'VERIFYING',
  VERIFICATION_PASS: 'VERIFICATION_PASS',
  VERIFICATION_REJECT: 'VERIFICATION_REJECT',
  IMPORTING: 'IMPORTING',
  IMPORT_SUCCESS: 'IMPORT_SUCCESS',
  IMPORT_FAIL: 'IMPORT_FAIL',
  DELETED: 'DELETED',
} as const;
export type BatchTaskStatus = (typeof BatchTaskStatus)[keyof typeof BatchTaskStatus];
export const batchTaskStatuses = Object.values(BatchTaskStatus) as [BatchTaskStatus, ...BatchTaskStatus[]];

export const batchMethods = ['DDEX', 'EXCEL', 'QUICK_MIGRATION'] as const;
export type BatchMethod = (typeof batchMethods)[number];

/** What an imported release becomes: a draft the user finishes in the form, or a release submitted for review. */
export const importTargets = ['DRAFT', 'SUBMITTED'] as const;
export type ImportTarget = (typeof importTargets)[number];

/** The state of one release (row) of a task. */
export const batchRowStatuses = ['PENDING', 'PASS', 'REJECT', 'IMPORTED', 'IMPORT_FAILED'] as const;
export type BatchRowStatus = (typeof batchRowStatuses)[number];

/**
 * Where a file of an imported release comes from: an entry of the archive uploaded with the task (its path inside
 * the zip, as the message or sheet names it), an https URL (fetched with the SSRF protections), or a file the
 * account already has (a song's audio kept by a quick migration).
 */
export type AssetSource = { kind: 'archive'; path: string } | { kind: 'url'; url: string } | { kind: 'file'; fileId: string };

/** A place in the source that the report points at: "sheet Tracks, row 12", "message 3, release R0". */
export interface SourcePlace {
  /** The file inside the upload (the XML's name in a zip, the workbook's name). */
  file: string;
  sheet?: string;
  /** 1-based, as a spreadsheet shows it. */
  row?: number;
  /** The ERN ReleaseReference / ResourceReference, or the migration's UPC. */
  reference?: string;
}

/**
 * A problem found while reading the source, before the release rules run: a cell that is not a date, a genre
 * nobody knows, a file the message names but the zip lacks. `code` is a message key (`bulk_*` or `rule_*`) with its
 * values; `field` is the form's field name (AlbumInput / TrackInput keys, or `cover` / `fullAudio`).
 */
export interface ReadIssue {
  /** null: the release; a number: the track at that index of `tracks`. */
  track: number | null;
  field: string;
  code: string;
  values?: Record<string, string | number>;
}

export interface ImportedTrack {
  /** The form's fields; `fullAudio` stays unset until the batch task has stored the audio. */
  input: TrackInput;
  audio?: AssetSource;
  /** Where the store preview starts (ERN PreviewDetails); the batch task cuts the clip there, or picks a start itself. */
  clipStartMs?: number;
  place?: SourcePlace;
}

export interface ImportedRelease {
  kind: 'ALBUM' | 'SINGLE';
  /** The form's fields; `cover` stays unset until the batch task has stored the artwork. */
  album: AlbumInput;
  cover?: AssetSource;
  tracks: ImportedTrack[];
  place: SourcePlace;
  readIssues: ReadIssue[];
}

/** What a reader hands back: the releases, and problems that concern the whole file (not one release). */
export interface ReadResult {
  releases: ImportedRelease[];
  fileIssues: { place: SourcePlace; code: string; values?: Record<string, string | number> }[];
}

/** One finding of the verification report, per release (track null) or track and field, with the form's message key. */
export interface RowFinding {
  track: number | null;
  field: string;
  messageKey: string;
  values?: Record<string, string | number>;
}

/** Limits of one task (ours; the spec shows none). */
export const BULK_IMPORT_LIMITS = {
  /** Releases in one task. */
  releasesMax: 5_000,
  /** Tracks in one task. */
  tracksMax: 50_000,
  /** One ERN XML or workbook, uncompressed. */
  documentBytesMax: 64 * 1024 * 1024,
  /** The uploaded source file (a zip with the audio). */
  sourceBytesMax: 20 * 1024 * 1024 * 1024,
  /** Everything in a zip, uncompressed. */
  archiveUncompressedBytesMax: 40 * 1024 * 1024 * 1024,
  archiveEntriesMax: 100_000,
  /** An entry whose uncompressed size exceeds its compressed size this many times is a bomb (audio barely compresses). */
  archiveCompressionRatioMax: 200,
} as const;
