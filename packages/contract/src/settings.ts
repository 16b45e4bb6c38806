import { z } from 'zod';
import { emailTopics } from '@portal/domain/email-topics';
import { defineRoute, okResponse } from './route.ts';
import * as heads from './heads/settings.ts';
const topicMap = z.object(Object.fromEntries(emailTopics.map((topic) => [topic, z.boolean()])) as Record<(typeof emailTopics)[number], z.ZodBoolean>);

export const listSessions = defineRoute(heads.listSessions, {
  summary: 'The caller’s signed-in devices, this one first',
  response: z.object({
    sessions: z.array(z.object({ id: z.string(), createdAt: z.string(), lastSeenAt: z.string().nullable(), ip: z.string().nullable(), userAgent: z.string().nullable(), current: z.boolean() })),
  }),
});

export const endSession = defineRoute(heads.endSession, {
  summary: 'Sign one of the caller’s other devices out',
  body: z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }).strict(),
  response: okResponse,
});

export const endOtherSessions = defineRoute(heads.endOtherSessions, {
  summary: 'Sign every other device out',
  response: z.object({ ended: z.number() }),
});

export const sendEmailChangeCode = defineRoute(heads.sendEmailChangeCode, {
  summary: 'Send a code to a new e-mail address (to add one, or to change it)',
  body: z.object({ email: z.string().trim().max(254) }).strict(),
  response: z.object({ sent: z.literal(true), resendAfterSeconds: z.number() }),
  errorCodes: [1031, 1001, 1206],
});

export const changeEmail = defineRoute(heads.changeEmail, {
  summary: 'Set the new e-mail address with the code it received',
  body: z.object({ email: z.string().trim().max(254), code: z.string().trim().max(12) }).strict(),
  response: z.object({ email: z.string() }),
  errorCodes: [1031, 1001, 1017, 1203, 1703],
});

export const sendPhoneChangeCode = defineRoute(heads.sendPhoneChangeCode, {
  summary: 'Send a code by SMS to a new phone number',
  body: z.object({ region: z.string().length(2), phone: z.string().trim().max(32) }).strict(),
  response: z.object({ sent: z.literal(true), resendAfterSeconds: z.number() }),
  errorCodes: [1003, 1035, 1206],
});

export const changePhone = defineRoute(heads.changePhone, {
  summary: 'Set the new phone number with the code it received',
  body: z.object({ region: z.string().length(2), phone: z.string().trim().max(32), code: z.string().trim().max(12) }).strict(),
  response: z.object({ phone: z.string() }),
  errorCodes: [1003, 1035, 1202, 1203, 1703],
});

export const emailSubscriptions = defineRoute(heads.emailSubscriptions, {
  summary: 'Which e-mail topics the caller receives (account messages cannot be turned off)',
  response: z.object({ topics: topicMap }),
});

export const updateEmailSubscriptions = defineRoute(heads.updateEmailSubscriptions, {
  summary: 'Subscribe to or unsubscribe from e-mail topics',
  body: topicMap.partial().strict(),
  response: z.object({ topics: topicMap }),
});

export const unsubscribe = defineRoute(heads.unsubscribe, {
  summary: 'One-click unsubscribe with the ticket of an e-mail link; a second call may add the survey answer',
  body: z.object({ ticket: z.string().min(10).max(300), surveyReason: z.enum(['too_many', 'not_relevant', 'never_signed_up', 'other']).optional() }).strict(),
  response: z.object({ topic: z.enum(emailTopics), unsubscribed: z.literal(true) }),
});
