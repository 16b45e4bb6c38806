/** Languages the publishing FAQ is written in (document 2 section 1); other UI languages read it in English. */
export const FAQ_LANGUAGES = ['en', 'pt-BR', 'id', 'es-MX'] as const;
export type FaqLanguage = (typeof FAQ_LANGUAGES)[number];

export const isFaqLanguage = (value: unknown): value is FaqLanguage => typeof value === 'string' && (FAQ_LANGUAGES as readonly string[]).includes(value);

/** A question's stable id: a lowercase slug, as it appears in the page's question parameter. */
export const FAQ_QUESTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FAQ_QUESTION_ID_MAX = 80;
