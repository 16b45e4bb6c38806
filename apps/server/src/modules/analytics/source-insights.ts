import type { Db } from '@portal/db/client';
import type { DayRange } from '@portal/domain/analytics/date-range';
import { trafficSources, VIDEO_SITE_ID } from '@portal/domain/analytics/vocabulary';
import { StreamDim, VideoDim } from './fact-kinds.ts';
import { readRollups } from './read-rollups.ts';
import { everyDay } from './stream-insights.ts';

// Traffic sources of the three stores that report them: streams on the two stores, views on the video site.

function sourceRead(userId: number, storeId: number, range: DayRange) {
  return storeId === VIDEO_SITE_ID
    ? { table: 'video_rollups' as const, userId, dim: VideoDim.SOURCE, range, metrics: ['views'], value: 'views' }
    : { table: 'stream_rollups' as const, userId, dim: StreamDim.SOURCE, storeIds: [storeId], range, metrics: ['streams'], value: 'streams' };
}

export async function sourceTotals(db: Db, userId: number, storeId: number, range: DayRange): Promise<Map<string, number>> {
  const read = sourceRead(userId, storeId, range);
  const rows = await readRollups(db, { ...read, grain: 'mixed', groupBy: ['key'] });
  return new Map(rows.map((row) => [row.key!, row[read.value]!]));
}

export async function sourcePoints(db: Db, userId: number, storeId: number, range: DayRange) {
  const read = sourceRead(userId, storeId, range);
  const sources = [...(trafficSources(storeId) ?? [])];
  const rows = await readRollups(db, { ...read, grain: 'day', groupBy: ['period', 'key'] });
  const byDay = new Map<string, number[]>();
  for (const row of rows) {
    const counts =
      byDay.get(row.period!) ??
      byDay
        .set(
          row.period!,
          sources.map(() => 0),
        )
        .get(row.period!)!;
    const at = sources.indexOf(row.key!);
    if (at >= 0) counts[at]! += row[read.value]!;
  }
  return { sources, points: everyDay(range, [], (_row, date) => ({ date, counts: byDay.get(date) ?? sources.map(() => 0) })) };
}
