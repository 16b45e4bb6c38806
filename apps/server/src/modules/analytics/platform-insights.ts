import type { Db } from '@portal/db/client';
import { coveringMonths, formatDay, type DayRange } from '@portal/domain/analytics/date-range';
import { CREATOR_CATEGORIES } from '@portal/domain/analytics/vocabulary';
import { ShortVideoDim, VideoDim } from './fact-kinds.ts';
import { readRollups } from './read-rollups.ts';
import { everyDay } from './stream-insights.ts';

// The short-video app (per sound) and the video site (per video): totals, daily points and breakdowns.

export type PlatformSubject = { kind: 'account' } | { kind: 'song'; id: number } | { kind: 'artist'; id: number };

const SHORT_VIDEO_METRICS = ['creations', 'views', 'likes', 'shares', 'comments'] as const;
const VIDEO_METRICS = ['views', 'watch_seconds', 'claims'] as const;

function shortVideoRead(userId: number, subject: PlatformSubject) {
  const dim = subject.kind === 'song' ? ShortVideoDim.TRACK : subject.kind === 'artist' ? ShortVideoDim.ARTIST : ShortVideoDim.ACCOUNT;
  return { table: 'short_video_rollups' as const, userId, dim, subjectId: subject.kind === 'account' ? 0 : subject.id, metrics: SHORT_VIDEO_METRICS };
}

const shortVideoValues = (row: Record<string, number> | undefined) => ({
  creations: row?.creations ?? 0,
  views: row?.views ?? 0,
  likes: row?.likes ?? 0,
  shares: row?.shares ?? 0,
  comments: row?.comments ?? 0,
});

export async function shortVideoTotals(db: Db, userId: number, subject: PlatformSubject, range: DayRange) {
  const [row] = await readRollups(db, { ...shortVideoRead(userId, subject), range, grain: 'mixed', groupBy: [] });
  return shortVideoValues(row);
}

export async function shortVideoPoints(db: Db, userId: number, subject: PlatformSubject, range: DayRange) {
  const rows = await readRollups(db, { ...shortVideoRead(userId, subject), range, grain: 'day', groupBy: ['period'] });
  return everyDay(range, rows, (row, date) => ({ date, ...shortVideoValues(row) }));
}

/** Per view: likes, shares, comments, and all three together. */
export function engagementRates(totals: ReturnType<typeof shortVideoValues>) {
  const per = (count: number) => (totals.views ? count / totals.views : 0);
  return { likeRate: per(totals.likes), shareRate: per(totals.shares), commentRate: per(totals.comments), engagementRate: per(totals.likes + totals.shares + totals.comments) };
}

/** Videos made per creator category, most first; a song's are kept per month, so they cover whole months. */
export async function creatorCategories(db: Db, userId: number, songId: number | null, range: DayRange) {
  const covered = songId === null ? null : coveringMonths(range);
  const rows = await readRollups(db, {
    table: 'short_video_rollups',
    userId,
    dim: songId === null ? ShortVideoDim.CATEGORY : ShortVideoDim.TRACK_CATEGORY,
    subjectId: songId ?? 0,
    range: covered ?? range,
    grain: covered ? 'month' : 'mixed',
    groupBy: ['key'],
    metrics: ['creations'],
  });
  const total = rows.reduce((sum, row) => sum + row.creations!, 0);
  const categories = CREATOR_CATEGORIES.map((category) => {
    const creations = rows.find((row) => row.key === category)?.creations ?? 0;
    return { category, creations, share: total ? creations / total : 0 };
  })
    .filter((item) => item.creations > 0)
    .sort((a, b) => b.creations - a.creations);
  return { categories, coveredFrom: covered ? formatDay(covered.start) : null, coveredTo: covered ? formatDay(covered.end) : null };
}

/** Daily videos per creator category: the five biggest of the range, and the rest together as "other". */
export async function creatorSeries(db: Db, userId: number, range: DayRange) {
  const rows = await readRollups(db, { table: 'short_video_rollups', userId, dim: ShortVideoDim.CATEGORY, range, grain: 'day', groupBy: ['period', 'key'], metrics: ['creations'] });
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.key!, (totals.get(row.key!) ?? 0) + row.creations!);
  const top = [...totals.entries()]
    .filter(([key]) => key !== 'other')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key]) => key);
  const categories = [...top, 'other'];
  const byDay = new Map<string, number[]>();
  for (const row of rows) {
    const counts =
      byDay.get(row.period!) ??
      byDay
        .set(
          row.period!,
          categories.map(() => 0),
        )
        .get(row.period!)!;
    const at = top.indexOf(row.key!);
    counts[at < 0 ? top.length : at]! += row.creations!;
  }
  const points = [];
  for (let day = range.start; day <= range.end; day++) {
    const date = formatDay(day);
    points.push({ date, counts: byDay.get(date) ?? categories.map(() => 0) });
  }
  return { categories, points };
}

function videoRead(userId: number, songId: number | null) {
  return { table: 'video_rollups' as const, userId, dim: songId === null ? VideoDim.ACCOUNT : VideoDim.TRACK, subjectId: songId ?? 0, metrics: VIDEO_METRICS };
}

const videoValues = (row: Record<string, number> | undefined) => ({ views: row?.views ?? 0, watchSeconds: row?.watch_seconds ?? 0, claims: row?.claims ?? 0 });

export async function videoTotals(db: Db, userId: number, songId: number | null, range: DayRange) {
  const [row] = await readRollups(db, { ...videoRead(userId, songId), range, grain: 'mixed', groupBy: [] });
  return videoValues(row);
}

export async function videoPoints(db: Db, userId: number, songId: number | null, range: DayRange) {
  const rows = await readRollups(db, { ...videoRead(userId, songId), range, grain: 'day', groupBy: ['period'] });
  return everyDay(range, rows, (row, date) => ({ date, ...videoValues(row) }));
}

/** Every video's totals in the range (the caller ranks and pages them). */
export async function videoRanking(db: Db, userId: number, range: DayRange) {
  const rows = await readRollups(db, { table: 'video_rollups', userId, dim: VideoDim.VIDEO, subjectId: null, range, grain: 'mixed', groupBy: ['subject_id'], metrics: VIDEO_METRICS });
  return rows.map((row) => ({ videoRowId: row.subject_id!, ...videoValues(row) }));
}
