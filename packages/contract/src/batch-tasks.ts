import { z } from 'zod';
import { BULK_IMPORT_LIMITS, batchMethods, batchRowStatuses, batchTaskStatuses, importTargets } from '@portal/domain/bulk-import/model';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/batch-tasks.ts';

// Bulk import (document 1 sections 3 "Batch import" and 7 "Batch", document 3 "bulk import" and "release upload
// limit", issue 10). The source (ERN XML, a zip of ERN messages with their audio and artwork, an Excel workbook, or a
// previous distributor's catalogue CSV) is uploaded first with the chunked uploads (kind `batch`); a task reads it,
// verifies every release with the release form's rules, and imports those that pass.

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const fileId = z.string().min(1).max(100);
const values = z.record(z.string(), z.union([z.string(), z.number()]));
/** The go-live date for releases that name none, or one already past (a migration, an old ERN deal): YYYY-MM-DD. */
const releaseDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

const place = z.object({
  file: z.string(),
  sheet: z.string().optional(),
  row: z.number().optional(),
  reference: z.string().optional(),
});

export const batchTask = z.object({
  taskId: z.number(),
  name: z.string(),
  method: z.enum(batchMethods),
  status: z.enum(batchTaskStatuses),
  /** What imported releases become. */
  target: z.enum(importTargets),
  releaseDate: releaseDate.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The running job's progress (verification or import), 0 to total. */
  progress: z.object({ done: z.number(), total: z.number() }),
  counts: z.object({ releases: z.number(), tracks: z.number(), passed: z.number(), rejected: z.number(), imported: z.number(), failed: z.number() }),
  /** Problems with the source as a whole (not one release): unreadable file, zip refused, limits exceeded. */
  fileIssues: z.array(z.object({ place, messageKey: z.string(), values: values.optional() })),
});

export const batchRow = z.object({
  rowId: z.number(),
  place,
  status: z.enum(batchRowStatuses),
  kind: z.enum(['ALBUM', 'SINGLE']),
  title: z.string(),
  upc: z.string().nullable(),
  trackCount: z.number(),
  /** One message per field, in the release form's words; track null: the release itself. */
  findings: z.array(z.object({ track: z.number().nullable(), trackTitle: z.string().optional(), field: z.string(), messageKey: z.string(), values: values.optional() })),
  /** The release created by the import. */
  albumId: z.number().nullable(),
});

export const create = defineRoute(heads.create, {
  summary:
    "Creates a batch import task from an uploaded source (fileId of an upload of kind batch): DDEX — an ERN 4.3 XML or a zip of messages with their files; EXCEL — the template workbook, alone or in a zip with the audio and artwork; QUICK_MIGRATION — UPCs/ISRCs to look up and/or the previous distributor's catalogue CSV (plus a zip of audio). Verification starts at once as a background job.",
  body: z
    .object({
      method: z.enum(batchMethods),
      name: z.string().trim().max(100).optional(),
      /** The uploaded XML, zip, workbook or catalogue CSV. Optional only for a migration by identifiers. */
      fileId: fileId.optional(),
      /** A zip of audio and artwork that the workbook or catalogue names by file name. */
      archiveFileId: fileId.optional(),
      /** QUICK_MIGRATION: UPCs and ISRCs of releases the artist has in stores. */
      identifiers: z.array(z.string().trim().max(20)).max(BULK_IMPORT_LIMITS.releasesMax).optional(),
      target: z.enum(importTargets).default('DRAFT'),
      releaseDate: releaseDate.optional(),
    })
    .strict(),
  response: batchTask,
});

export const list = defineRoute(heads.list, {
  summary: "The account's batch import tasks, newest first (deleted ones are left out unless asked for by status).",
  query: z.object({
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(1).max(100).default(20),
    status: z.enum(batchTaskStatuses).optional(),
  }),
  response: z.object({ total: z.number(), tasks: z.array(batchTask) }),
});

export const detail = defineRoute(heads.detail, {
  summary: 'One task with a page of its releases and their findings (filter by row status).',
  query: z.object({
    taskId: id,
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(1).max(200).default(50),
    status: z.enum(batchRowStatuses).optional(),
  }),
  response: z.object({ task: batchTask, total: z.number(), rows: z.array(batchRow) }),
});

export const reverify = defineRoute(heads.reverify, {
  summary:
    'Verifies a corrected source again (for example the annotated workbook with the failing rows fixed), or the same source with another go-live date: releases already imported stay as they are, the others are replaced by what the source says.',
  body: z.object({ taskId: id, fileId: fileId.optional(), archiveFileId: fileId.optional(), releaseDate: releaseDate.nullable().optional() }).strict(),
  response: batchTask,
});

export const importRows = defineRoute(heads.importRows, {
  summary: 'Imports the releases that passed verification (all of them, or the rows given) as drafts or submitted releases, as a background job.',
  body: z.object({ taskId: id, rowIds: z.array(id).max(BULK_IMPORT_LIMITS.releasesMax).optional(), target: z.enum(importTargets).optional() }).strict(),
  response: batchTask,
});

export const remove = defineRoute(heads.remove, {
  summary: 'Deletes a task before its import started (status DELETED); its stored files go.',
  body: z.object({ taskId: id }).strict(),
  response: z.object({ ok: z.literal(true) }),
});

export const report = defineRoute(heads.report, {
  summary: 'The verification report as an Excel workbook: for an Excel task the workbook itself with each failing cell marked and explained; for the others one row per finding.',
  query: z.object({ taskId: id, language: z.string().max(10).optional() }),
  response: download,
});

export const template = defineRoute(heads.template, {
  summary: 'The Excel import template: Releases and Tracks sheets with lists for genres, languages, explicitness and roles, and instructions in the given language.',
  query: z.object({ language: z.string().max(10).optional() }),
  response: download,
});

export const limits = defineRoute(heads.limits, {
  summary: "The release upload limits that apply to the account: tracks per release in its region and each region's limit, and the limits of a batch task.",
  response: z.object({
    region: z.string().nullable(),
    tracksPerRelease: z.number(),
    regions: z.array(z.object({ region: z.string(), tracksPerRelease: z.number() })),
    defaultTracksPerRelease: z.number(),
    task: z.object({ releasesMax: z.number(), tracksMax: z.number(), sourceBytesMax: z.number(), documentBytesMax: z.number() }),
  }),
});
