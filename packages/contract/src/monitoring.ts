import { z } from 'zod';
import { CLIENT_REPORT_KINDS, CLIENT_REPORT_LIMITS, RELEASE_PATTERN } from '@portal/domain/client-reports';
import { uiLanguages } from '@portal/domain/languages';
import { defineRoute } from './route.ts';
import * as heads from './heads/monitoring.ts';

const clientReport = z
  .object({
    kind: z.enum(CLIENT_REPORT_KINDS),
    message: z.string().trim().min(1).max(CLIENT_REPORT_LIMITS.messageSent),
    /** The top frame of the error's stack, for errors and render failures. */
    frame: z.string().max(CLIENT_REPORT_LIMITS.frameSent).optional(),
    /** The page's path; the server keeps only its pattern. */
    route: z.string().max(CLIENT_REPORT_LIMITS.routeSent),
    release: z.string().regex(RELEASE_PATTERN),
    language: z.enum(uiLanguages),
  })
  .strict();

export const reportClientErrors = defineRoute(heads.reportClientErrors, {
  summary: 'The web app reports its errors, failed calls and missing texts (scrubbed of personal data, counted per release)',
  body: z.object({ reports: z.array(clientReport).min(1).max(CLIENT_REPORT_LIMITS.perBatch) }).strict(),
  response: z.object({ counted: z.number().int() }),
  bodyLimitBytes: CLIENT_REPORT_LIMITS.bodyBytes,
  errorCodes: [70004],
});

export const clientErrorRow = z.object({
  id: z.number(),
  kind: z.enum(CLIENT_REPORT_KINDS),
  message: z.string(),
  frame: z.string().nullable(),
  route: z.string(),
  release: z.string(),
  language: z.string(),
  count: z.number(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});

export const listClientErrors = defineRoute(heads.listClientErrors, {
  summary: 'The browser errors operators should look at first: most frequent (or most recent), by kind and release',
  query: z.object({
    kind: z.enum(CLIENT_REPORT_KINDS).optional(),
    release: z.string().regex(RELEASE_PATTERN).optional(),
    sort: z.enum(['count', 'lastSeen']).default('count'),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    count: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    total: z.number(),
    reports: z.array(clientErrorRow),
    /** The releases that reported anything, newest first, for the filter. */
    releases: z.array(z.string()),
  }),
});
