import { z } from 'zod';
import { legalDocumentKinds } from '@portal/domain/legal/documents';
import { defineRoute } from './route.ts';
import * as heads from './heads/legal.ts';

const documentKind = z.enum(legalDocumentKinds);
const version = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const documentState = z.object({
  document: documentKind,
  /** The version in force. */
  version: z.string(),
  requiresAcceptance: z.boolean(),
  /** The newest version this person accepted, and when; null when never. */
  acceptedVersion: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});

const acceptanceState = z.object({
  documents: z.array(documentState),
  /** Documents whose version in force this person has not accepted yet. */
  pending: z.array(documentKind),
});

export const legalStatus = defineRoute(heads.legalStatus, {
  summary: 'Not in document 1: which version of the terms of service, privacy policy and cookie policy is in force, and which the signed-in person accepted',
  response: acceptanceState,
});

export const acceptLegal = defineRoute(heads.acceptLegal, {
  summary: 'Not in document 1: the signed-in person accepts the versions in force of some legal documents; a version no longer in force is refused (read the new one first)',
  body: z
    .object({
      documents: z
        .array(z.object({ document: documentKind, version }).strict())
        .min(1)
        .max(legalDocumentKinds.length),
    })
    .strict(),
  response: acceptanceState,
});
