import { z } from 'zod';
import { defineRoute } from './route.ts';
import { contractSummary } from './contracts.ts';
import { personalInfoSchema } from './identity.ts';
import * as heads from './heads/admin.ts';

export const featureGate = z.object({
  scope: z.enum(['open', 'system', 'release']),
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
  enabled: z.boolean(),
  description: z.string().max(500),
  updatedAt: z.string(),
});

export const listFeatureGates = defineRoute(heads.listFeatureGates, {
  summary: 'Every feature gate, for the operator console',
  response: z.object({ gates: z.array(featureGate) }),
});

export const saveFeatureGate = defineRoute(heads.saveFeatureGate, {
  summary: 'Create or change a feature gate',
  body: featureGate.omit({ updatedAt: true }).extend({ description: z.string().max(500).default('') }),
  response: z.object({ gate: featureGate }),
});

export const outboxMessage = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const listOutbox = defineRoute(heads.listOutbox, {
  summary: 'Messages the portal sent, newest first (codes included, for the demo)',
  query: z.object({
    recipient: z.string().max(254).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(0).max(100).default(10),
  }),
  response: z.object({ messages: z.array(outboxMessage), total: z.number() }),
});

export const recordOfflineContract = defineRoute(heads.recordOfflineContract, {
  summary:
    'Record an agreement signed on paper, with the scanned PDF (multipart: userId, type, signerName, signedAt, file, and the number printed on the paper when it has one: 60001 when another contract has that number)',
  body: z.object({
    userId: z.coerce.number().int().positive(),
    type: z.coerce
      .number()
      .int()
      .refine((t) => [0, 1, 11].includes(t), { message: 'contract_type_invalid' }),
    signerName: z.string().max(200),
    signedAt: z.string().max(40),
    /** The number printed on the paper agreement; without it the portal gives one. */
    contractNumber: z
      .string()
      .trim()
      .max(40)
      .refine((value) => /^[A-Za-z0-9][A-Za-z0-9./-]*$/.test(value), { message: 'contract_number_invalid' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    file: z.instanceof(Buffer),
  }),
  response: z.object({ contract: contractSummary }),
  errorCodes: [60001, 60002],
});

const reviewCase = z.object({
  userId: z.number(),
  nickname: z.string(),
  email: z.string().nullable(),
  region: z.string(),
  type: z.number().nullable(),
  status: z.number(),
  submittedAt: z.string(),
  version: z.number(),
});

export const identityQueue = defineRoute(heads.identityQueue, {
  summary: 'Accounts whose identity waits for review, oldest first',
  query: z.object({
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(0).max(100).default(20),
  }),
  response: z.object({ total: z.number(), cases: z.array(reviewCase) }),
});

export const identityCase = defineRoute(heads.identityCase, {
  summary: 'One account’s submitted identity, with links to its photos',
  query: z.object({ userId: z.coerce.number().int().positive() }),
  response: z.object({
    case: reviewCase,
    info: personalInfoSchema,
    photoUrls: z.record(z.string(), z.string()),
  }),
});

export const startIdentityReview = defineRoute(heads.startIdentityReview, {
  summary: 'Take a case: the account shows as being identified',
  body: z.object({ userId: z.number().int().positive() }).strict(),
  response: z.object({ status: z.number() }),
});

export const decideIdentity = defineRoute(heads.decideIdentity, {
  summary: 'Pass or reject an identity; a rejection needs a reason the user will read',
  body: z.object({ userId: z.number().int().positive(), decision: z.enum(['pass', 'reject']), reason: z.string().trim().max(500).optional() }).strict(),
  response: z.object({ status: z.number() }),
});

/** What waits for an operator in each room of the console (decision 068): one number per queue, counted cheaply. */
export const consoleCounts = defineRoute(heads.consoleCounts, {
  summary:
    'What waits in each room of the operator console: releases and identities to review, claims, failed deliveries, withdrawals, imports, sign-ups, applications, support messages and health problems',
  response: z.object({
    releaseReviews: z.number(),
    identityReviews: z.number(),
    artistClaims: z.number(),
    failedDeliveries: z.number(),
    waitingWithdrawals: z.number(),
    failedImports: z.number(),
    suspenseLines: z.number(),
    publishingRegistrations: z.number(),
    promotionApplications: z.number(),
    oacMerges: z.number(),
    openSupport: z.number(),
    healthProblems: z.number(),
  }),
});
