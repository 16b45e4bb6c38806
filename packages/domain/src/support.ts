/** Feedback, the answering assistant and the knowledge hub (issue 8 section 4, decision 033). */

export const FEEDBACK_CATEGORIES = ['account', 'release', 'stores', 'royalties', 'publishing', 'promotion', 'technical', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_LIMITS = {
  subjectMax: 120,
  messageMin: 10,
  messageMax: 5000,
  attachmentsMax: 3,
  attachmentBytesMax: 5 * 1024 * 1024,
  /** Screenshots and documents: what a support question needs, checked by the file's first bytes. */
  attachmentTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  /** Sends per address (IP or account) per hour, and upload tokens per hour. */
  sendsPerHour: 5,
  uploadsPerHour: 20,
  uploadTokenSeconds: 600,
} as const;

/** The assistant: 10 assistant replies per conversation (document 1 section 9). */
export const CHAT_REPLY_CAP = 10;
export const CHAT_QUERY_MAX = 500;
export const CHAT_HISTORY_MAX = 2 * CHAT_REPLY_CAP;
/** The provider named in /open/{chat-provider}/open_api/v1/chat. */
export const CHAT_PROVIDER = 'local';
/** An answer carrying this marker offers the go-to-human-support button. */
export const HUMAN_MARKER = '[HUMAN]';
export const CHAT_EVALUATIONS = ['good', 'bad'] as const;
export type ChatEvaluation = (typeof CHAT_EVALUATIONS)[number];

/** Languages the help content is written in; the others read English with a note. */
export const KNOWLEDGE_LANGUAGES = ['en', 'es-MX', 'pt-BR', 'fr', 'de', 'ja'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];
export const knowledgeLanguageOf = (language: string): KnowledgeLanguage => ((KNOWLEDGE_LANGUAGES as readonly string[]).includes(language) ? (language as KnowledgeLanguage) : 'en');

export const KNOWLEDGE_TOPICS = ['releasing', 'stores', 'royalties', 'splits', 'publishing', 'account', 'promotion'] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

export const KNOWLEDGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const KNOWLEDGE_SLUG_MAX = 80;

/**
 * The text-patch report of document 1 section 2 (decision 065): in a test mode, a tester names a wrong or missing text
 * of a page and suggests a better one. It reaches the operators' feedback inbox with this source.
 */
export const TEXT_PATCH_SOURCE = 'text_patch';
export const TEXT_PATCH_LIMITS = { textMax: 500, suggestionMax: 500, pageMax: 300, perHour: 30 } as const;
