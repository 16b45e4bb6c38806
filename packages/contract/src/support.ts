import { z } from 'zod';
import {
  CHAT_EVALUATIONS,
  CHAT_HISTORY_MAX,
  CHAT_QUERY_MAX,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  KNOWLEDGE_SLUG,
  KNOWLEDGE_SLUG_MAX,
  KNOWLEDGE_TOPICS,
  TEXT_PATCH_LIMITS,
} from '@portal/domain/support';
import { uiLanguages } from '@portal/domain/languages';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/support.ts';

// ---- Feedback (document 1 section 7 "Feedback and subscriptions") ----

export const feedbackForm = defineRoute(heads.feedbackForm, {
  summary: "The feedback form's definition: categories, limits, accepted attachment types, and the signed-in person's e-mail to prefill",
  body: z.object({}).strict().optional(),
  response: z.object({
    categories: z.array(z.enum(FEEDBACK_CATEGORIES)),
    email: z.string().nullable(),
    limits: z.object({
      subjectMax: z.number(),
      messageMin: z.number(),
      messageMax: z.number(),
      attachmentsMax: z.number(),
      attachmentBytesMax: z.number(),
      attachmentTypes: z.array(z.string()),
    }),
  }),
});

const attachmentId = z.string().regex(/^fa_[A-Za-z0-9_-]{16,40}$/);

export const submitFeedback = defineRoute(heads.submitFeedback, {
  summary: 'Sends a feedback message (visitors and users); attachments are the ids the upload answered',
  body: z
    .object({
      category: z.enum(FEEDBACK_CATEGORIES),
      email: z.email().max(254),
      subject: z.string().trim().min(1).max(FEEDBACK_LIMITS.subjectMax),
      message: z.string().trim().min(FEEDBACK_LIMITS.messageMin).max(FEEDBACK_LIMITS.messageMax),
      attachmentIds: z.array(attachmentId).max(FEEDBACK_LIMITS.attachmentsMax).default([]),
      /** The assistant's conversation when the visitor came from its go-to-human button. */
      conversationId: z.string().max(64).optional(),
    })
    .strict(),
  errorCodes: [70004],
  response: z.object({ id: z.number(), status: z.enum(FEEDBACK_STATUSES) }),
});

export const reportTextPatch = defineRoute(heads.reportTextPatch, {
  summary: 'In a test mode only: reports a wrong or missing text of a page, in a language, with a suggested text; operators find it in the feedback inbox',
  body: z
    .object({
      /** The text as shown, or where a text is missing. */
      text: z.string().trim().min(1).max(TEXT_PATCH_LIMITS.textMax),
      suggestion: z.string().trim().max(TEXT_PATCH_LIMITS.suggestionMax).default(''),
      /** The page's path (and query), as the address bar shows it. */
      page: z.string().trim().regex(/^\//).max(TEXT_PATCH_LIMITS.pageMax),
      language: z.enum(uiLanguages),
      /** A visitor's address for a follow-up; a signed-in tester's own is used. */
      email: z.email().max(254).optional(),
    })
    .strict(),
  errorCodes: [70004],
  response: z.object({ id: z.number() }),
});

export const feedbackUploadToken = defineRoute(heads.feedbackUploadToken, {
  summary: 'A short-lived token that authorises one attachment upload of the announced name, size and type',
  query: z.object({
    fileName: z.string().trim().min(1).max(200),
    size: z.coerce.number().int().min(1),
    mimeType: z.string().max(100),
  }),
  errorCodes: [70004],
  response: z.object({ token: z.string(), uploadUrl: z.string(), method: z.literal('PUT'), expiresAt: z.string(), maxBytes: z.number() }),
});

export const feedbackUpload = defineRoute(heads.feedbackUpload, {
  summary: 'The attachment itself as the raw body, authorised by the upload token; checked by its first bytes',
  query: z.object({ token: z.string().min(10).max(2000) }),
  response: z.object({ attachmentId: z.string(), fileName: z.string(), size: z.number(), contentType: z.string() }),
});

// ---- The assistant (document 1 section 4 "AI chat", section 7 "Chat") ----

const chatSource = z.object({ kind: z.enum(['article', 'faq']), id: z.string(), title: z.string(), url: z.string() });

export const chat = defineRoute(heads.chat, {
  summary: "The assistant answers from the portal's help content; [HUMAN] in the answer means it found nothing to go on",
  body: z.object({
    conversationId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    query: z.string().trim().min(1).max(CHAT_QUERY_MAX),
    user: z.string().max(100).default(''),
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) }))
      .max(CHAT_HISTORY_MAX)
      .default([]),
  }),
  errorCodes: [70004],
  response: z.object({ answer: z.string(), messageId: z.string(), conversationId: z.string(), human: z.boolean(), sources: z.array(chatSource) }),
});

export const rateChatReply = defineRoute(heads.rateChatReply, {
  summary: 'Rates an assistant reply good or bad; null withdraws the rating',
  body: z.object({ conversationId: z.string().max(64), messageId: z.string().max(64), evaluation: z.enum(CHAT_EVALUATIONS).nullable() }).strict(),
  response: z.object({ messageId: z.string(), evaluation: z.enum(CHAT_EVALUATIONS).nullable() }),
});

// ---- Knowledge hub ----

const slug = z.string().max(KNOWLEDGE_SLUG_MAX).regex(KNOWLEDGE_SLUG);
const langQuery = z.string().max(10).optional();
const articleSummary = z.object({ slug: z.string(), topic: z.enum(KNOWLEDGE_TOPICS), title: z.string(), summary: z.string() });

export const knowledgeArticles = defineRoute(heads.knowledgeArticles, {
  summary: 'Help articles by topic, in the reader’s language (English where it is not written yet); q searches them',
  query: z.object({ lang: langQuery, q: z.string().max(200).optional(), topic: z.enum(KNOWLEDGE_TOPICS).optional() }),
  response: z.object({ lang: z.string(), fallback: z.boolean(), topics: z.array(z.enum(KNOWLEDGE_TOPICS)), articles: z.array(articleSummary) }),
});

export const knowledgeArticle = defineRoute(heads.knowledgeArticle, {
  summary: 'One help article (markdown body) and others of its topic',
  query: z.object({ slug, lang: langQuery }),
  response: z.object({
    lang: z.string(),
    fallback: z.boolean(),
    article: articleSummary.extend({ body: z.string() }),
    related: z.array(articleSummary),
  }),
});

export const knowledgeFaq = defineRoute(heads.knowledgeFaq, {
  summary: 'The general FAQ, with the reader’s own helpful votes',
  query: z.object({ lang: langQuery }),
  response: z.object({
    lang: z.string(),
    fallback: z.boolean(),
    entries: z.array(z.object({ id: z.string(), topic: z.enum(KNOWLEDGE_TOPICS), question: z.string(), answer: z.string(), myVote: z.boolean().nullable() })),
  }),
});

export const knowledgeFaqFeedback = defineRoute(heads.knowledgeFaqFeedback, {
  summary: 'Whether a FAQ answer helped: one vote per reader and question, a new vote replaces the earlier one',
  body: z.object({ questionId: slug, helpful: z.boolean(), lang: z.string().max(10) }).strict(),
  errorCodes: [70004],
  response: z.object({ questionId: z.string(), helpful: z.boolean() }),
});

// ---- Operators ----

const feedbackRow = z.object({
  id: z.number(),
  email: z.string(),
  userId: z.number().nullable(),
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  lang: z.string(),
  source: z.string(),
  attachmentCount: z.number(),
  createdAt: z.string(),
});

export const adminFeedbackList = defineRoute(heads.adminFeedbackList, {
  summary: 'The feedback inbox, newest first, optionally of one status',
  query: z.object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ total: z.number(), counts: z.record(z.string(), z.number()), items: z.array(feedbackRow) }),
});

export const adminFeedbackDetail = defineRoute(heads.adminFeedbackDetail, {
  summary: 'One feedback message with its attachments and the answers sent',
  query: z.object({ id: z.coerce.number().int().min(1) }),
  response: feedbackRow.extend({
    message: z.string(),
    conversationId: z.string().nullable(),
    attachments: z.array(z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), size: z.number(), url: z.string() })),
    replies: z.array(z.object({ id: z.number(), body: z.string(), operatorId: z.number(), createdAt: z.string() })),
  }),
});

export const adminFeedbackAttachment = defineRoute(heads.adminFeedbackAttachment, {
  summary: 'Downloads a feedback attachment',
  query: z.object({ id: attachmentId }),
  response: download,
});

export const adminFeedbackReply = defineRoute(heads.adminFeedbackReply, {
  summary: 'Answers a feedback message by e-mail (through the outbox); the message becomes ANSWERED, or CLOSED when asked',
  body: z.object({ id: z.number().int().min(1), body: z.string().trim().min(1).max(FEEDBACK_LIMITS.messageMax), close: z.boolean().default(false) }).strict(),
  response: z.object({ id: z.number(), status: z.enum(FEEDBACK_STATUSES) }),
});

export const adminFeedbackStatus = defineRoute(heads.adminFeedbackStatus, {
  summary: 'Closes (or reopens) a feedback message',
  body: z.object({ id: z.number().int().min(1), status: z.enum(['OPEN', 'CLOSED']) }).strict(),
  response: z.object({ id: z.number(), status: z.enum(FEEDBACK_STATUSES) }),
});

export const adminFaqStats = defineRoute(heads.adminFaqStats, {
  summary: 'Helpful and unhelpful votes per FAQ answer, of the knowledge hub and the publishing FAQ; and the assistant’s ratings',
  response: z.object({
    answers: z.array(z.object({ faq: z.enum(['knowledge', 'publishing']), questionId: z.string(), question: z.string(), helpful: z.number(), unhelpful: z.number() })),
    chat: z.object({ replies: z.number(), human: z.number(), good: z.number(), bad: z.number() }),
  }),
});
