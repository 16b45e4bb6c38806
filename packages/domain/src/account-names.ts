import { findExplicitTerms } from './lyrics/explicit.ts';

/**
 * Whether a name other people see as the account's (an artist or label name on team invitations, split invitations,
 * e-mails and promo pages) holds explicit terms. Music may be explicit, marked so; an account's name may not:
 * document 1's 70003 ("censored") refuses it. The terms are the release form's explicit-words list, whole words.
 */
export const nameIsCensored = (name: string): boolean => findExplicitTerms(name).length > 0;
