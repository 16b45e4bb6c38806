import { z } from 'zod';
import { registrationStatuses } from '@portal/domain/publishing/registration';
import { defineRoute } from './route.ts';

/** The operators' side of publishing (issue 5 section 8): registrations, works, and the societies' files. */
const admin = { tag: 'admin', access: 'admin' } as const;
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

export const adminPublishingRegistrations = defineRoute({
  method: 'GET',
  path: '/admin/publishing/registrations',
  summary: 'Publishing sign-ups, oldest waiting first, by status',
  ...admin,
  query: z.object({ status: z.enum(registrationStatuses).optional(), ...paging }),
  response: z.object({ total: z.number(), registrations: z.array(adminRegistration) }),
});

export const decidePublishingRegistration = defineRoute({
  method: 'POST',
  path: '/admin/publishing/registrations/decide',
  summary: 'Move a sign-up on: information sent to the administrator (with its writer id), succeeded, or failed with a reason the account sees',
  ...admin,
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
