import { isValidEmail, normalizeEmail } from '../credentials.ts';
import { parseMicros } from './micros.ts';
import { FULL_SHARE_BP } from './royalty.ts';

/** Document 1 section 3 "Royalty split". */
export const SPLIT_STATUSES = ['INVALID', 'CREATED', 'ACTIVE', 'DELETED', 'CANCELED'] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];
export const INVITE_STATUSES = ['CREATED', 'NOTIFIED', 'ACCEPTED', 'DELETED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const MAX_COLLABORATORS = 20;

export type SplitIssueKey =
  | 'split_collaborators_required'
  | 'split_collaborators_max'
  | 'split_email_invalid'
  | 'split_email_duplicate'
  | 'split_email_self'
  | 'split_share_invalid'
  | 'split_total_exceeded'
  | 'split_recoup_collaborator'
  | 'split_recoup_amount_invalid';

export interface SplitIssue {
  /** Relative to the song: collaborators.1.share, recoup.amount, collaborators… */
  field: string;
  key: SplitIssueKey;
}

/** "25.5" → 2550 basis points: above 0, at most 100, two decimals at most; null otherwise. */
export function shareToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp > 0 && bp <= FULL_SHARE_BP ? bp : null;
}

export interface SongSplitInput {
  collaborators: { email: string; share: string }[];
  recoup?: { email: string; amount: string };
}

/** Every problem of one song's split: collaborators by e-mail with shares totalling at most 100 %, the owner keeping the rest. */
export function songSplitIssues(input: SongSplitInput, ownerEmail: string | null): SplitIssue[] {
  const issues: SplitIssue[] = [];
  if (input.collaborators.length === 0) issues.push({ field: 'collaborators', key: 'split_collaborators_required' });
  if (input.collaborators.length > MAX_COLLABORATORS) issues.push({ field: 'collaborators', key: 'split_collaborators_max' });
  const seen = new Set<string>();
  let total = 0;
  input.collaborators.forEach((collaborator, index) => {
    const email = normalizeEmail(collaborator.email);
    if (!isValidEmail(email)) issues.push({ field: `collaborators.${index}.email`, key: 'split_email_invalid' });
    else if (seen.has(email)) issues.push({ field: `collaborators.${index}.email`, key: 'split_email_duplicate' });
    else if (ownerEmail && email === normalizeEmail(ownerEmail)) issues.push({ field: `collaborators.${index}.email`, key: 'split_email_self' });
    seen.add(email);
    const bp = shareToBp(collaborator.share);
    if (bp === null) issues.push({ field: `collaborators.${index}.share`, key: 'split_share_invalid' });
    else total += bp;
  });
  if (total > FULL_SHARE_BP) issues.push({ field: 'collaborators', key: 'split_total_exceeded' });
  if (input.recoup) {
    if (!seen.has(normalizeEmail(input.recoup.email))) issues.push({ field: 'recoup.email', key: 'split_recoup_collaborator' });
    const amount = parseMicros(input.recoup.amount);
    if (amount === null || amount <= 0n || amount % 10_000n !== 0n) issues.push({ field: 'recoup.amount', key: 'split_recoup_amount_invalid' });
  }
  return issues;
}
