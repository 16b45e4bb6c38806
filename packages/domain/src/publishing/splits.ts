import { personNameKey } from '../release/model.ts';
import { PUBLISHING_LIMITS as L, toBasisPoints } from './limits.ts';
import { PublishingMessage as M, type PublishingIssue } from './messages.ts';
import { fullName, validateSongwriter, type SongwriterProfile } from './songwriter.ts';

/** One row of the splits form: the account's own writer, one of its songwriters, or a songwriter added here. */
export type SplitRow =
  | { kind: 'self'; percent: number | null }
  | { kind: 'existing'; songwriterId: number | null; percent: number | null }
  | { kind: 'new'; profile: SongwriterProfile; percent: number | null };

export interface SplitsState {
  rows: SplitRow[];
  /** The user typed a co-writer's percentage: the form stops sharing the rest out by itself. */
  manual: boolean;
  /** The track already has the account's percentage: the self row cannot change or go. */
  selfFixed: boolean;
  cap: number;
}

/** The form for a track: the self row first (fixed at the track's own percentage when it has one). */
export function initialSplits(trackPercent: number | null, cap: number = L.songwritersPerTrack): SplitsState {
  return { rows: [{ kind: 'self', percent: trackPercent ?? 100 }], manual: false, selfFixed: trackPercent !== null, cap };
}

const isSelf = (row: SplitRow) => row.kind === 'self';

/**
 * Shares what the self row leaves among the other rows, in basis points so the total is exactly 100 %: equal parts,
 * the first rows taking the remainder one basis point each.
 */
export function rebalance(rows: SplitRow[]): SplitRow[] {
  const others = rows.filter((row) => !isSelf(row)).length;
  if (others === 0) return rows;
  const self = rows.find(isSelf);
  const rest = Math.max(0, L.totalBasisPoints - toBasisPoints(self?.percent ?? 0));
  const base = Math.floor(rest / others);
  let extra = rest - base * others;
  return rows.map((row) => {
    if (isSelf(row)) return row;
    const share = base + (extra > 0 ? 1 : 0);
    extra -= extra > 0 ? 1 : 0;
    return { ...row, percent: share / 100 };
  });
}

const settle = (state: SplitsState, rows: SplitRow[], manual = state.manual): SplitsState => ({ ...state, rows: manual ? rows : rebalance(rows), manual });

const selfPercent = (state: SplitsState) => state.rows.find(isSelf)?.percent ?? 0;

/** Whether another songwriter may be added: not at 100 % already held by the account, not past the cap. */
export const canAddSongwriter = (state: SplitsState) => state.rows.length < state.cap && !(state.selfFixed && toBasisPoints(selfPercent(state)) >= L.totalBasisPoints);

export function addSongwriter(state: SplitsState, row: Exclude<SplitRow, { kind: 'self' }>): SplitsState {
  if (!canAddSongwriter(state)) return state;
  return settle(state, [...state.rows, row]);
}

export function removeSongwriter(state: SplitsState, index: number): SplitsState {
  const row = state.rows[index];
  if (!row || isSelf(row)) return state;
  return settle(
    state,
    state.rows.filter((_, position) => position !== index),
  );
}

/** A typed percentage: the self row's shares the rest out again; a co-writer's switches sharing off. */
export function editPercent(state: SplitsState, index: number, percent: number | null): SplitsState {
  const row = state.rows[index];
  if (!row || (isSelf(row) && state.selfFixed)) return state;
  const rows = state.rows.map((entry, position) => (position === index ? { ...entry, percent } : entry));
  return settle(state, rows, state.manual || !isSelf(row));
}

export function editSongwriter(state: SplitsState, index: number, row: Exclude<SplitRow, { kind: 'self' }>): SplitsState {
  if (!state.rows[index] || isSelf(state.rows[index]!)) return state;
  return { ...state, rows: state.rows.map((entry, position) => (position === index ? { ...row, percent: entry.percent } : entry)) };
}

export const totalBasisPoints = (rows: SplitRow[]) => rows.reduce((sum, row) => sum + toBasisPoints(row.percent ?? 0), 0);

export interface SplitsContext {
  /** The account's registered writer name ("First Middle Last"). */
  ownName: string;
  /** The account's songwriters by id, with their full names. */
  songwriters: Map<number, string>;
  cap: number;
}

export interface SplitsReport {
  rows: { songwriter?: PublishingIssue; percent?: PublishingIssue; profile?: ReturnType<typeof validateSongwriter> }[];
  total?: PublishingIssue;
  count?: PublishingIssue;
}

const percentIssue = (percent: number | null): PublishingIssue | undefined => {
  if (percent === null || Number.isNaN(percent)) return { key: M.required };
  if (!(percent > 0) || percent > L.percentMax || Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-9) return { key: M.percentageInvalid, params: { min: 0, max: L.percentMax } };
  return undefined;
};

/** Document 2 section 5 "Splits": rows chosen, percentages, the total of exactly 100 %, no one twice, the cap. */
export function validateSplits(rows: SplitRow[], context: SplitsContext): SplitsReport {
  const seenIds = new Set<number>();
  const seenNames = new Set([personNameKey(context.ownName), ...[...context.songwriters.values()].map(personNameKey)]);
  const report: SplitsReport = {
    rows: rows.map((row) => {
      const issues: SplitsReport['rows'][number] = {};
      const percent = percentIssue(row.percent);
      if (percent) issues.percent = percent;
      if (row.kind === 'existing') {
        if (row.songwriterId === null || !context.songwriters.has(row.songwriterId)) issues.songwriter = { key: M.songwriterRequired };
        else if (seenIds.has(row.songwriterId)) issues.songwriter = { key: M.songwriterDuplicate };
        else seenIds.add(row.songwriterId);
      }
      if (row.kind === 'new') {
        const profile = validateSongwriter(row.profile);
        if (Object.keys(profile).length) issues.profile = profile;
        const name = personNameKey(fullName(row.profile));
        if (name && seenNames.has(name)) issues.songwriter = { key: M.songwriterDuplicate };
        seenNames.add(name);
      }
      return issues;
    }),
  };
  if (rows.length > context.cap) report.count = { key: M.songwritersMax, params: { max: context.cap } };
  const total = totalBasisPoints(rows);
  if (total !== L.totalBasisPoints) report.total = { key: M.percentageTotal, params: { total: (total / 100).toFixed(2) } };
  return report;
}

export const splitsAreClean = (report: SplitsReport) => !report.total && !report.count && report.rows.every((row) => !row.songwriter && !row.percent && !row.profile);
