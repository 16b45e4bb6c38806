import { z } from 'zod';
import { CURRENCY_CODE, EXCHANGE_RATE } from '@portal/domain/money/exchange-rates';
import { defineRoute } from './route.ts';
import * as heads from './heads/sales-imports.ts';

export const salesImport = z.object({
  id: z.number(),
  fileName: z.string(),
  format: z.enum(['generic', 'apple', 'bandcamp', 'dsr']).nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  source: z.enum(['console', 'folder']),
  sizeBytes: z.number(),
  bytesRead: z.number(),
  linesRead: z.number(),
  linesMatched: z.number(),
  linesUnmatched: z.number(),
  linesInvalid: z.number(),
  /** Settlement-currency total of the lines read, six places. */
  gross: z.string(),
  rates: z.record(z.string(), z.string()),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

const rates = z.string().max(2000).optional().describe('JSON object of settlement-currency value per unit of each other currency, e.g. {"EUR":"1.083215"}');

export const createSalesImport = defineRoute(heads.createSalesImport, {
  summary: 'Imports a sales report (multipart: file, fileName, rates); the same file again answers with the first import',
  body: z.object({
    file: z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'validation_required' }),
    fileName: z.string().min(1).max(200),
    rates,
  }),
  response: z.object({ salesImport, duplicate: z.boolean() }),
});

export const listSalesImports = defineRoute(heads.listSalesImports, {
  summary: 'Sales report imports, newest first, with their progress',
  query: z.object({ count: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({
    imports: z.array(salesImport),
    /**
     * Lines no operator has assigned yet, over every import, and the settlement-currency money they hold; and the lines
     * still waiting for an exchange rate.
     */
    suspense: z.object({ openLines: z.number(), openGross: z.string(), waitingForRate: z.number() }),
  }),
});

export const salesSuspense = defineRoute(heads.salesSuspense, {
  summary: 'Lines of an import no track matched, with no exchange rate, or unreadable',
  query: z.object({
    importId: z.coerce.number().int().positive(),
    /** open: only the lines still waiting for an operator. */
    state: z.enum(['all', 'open']).default('all'),
    count: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: z.object({
    total: z.number(),
    /** Currencies of the import's lines still waiting for an exchange rate. */
    missingRates: z.array(z.string()),
    lines: z.array(
      z.object({
        id: z.number(),
        lineNumber: z.number(),
        reason: z.enum(['no_match', 'no_rate', 'invalid']),
        store: z.string().nullable(),
        isrc: z.string().nullable(),
        upc: z.string().nullable(),
        /** The store's own id of the item, when the report gives one. */
        storeItemId: z.string().nullable(),
        saleType: z.string().nullable(),
        country: z.string().nullable(),
        periodStart: z.string().nullable(),
        units: z.number().nullable(),
        currency: z.string().nullable(),
        revenue: z.string().nullable(),
        gross: z.string(),
        raw: z.string().nullable(),
        /** Why an unreadable line could not be read: a message key and its values. */
        issue: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
        resolvedAt: z.string().nullable(),
        /** What an operator assigned the line to: our track (and its release) or a release. */
        resolvedTo: z.object({ releaseId: z.number(), trackId: z.number().nullable(), title: z.string() }).nullable(),
      }),
    ),
  }),
});

export const salesCredited = defineRoute(heads.salesCredited, {
  summary: 'Lines of an import credited to our catalogue when it ran, in report order: what each paid and to whom',
  query: z.object({
    importId: z.coerce.number().int().positive(),
    count: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: z.object({
    total: z.number(),
    lines: z.array(
      z.object({
        id: z.number(),
        store: z.string(),
        country: z.string(),
        /** yyyy-MM-01: the sales month the line pays for. */
        periodMonth: z.string(),
        saleType: z.string(),
        units: z.number(),
        release: z.object({ id: z.number(), title: z.string(), upc: z.string().nullable() }),
        /** Null for a sale of the whole release. */
        track: z.object({ id: z.number(), title: z.string(), isrc: z.string().nullable() }).nullable(),
        /** The account whose catalogue earned it. */
        owner: z.object({ userId: z.number(), name: z.string() }),
        /** Settlement-currency amounts, six places: what the store paid, our commission, the collaborators' split shares and what the owner kept. */
        gross: z.string(),
        commission: z.string(),
        splitShares: z.string(),
        ownerAmount: z.string(),
      }),
    ),
  }),
});

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const UPC = /^\d{8,14}$/;

export const assignSuspense = defineRoute(heads.assignSuspense, {
  summary: 'Assigns unmatched lines of an import to one of our tracks (by ISRC) or releases (by UPC) and credits them',
  /** Exactly one of isrc and upc. */
  body: z.object({
    importId: z.number().int().positive(),
    lineIds: z.array(z.number().int().positive()).min(1).max(500),
    isrc: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(ISRC))
      .optional(),
    upc: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(UPC))
      .optional(),
  }),
  response: z.object({
    assigned: z.number(),
    /** Settlement-currency total of the lines credited. */
    gross: z.string(),
    target: z.object({ releaseId: z.number(), trackId: z.number().nullable(), title: z.string() }),
  }),
});

export const recordSalesRate = defineRoute(heads.recordSalesRate, {
  summary: 'Records the exchange rate an import lacked for one currency: its lines are valued, matched and credited',
  body: z.object({
    importId: z.number().int().positive(),
    currency: z.string().regex(CURRENCY_CODE),
    /** Settlement currency per unit of `currency`, a positive decimal. */
    rate: z.string().regex(EXCHANGE_RATE),
  }),
  response: z.object({
    /** Lines credited to our tracks or releases, and lines now waiting for an operator to assign them. */
    credited: z.number(),
    waiting: z.number(),
    /** Settlement-currency value of the lines, six places. */
    gross: z.string(),
  }),
});
