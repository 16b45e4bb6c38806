import { z } from 'zod';
import { CONTENT_SUPPLY_STATUSES, MAWF_MESSAGE_MAX } from '@portal/domain/open-extras';
import { defineRoute } from './route.ts';
import * as heads from './heads/open-extras.ts';

// The small open calls of document 1 section 7 whose meaning the spec leaves open (decision 032): the marketing
// newsletter's double opt-in and one-click unsubscribe, the satisfaction survey's token, the content-supply
// programme, and /open/mawf (the maintenance window and announcement).

const token = z.string().trim().min(10).max(300);

export const subscribeNewsletter = defineRoute(heads.subscribeNewsletter, {
  summary: 'Asks for the marketing newsletter: an e-mail with a confirmation link goes to the address (double opt-in)',
  body: z.object({ email: z.string().trim().min(3).max(254) }).strict(),
  response: z.object({ status: z.enum(['pending', 'confirmed']) }),
});

export const confirmSubscription = defineRoute(heads.confirmSubscription, {
  summary: 'Confirms a newsletter subscription from the e-mailed link; an account with that address gets its newsletter topic on',
  query: z.object({ token }),
  response: z.object({ email: z.string(), status: z.literal('confirmed') }),
});

export const marketUnsubscribe = defineRoute(heads.marketUnsubscribe, {
  summary: 'One-click unsubscribe from marketing e-mail (the newsletter, and promotions of an account with that address)',
  body: z.object({ token }).strict(),
  response: z.object({ email: z.string(), unsubscribed: z.literal(true) }),
});

export const feelgoodToken = defineRoute(heads.feelgoodToken, {
  summary: 'A signed token, valid 30 minutes, that the satisfaction survey link carries so answers are tied to the account; null when no survey runs for the caller',
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

export const openContentSupplyLead = defineRoute(heads.openContentSupplyLead, {
  summary: 'The content-supply offer an e-mailed link names: supply tracks to our production-music library for a share of licence fees',
  query: z.object({ token }),
  response: z.object({ lead: contentSupplyLead }),
});

export const contentSupplyUnsubscribe = defineRoute(heads.contentSupplyUnsubscribe, {
  summary: 'No more content-supply e-mail to the address of this offer',
  body: z.object({ token }).strict(),
  response: z.object({ lead: contentSupplyLead }),
});

export const contentSupplyFeedback = defineRoute(heads.contentSupplyFeedback, {
  summary: "The artist's answer to an offer: interested or not, with an optional message for the library team",
  body: z.object({ token, interested: z.boolean(), message: z.string().trim().max(1000).default('') }).strict(),
  response: z.object({ lead: contentSupplyLead }),
});

export const userContentSupplyLead = defineRoute(heads.userContentSupplyLead, {
  summary: 'The content-supply offers of the account: bound to it, or sent to its e-mail address',
  response: z.object({ leads: z.array(contentSupplyLead) }),
});

export const bindContentSupplyOffer = defineRoute(heads.bindContentSupplyOffer, {
  summary: 'Accepts an offer for the signed-in account: the library team then works with this account',
  body: z.object({ token }).strict(),
  response: z.object({ lead: contentSupplyLead }),
});

export const adminCreateContentSupplyLead = defineRoute(heads.adminCreateContentSupplyLead, {
  summary: 'Makes a content-supply offer to an artist and e-mails its link',
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

export const adminContentSupplyLeads = defineRoute(heads.adminContentSupplyLeads, {
  summary: 'The content-supply offers made, newest first, with their answers',
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

export const mawf = defineRoute(heads.mawf, {
  summary: 'The maintenance window and announcement operators set: shown before and after login',
  response: maintenanceWindow,
});

export const adminSetMawf = defineRoute(heads.adminSetMawf, {
  summary: 'Announces a maintenance window with a message, or clears it (nulls)',
  body: z
    .object({
      startAt: z.string().datetime({ offset: true }).nullable(),
      endAt: z.string().datetime({ offset: true }).nullable(),
      message: z.string().trim().max(MAWF_MESSAGE_MAX).default(''),
    })
    .strict(),
  response: maintenanceWindow,
});
