import { z } from 'zod';
import { defineRoute } from './route.ts';

export const featureGate = z.object({
  scope: z.enum(['open', 'system', 'release']),
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
  enabled: z.boolean(),
  description: z.string().max(500),
  updatedAt: z.string(),
});

export const listFeatureGates = defineRoute({
  method: 'GET',
  path: '/admin/feature-gates',
  summary: 'Every feature gate, for the operator console',
  tag: 'admin',
  access: 'admin',
  response: z.object({ gates: z.array(featureGate) }),
});

export const saveFeatureGate = defineRoute({
  method: 'PUT',
  path: '/admin/feature-gates',
  summary: 'Create or change a feature gate',
  tag: 'admin',
  access: 'admin',
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

export const listOutbox = defineRoute({
  method: 'GET',
  path: '/admin/outbox',
  summary: 'Messages the portal sent, newest first (codes included, for the demo)',
  tag: 'admin',
  access: 'admin',
  query: z.object({
    recipient: z.string().max(254).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(0).max(100).default(10),
  }),
  response: z.object({ messages: z.array(outboxMessage), total: z.number() }),
});
