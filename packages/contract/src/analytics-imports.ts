import { z } from 'zod';
import { ANALYTICS_FILE_KINDS } from '@portal/domain/analytics/vocabulary';
import { defineRoute } from './route.ts';
import * as heads from './heads/analytics-imports.ts';

export const analyticsImport = z.object({
  id: z.number(),
  fileName: z.string(),
  kind: z.enum(ANALYTICS_FILE_KINDS).nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  source: z.enum(['console', 'folder']),
  sizeBytes: z.number(),
  rowsRead: z.number(),
  rowsMatched: z.number(),
  rowsUnmatched: z.number(),
  rowsInvalid: z.number(),
  /** The first problems met: the file's line (null for a remark about the whole file) and what was wrong, as a message key with its values. */
  issues: z.array(z.object({ line: z.number().nullable(), messageKey: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  /** Why the import failed: a message key (import_failed_*), or the text of an unexpected error. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const createAnalyticsImport = defineRoute(heads.createAnalyticsImport, {
  summary: 'Imports an analytics file (multipart: file, fileName); the same file again answers with the first import',
  body: z.object({
    file: z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'validation_required' }),
    fileName: z.string().min(1).max(200),
  }),
  response: z.object({ analyticsImport, duplicate: z.boolean() }),
});

export const listAnalyticsImports = defineRoute(heads.listAnalyticsImports, {
  summary: 'Analytics file imports, newest first',
  query: z.object({ count: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({ imports: z.array(analyticsImport) }),
});
