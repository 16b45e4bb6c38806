import { z } from 'zod';
import { download, defineRoute } from './route.ts';
import * as heads from './heads/deliveries.ts';

/** What happens after a failure: the portal tries again at a time, or waits for an operator. */
export const deliveryNext = z.discriminatedUnion('kind', [z.object({ kind: z.literal('retry'), at: z.string() }), z.object({ kind: z.literal('operator') })]);

export const deliveryEvent = z.object({
  state: z.string(),
  at: z.string(),
  /** The failure's code and its message in the caller's language. */
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  source: z.enum(['portal', 'store', 'operator']),
  messageKind: z.string().nullable(),
});

/** One store of one release in the operators' list. */
export const adminDelivery = z.object({
  releaseId: z.number(),
  title: z.string(),
  upc: z.string().nullable(),
  accountId: z.number(),
  accountName: z.string(),
  platformId: z.number(),
  platformName: z.string(),
  state: z.string(),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  /** The technical cause (or the store's words): operators only. */
  detail: z.string().nullable(),
  next: deliveryNext.nullable(),
  attempts: z.number(),
  lastMessageId: z.string().nullable(),
  lastMessageKind: z.string().nullable(),
  storeReleaseId: z.string().nullable(),
  held: z.boolean(),
  updatedAt: z.string(),
});

export const storeHold = z.object({ platformId: z.number(), platformName: z.string(), note: z.string(), heldAt: z.string() });

export const listDeliveries = defineRoute(heads.listDeliveries, {
  summary: 'Deliveries to stores, newest change first, with counts by state, failures grouped by reason and the stores on hold',
  query: z.object({
    state: z.string().max(40).optional(),
    platformId: z.coerce.number().int().positive().optional(),
    reason: z.string().max(40).optional(),
    releaseId: z.coerce.number().int().positive().optional(),
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    deliveries: z.array(adminDelivery),
    total: z.number(),
    stateCounts: z.array(z.object({ state: z.string(), count: z.number() })),
    failureGroups: z.array(z.object({ reasonCode: z.string(), reason: z.string(), count: z.number() })),
    holds: z.array(storeHold),
  }),
});

export const deliveryDetail = defineRoute(heads.deliveryDetail, {
  summary: "One release's delivery to one store: its timeline (with the store's acknowledgements) and the messages sent",
  query: z.object({ releaseId: z.coerce.number().int().positive(), platformId: z.coerce.number().int().positive() }),
  response: z.object({
    delivery: adminDelivery,
    events: z.array(deliveryEvent.extend({ detail: z.string().nullable(), messageId: z.string().nullable(), batchId: z.string().nullable() })),
    messages: z.array(z.object({ messageId: z.string(), batchId: z.string(), kind: z.string(), createdAt: z.string() })),
  }),
});

const requeueResult = z.object({ queued: z.number(), skipped: z.number() });

export const retryDelivery = defineRoute(heads.retryDelivery, {
  summary: 'Send a failed delivery again (a store that already acknowledged the message is never sent it twice)',
  body: z.object({ releaseId: z.number().int().positive(), platformId: z.number().int().positive() }).strict(),
  response: requeueResult,
});

export const retryDeliveriesForReason = defineRoute(heads.retryDeliveriesForReason, {
  summary: 'Send again every failed delivery that failed for one reason',
  body: z.object({ reasonCode: z.string().min(1).max(40) }).strict(),
  response: requeueResult,
});

export const holdStore = defineRoute(heads.holdStore, {
  summary: 'Hold a store: nothing is sent to it until the hold is lifted; lifting it sends what waited',
  body: z.object({ platformId: z.number().int().positive(), held: z.boolean(), note: z.string().max(500).default('') }).strict(),
  response: z.object({ held: z.boolean(), queued: z.number() }),
});

export const downloadDeliveryBatch = defineRoute(heads.downloadDeliveryBatch, {
  summary: "A message's batch as a zip: the ERN message, its files and the BatchComplete marker, as the store received them",
  query: z.object({ messageId: z.string().min(1).max(200) }),
  response: download,
});

export const collectAcknowledgements = defineRoute(heads.collectAcknowledgements, {
  summary: 'Read the acknowledgements stores left at their delivery targets now instead of waiting for the next round',
  response: z.object({ files: z.number(), applied: z.number(), problems: z.array(z.string()) }),
});

export const healthProblem = z.object({
  code: z.string(),
  /** What cannot work while the problem lasts. */
  feature: z.enum(['delivery', 'uploads', 'creation', 'publishing', 'identifiers', 'storage']),
  /** unusable: the feature fails; degraded: it works with a caveat. */
  severity: z.enum(['unusable', 'degraded']),
  /** The problem and its mend, in the caller's language. */
  message: z.string(),
  fix: z.string(),
});

export const systemHealth = defineRoute(heads.systemHealth, {
  summary: 'What the server relies on (schema, validator, codecs, storage, delivery targets, identities) and what is wrong',
  query: z.object({ refresh: z.enum(['0', '1']).default('0') }),
  response: z.object({
    checkedAt: z.string(),
    problems: z.array(healthProblem),
    checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })),
  }),
});
