import { z } from 'zod';
import { registrationStatuses } from '@portal/domain/publishing/registration';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/publishing-admin.ts';
const paging = { offset: z.coerce.number().int().min(0).max(10_000_000).default(0), count: z.coerce.number().int().min(1).max(200).default(50) };

export const adminRegistration = z.object({
  id: z.number(),
  userId: z.number(),
  account: z.object({ email: z.string().nullable(), nickname: z.string().nullable(), region: z.string().nullable() }),
  type: z.enum(['LOD', 'ASCAP']),
  status: z.enum(registrationStatuses),
  writer: z.object({ firstName: z.string(), middleName: z.string().optional(), lastName: z.string() }),
  lodInfo: z.object({ pro: z.string(), ipi: z.string() }).nullable(),
  lodId: z.string().nullable(),
  /** ASCAP sign-ups: address and phone (the social security number is shown only as its last four digits). */
  proInfo: z.record(z.string(), z.unknown()).nullable(),
  ssnLastFour: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});

export const adminPublishingRegistrations = defineRoute(heads.adminPublishingRegistrations, {
  summary: 'Publishing sign-ups, oldest waiting first, by status',
  query: z.object({ status: z.enum(registrationStatuses).optional(), ...paging }),
  response: z.object({ total: z.number(), registrations: z.array(adminRegistration) }),
});

export const decidePublishingRegistration = defineRoute(heads.decidePublishingRegistration, {
  summary: 'Move a sign-up on: information sent to the administrator (with its writer id), succeeded, or failed with a reason the account sees',
  body: z
    .object({
      id: z.number().int().positive(),
      decision: z.enum(['info_sent', 'success', 'fail']),
      lodId: z.string().trim().min(1).max(100).optional(),
      reason: z.string().trim().min(1).max(500).optional(),
    })
    .strict(),
  response: adminRegistration,
});

export const adminPublishingWorks = defineRoute(heads.adminPublishingWorks, {
  summary: 'Submitted compositions with their writers and where the societies stand, newest first',
  query: z.object({ status: z.enum(['SUBMITTED', 'EXPORTED', 'REGISTERED', 'REJECTED', 'CONFLICT']).optional(), ...paging }),
  response: z.object({
    total: z.number(),
    works: z.array(
      z.object({
        songId: z.number(),
        title: z.string(),
        englishTitle: z.string().nullable(),
        isrc: z.string().nullable(),
        iswc: z.string().nullable(),
        status: z.string(),
        societyWorkId: z.string().nullable(),
        account: z.object({ userId: z.number(), email: z.string().nullable() }),
        writers: z.array(z.object({ name: z.string(), percentage: z.number(), isSelf: z.boolean(), pro: z.string().nullable(), ipi: z.string().nullable() })),
        messages: z.array(z.object({ society: z.string(), status: z.string(), text: z.string() })),
        submittedAt: z.string(),
        exportedAt: z.string().nullable(),
      }),
    ),
  }),
});

export const exportPublishingCwr = defineRoute(heads.exportPublishingCwr, {
  summary: 'Every submitted composition in one CWR 2.1 registration file (decision 018), downloaded; the works become EXPORTED',
  response: download,
});

export const importPublishingAcknowledgements = defineRoute(heads.importPublishingAcknowledgements, {
  summary: 'Read a society’s CWR acknowledgement file: works become registered, rejected or in conflict, and their accounts hear of it',
  bodyLimitBytes: 16 * 1024 * 1024,
  body: z
    .object({
      content: z
        .string()
        .min(1)
        .max(15 * 1024 * 1024),
    })
    .strict(),
  response: z.object({
    society: z.object({ code: z.string(), name: z.string() }),
    applied: z.array(z.object({ songId: z.number(), status: z.string() })),
    unknownWorks: z.array(z.string()),
    registrationsActivated: z.number(),
  }),
});
