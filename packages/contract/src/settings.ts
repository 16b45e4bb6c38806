import { z } from 'zod';
import { emailTopics } from '@portal/domain/email-topics';
import { defineRoute, okResponse } from './route.ts';

const personal = { access: 'user', permission: 'personal' } as const;
const topicMap = z.object(Object.fromEntries(emailTopics.map((topic) => [topic, z.boolean()])) as Record<(typeof emailTopics)[number], z.ZodBoolean>);

export const listSessions = defineRoute({
  method: 'GET',
  path: '/user/sessions',
  summary: 'The caller’s signed-in devices, this one first',
  tag: 'settings',
  ...personal,
  response: z.object({
    sessions: z.array(
      z.object({ id: z.string(), createdAt: z.string(), lastSeenAt: z.string().nullable(), ip: z.string().nullable(), userAgent: z.string().nullable(), current: z.boolean() }),
    ),
  }),
});

export const endSession = defineRoute({
  method: 'POST',
  path: '/user/sessions/end',
  summary: 'Sign one of the caller’s other devices out',
  tag: 'settings',
  ...personal,
  body: z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }).strict(),
  response: okResponse,
});

export const endOtherSessions = defineRoute({
  method: 'POST',
  path: '/user/sessions/end-others',
  summary: 'Sign every other device out',
  tag: 'settings',
  ...personal,
  response: z.object({ ended: z.number() }),
});

export const sendEmailChangeCode = defineRoute({
  method: 'POST',
  path: '/user/email/code',
  summary: 'Send a code to a new e-mail address (to add one, or to change it)',
  tag: 'settings',
  ...personal,
  body: z.object({ email: z.string().trim().max(254) }).strict(),
  response: z.object({ sent: z.literal(true), resendAfterSeconds: z.number() }),
  errorCodes: [1031, 1001, 1206],
});

export const changeEmail = defineRoute({
  method: 'POST',
  path: '/user/email',
  summary: 'Set the new e-mail address with the code it received',
  tag: 'settings',
  ...personal,
  body: z.object({ email: z.string().trim().max(254), code: z.string().trim().max(12) }).strict(),
  response: z.object({ email: z.string() }),
  errorCodes: [1031, 1001, 1017, 1203, 1703],
});

export const sendPhoneChangeCode = defineRoute({
  method: 'POST',
  path: '/user/phone/code',
  summary: 'Send a code by SMS to a new phone number',
  tag: 'settings',
  ...personal,
  body: z.object({ region: z.string().length(2), phone: z.string().trim().max(32) }).strict(),
  response: z.object({ sent: z.literal(true), resendAfterSeconds: z.number() }),
  errorCodes: [1003, 1035, 1206],
});

export const changePhone = defineRoute({
  method: 'POST',
  path: '/user/phone',
  summary: 'Set the new phone number with the code it received',
  tag: 'settings',
  ...personal,
  body: z.object({ region: z.string().length(2), phone: z.string().trim().max(32), code: z.string().trim().max(12) }).strict(),
  response: z.object({ phone: z.string() }),
  errorCodes: [1003, 1035, 1202, 1203, 1703],
});

export const emailSubscriptions = defineRoute({
  method: 'GET',
  path: '/opt-feat-subs',
  summary: 'Which e-mail topics the caller receives (account messages cannot be turned off)',
  tag: 'settings',
  ...personal,
  response: z.object({ topics: topicMap }),
});

export const updateEmailSubscriptions = defineRoute({
  method: 'PUT',
  path: '/opt-feat-subs',
  summary: 'Subscribe to or unsubscribe from e-mail topics',
  tag: 'settings',
  ...personal,
  body: topicMap.partial().strict(),
  response: z.object({ topics: topicMap }),
});

export const unsubscribe = defineRoute({
  method: 'POST',
  path: '/open/unsubs-feat',
  summary: 'One-click unsubscribe with the ticket of an e-mail link; a second call may add the survey answer',
  tag: 'settings',
  access: 'public',
  body: z.object({ ticket: z.string().min(10).max(300), surveyReason: z.enum(['too_many', 'not_relevant', 'never_signed_up', 'other']).optional() }).strict(),
  response: z.object({ topic: z.enum(emailTopics), unsubscribed: z.literal(true) }),
});
