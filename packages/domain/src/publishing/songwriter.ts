import { EMAIL_MAX_LENGTH, isValidEmail } from '../release/identifiers.ts';
import { ipiIssue, nameIssue, proSocieties } from './signup.ts';
import { PublishingMessage as M, type PublishingIssue } from './messages.ts';

/** A co-writer the account adds (document 2 "Songwriter profile"). */
export interface SongwriterProfile {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  email?: string;
  pro?: string;
  ipi?: string;
}

export type SongwriterReport = Partial<Record<keyof SongwriterProfile, PublishingIssue>>;
const proIds = new Set(proSocieties.map((society) => society.id));

/** The songwriter modal's rules (document 2 section 5). */
export function validateSongwriter(profile: SongwriterProfile): SongwriterReport {
  const report: SongwriterReport = {};
  const set = (field: keyof SongwriterProfile, issue: PublishingIssue | undefined) => issue && (report[field] = issue);
  set('firstName', nameIssue('firstName', profile.firstName));
  set('middleName', nameIssue('middleName', profile.middleName));
  set('lastName', nameIssue('lastName', profile.lastName));
  const email = (profile.email ?? '').trim();
  set('email', !email ? { key: M.required } : email.length > EMAIL_MAX_LENGTH || !isValidEmail(email) ? { key: M.emailInvalid } : undefined);
  const pro = (profile.pro ?? '').trim();
  set('pro', !pro ? { key: M.required } : proIds.has(pro) ? undefined : { key: M.proUnknown });
  set('ipi', ipiIssue(profile.ipi));
  return report;
}

/** "First Middle Last", single spaces, case kept: how a songwriter is named and compared for duplicates. */
export const fullName = (person: { firstName?: string; middleName?: string; lastName?: string }) =>
  [person.firstName, person.middleName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
