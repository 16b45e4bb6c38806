import { z } from 'zod';
import { CONTENT_SUPPLY_STATUSES, MAWF_MESSAGE_MAX } from '@portal/domain/open-extras';
import { defineRoute } from './route.ts';

// The small open calls of document 1 section 7 whose meaning the spec leaves open (decision 032): the marketing
// newsletter's double opt-in and one-click unsubscribe, the satisfaction survey's token, the content-supply
// programme, and /open/mawf (the maintenance window and announcement).

const token = z.string().trim().min(10).max(300);
const open = { tag: 'open', access: 'public' } as const;

export const subscribeNewsletter = defineRoute({
  method: 'POST',
  path: '/open/subscribe',
  summary: 'Asks for the marketing newsletter: an e-mail with a confirmation link goes to the address (double opt-in)',
  ...open,
  body: z.object({ email: z.string().trim().min(3).max(254) }).strict(),
  response: z.object({ status: z.enum(['pending', 'confirmed']) }),
});

export const confirmSubscription = defineRoute({
  method: 'GET',
  path: '/open/subscribe/confirm',
  summary: "Confirms a newsletter subscription from the e-mailed link; an account with that address gets its newsletter topic on",
  ...open,
  query: z.object({ token }),
  response: z.object({ email: z.string(), status: z.literal('confirmed') }),
});

export const marketUnsubscribe = defineRoute({
  method: 'POST',
  path: '/open/market/unsubscribe',
  summary: 'One-click unsubscribe from marketing e-mail (the newsletter, and promotions of an account with that address)',
  ...open,
  body: z.object({ token }).strict(),
  response: z.object({ email: z.string(), unsubscribed: z.literal(true) }),
});

export const feelgoodToken = defineRoute({
  method: 'GET',
  path: '/open/feelgood/token',
  summary: 'A signed token, valid 30 minutes, that the satisfaction survey link carries so answers are tied to the account; null when no survey runs for the caller',
  ...open,
  response: z.object({ token: z.string().nullable(), expiresAt: z.string().nullable() }),
});

export const contentSupplyLead = z.object({
  leadId: z.number(),
  /** The address the offer went to, partly hidden. */
  email: z.string(),
  artistName: z.string(),
  offerTitle: z.string(),
  revenueSharePercent: z.number(),
  status: z.enum(CONTENT_SUPPLY_STATUSES),
  bound: z.boolean(),
  createdAt: z.string(),
});

export const openContentSupplyLead = defineRoute({
  method: 'GET',
  path: '/open/content-supply/lead',
  summary: 'The content-supply offer an e-mailed link names: supply tracks to our production-music library for a share of licence fees',
  ...open,
  query: z.object({ token }),
  response: z.object({ lead: contentSupplyLead }),
});

export const contentSupplyUnsubscribe = defineRoute({
  method: 'POST',
  path: '/open/content-supply/unsubscribe',
  summary: 'No more content-supply e-mail to the address of this offer',
  ...open,
  body: z.object({ token }).strict(),
  response: z.object({ lead: contentSupplyLead }),
});

export const contentSupplyFeedback = defineRoute({
  method: 'POST',
  path: '/open/content-supply/feedback',
  summary: "The artist's answer to an offer: interested or not, with an optional message for the library team",
  ...open,
  body: z.object({ token, interested: z.boolean(), message: z.string().trim().max(1000).default('') }).strict(),
  response: z.object({ lead: contentSupplyLead }),
});

export const userContentSupplyLead = defineRoute({
  method: 'GET',
  path: '/content-supply/user/lead',
  summary: "The content-supply offers of the account: bound to it, or sent to its e-mail address",
  tag: 'content-supply',
  access: 'user',
  permission: 'owner',
  response: z.object({ leads: z.array(contentSupplyLead) }),
});

export const bindContentSupplyOffer = defineRoute({
  method: 'POST',
  path: '/content-supply/offer/bind',
  summary: 'Accepts an offer for the signed-in account: the library team then works with this account',
  tag: 'content-supply',
  access: 'user',
  permission: 'owner',
  body: z.object({ token }).strict(),
  response: z.object({ lead: contentSupplyLead }),
});

export const adminCreateContentSupplyLead = defineRoute({
  method: 'POST',
  path: '/admin/content-supply/leads',
  summary: 'Makes a content-supply offer to an artist and e-mails its link',
  tag: 'admin',
  access: 'admin',
  body: z
    .object({
      email: z.string().trim().min(3).max(254),
      artistName: z.string().trim().min(1).max(120),
      offerTitle: z.string().trim().min(1).max(120),
      revenueSharePercent: z.number().int().min(1).max(100),
    })
    .strict(),
  response: z.object({ lead: contentSupplyLead }),
});

export const adminContentSupplyLeads = defineRoute({
  method: 'GET',
  path: '/admin/content-supply/leads',
  summary: 'The content-supply offers made, newest first, with their answers',
  tag: 'admin',
  access: 'admin',
  query: z.object({ offset: z.coerce.number().int().min(0).default(0), count: z.coerce.number().int().min(1).max(100).default(50) }),
  response: z.object({ total: z.number(), leads: z.array(contentSupplyLead.extend({ feedbackMessage: z.string().nullable(), boundUserId: z.number().nullable() })) }),
});

export const maintenanceWindow = z.object({
  /** The window is on now: pages say so and writes may fail. */
  active: z.boolean(),
  /** A window is announced and has not ended yet. */
  announced: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  message: z.string(),
});

export const mawf = defineRoute({
  method: 'GET',
  path: '/open/mawf',
  summary: 'The maintenance window and announcement operators set: shown before and after login',
  ...open,
  response: maintenanceWindow,
});

export const adminSetMawf = defineRoute({
  method: 'PUT',
  path: '/admin/mawf',
  summary: 'Announces a maintenance window with a message, or clears it (nulls)',
  tag: 'admin',
  access: 'admin',
  body: z
    .object({
      startAt: z.string().datetime({ offset: true }).nullable(),
      endAt: z.string().datetime({ offset: true }).nullable(),
      message: z.string().trim().max(MAWF_MESSAGE_MAX).default(''),
    })
    .strict(),
  response: maintenanceWindow,
});
