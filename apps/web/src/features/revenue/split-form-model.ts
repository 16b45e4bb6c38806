import { shareToBp, songSplitIssues, type SongSplitInput } from '@portal/domain/money/splits';
import { MONTH_PATTERN, normaliseAmount } from '../../lib/money.ts';

/** Basis points of a whole song (100 %). */
const FULL_BP = 10_000;

export interface CollaboratorRow {
  /** Stable React key: rows are added and removed. */
  key: number;
  email: string;
  share: string;
}

/** One song of the form: collaborators by e-mail and share, and an optional recoup paid to one of them first. */
export interface SongDraft {
  rows: CollaboratorRow[];
  recoup: boolean;
  recoupEmail: string;
  recoupAmount: string;
}

let nextKey = 1;
export const newRow = (email = '', share = ''): CollaboratorRow => ({ key: nextKey++, email, share });
export const emptySongDraft = (): SongDraft => ({ rows: [newRow()], recoup: false, recoupEmail: '', recoupAmount: '' });

/** The same collaborators and recoup for another song (new row keys). */
export const copySongDraft = (draft: SongDraft): SongDraft => ({ ...draft, rows: draft.rows.map((row) => newRow(row.email, row.share)) });

/** "25,5 " → "25.5": what the user typed as a share, as the server reads it. */
export const normaliseShare = (text: string) => text.trim().replace(/\s/g, '').replace(',', '.');

/** What the owner keeps of a song, in basis points: 100 % less every readable share (negative when over 100 %). */
export function ownerKeepsBp(rows: readonly { share: string }[]): number {
  return rows.reduce((left, row) => left - (shareToBp(normaliseShare(row.share)) ?? 0), FULL_BP);
}

/** 4500 → "45.00"; -250 → "-2.50". */
export function formatBp(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One song as the create call takes it. */
export function songInput(draft: SongDraft): SongSplitInput {
  const collaborators = draft.rows.map((row) => ({ email: row.email.trim(), share: normaliseShare(row.share) }));
  return draft.recoup ? { collaborators, recoup: { email: draft.recoupEmail.trim(), amount: normaliseAmount(draft.recoupAmount) } } : { collaborators };
}

export interface CreateSplitsBody {
  albumId: number;
  effectiveFrom: string;
  songs: (SongSplitInput & { songId: number })[];
}

export function createBody(albumId: number, effectiveFrom: string, songs: { songId: number; draft: SongDraft }[]): CreateSplitsBody {
  return { albumId, effectiveFrom, songs: songs.map(({ songId, draft }) => ({ songId, ...songInput(draft) })) };
}

/**
 * Field path (relative to the body, as the server names it without `body.`) → message key. `songs.0.collaborators.1.share`,
 * `songs.0.collaborators` (the total), `songs.0.recoup.amount`, `effectiveFrom`, `songs` (nothing chosen).
 */
export type FieldErrors = Record<string, string>;

/** Every problem the browser can see before sending: the same rules and messages as the server's. */
export function createIssues(body: CreateSplitsBody, ownerEmail: string | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!MONTH_PATTERN.test(body.effectiveFrom)) errors.effectiveFrom = 'rev_month_invalid';
  if (body.songs.length === 0) errors.songs = 'split_ui_no_songs';
  body.songs.forEach((song, index) => {
    for (const issue of songSplitIssues(song, ownerEmail)) errors[`songs.${index}.${issue.field}`] ??= issue.key;
  });
  return errors;
}

/** The field messages of a refused create call: `body.songs.0.collaborators.1.share` → `songs.0.collaborators.1.share`. */
export function serverFieldErrors(details: readonly { field: string; messageKey: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) {
    const field = detail.field.replace(/^body\.?/, '');
    if (field) errors[field] ??= detail.messageKey;
  }
  return errors;
}

/** The errors of one song (index in the body), by the rest of the path: `collaborators.1.share`, `recoup.amount`… */
export function songErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `songs.${index}.`;
  const found: FieldErrors = {};
  for (const [field, key] of Object.entries(errors)) if (field.startsWith(prefix)) found[field.slice(prefix.length)] = key;
  return found;
}

/** Open invitations can still be accepted, declined or sent again. */
export const isOpenInvite = (status: string) => status === 'CREATED' || status === 'NOTIFIED';
/** A split that still divides earnings (or will, once accepted) can be ended. */
export const isLiveSplit = (status: string) => status === 'CREATED' || status === 'ACTIVE';
