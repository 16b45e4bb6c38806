import { rowsOf } from '@portal/db/rows';
import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { openBulkWriter, type BulkValue } from '@portal/db/bulk';
import { formatDay } from '@portal/domain/analytics/date-range';
import { SHORT_VIDEO_APP_ID, VIDEO_SITE_ID } from '@portal/domain/analytics/vocabulary';
import { CatalogueMatcher } from '../money/catalogue-matcher.ts';
import { shortVideoFacts, streamFacts, videoFacts, type FactKind } from './fact-kinds.ts';
import type { FileRows } from './files/layouts.ts';
import type { FileItem } from './files/read-analytics-file.ts';
import type { ImportTally } from './import-tally.ts';
import { ensureMonthPartitions } from './partitions.ts';
import { addToRollups } from './rollup-sql.ts';

type FactFileKind = 'streams' | 'short_video' | 'video';

interface FactImport<K extends FactFileKind> {
  kind: FactKind;
  /** Columns the file brings besides the fact's own (the video's id on the site, its title and channel). */
  extraColumns: readonly string[];
  values(row: FileRows[K], userId: number, trackId: number): BulkValue[];
}

const counts = (list: readonly number[] | null) => (list ? `{${list.join(',')}}` : null);

const imports: { [K in FactFileKind]: FactImport<K> } = {
  streams: {
    kind: streamFacts,
    extraColumns: [],
    values: (r, userId, trackId) => [
      formatDay(r.day),
      userId,
      trackId,
      r.storeId,
      r.country,
      r.streams,
      r.listeners,
      r.saves,
      r.playlistAdds,
      r.skips,
      counts(r.sources),
      counts(r.ageBands),
      counts(r.genders),
    ],
  },
  short_video: {
    kind: shortVideoFacts,
    extraColumns: [],
    values: (r, userId, trackId) => [formatDay(r.day), userId, trackId, r.creations, r.views, r.likes, r.shares, r.comments, counts(r.creators)],
  },
  video: {
    kind: videoFacts,
    extraColumns: ['platform_video_id', 'title', 'channel'],
    values: (r, userId, trackId) => [formatDay(r.day), userId, null, trackId, r.views, r.watchSeconds, r.claims, counts(r.sources), r.videoId, r.title, r.channel],
  },
};

const BATCH = 5_000;

/**
 * Imports a file of daily facts inside the caller's transaction (decision 025): matched rows are staged in a
 * temporary table, replace the facts they restate, and their difference is added to the rollups, so the rollups
 * stay the sums of the facts whatever order files come in.
 */
export async function importFacts<K extends FactFileKind>(tx: Db, lookup: Db, fileKind: K, importId: number, items: AsyncIterable<FileItem[]>, tally: ImportTally): Promise<void> {
  const spec = imports[fileKind] as FactImport<K>;
  const { kind } = spec;
  await tx.execute(sql.raw(`CREATE TEMP TABLE analytics_incoming (LIKE ${kind.facts}) ON COMMIT DROP`));
  await tx.execute(
    sql.raw(
      `ALTER TABLE analytics_incoming DROP COLUMN import_id, ADD COLUMN line_number integer${fileKind === 'video' ? ', ALTER COLUMN video_id DROP NOT NULL, ADD COLUMN platform_video_id text, ADD COLUMN title text, ADD COLUMN channel text' : ''}`,
    ),
  );
  const writer = await openBulkWriter(tx, 'analytics_incoming', [...kind.columns, ...spec.extraColumns, 'line_number']);
  // The matcher reads the catalogue on another connection while a COPY holds the transaction's.
  const matcher = new CatalogueMatcher(writer.streaming ? lookup : tx);
  try {
    let batch: { lineNumber: number; row: FileRows[K] }[] = [];
    const flush = async () => {
      await matcher.load(batch.map(({ row }) => ({ isrc: row.isrc, upc: null, store: '', storeItemId: null })));
      for (const { lineNumber, row } of batch) {
        const owner = matcher.match({ isrc: row.isrc, upc: null, store: '', storeItemId: null });
        if (!owner?.trackId) {
          tally.unmatched(lineNumber, 'import_issue_no_track', { isrc: row.isrc });
          continue;
        }
        tally.matched(row.day);
        const behind = writer.write([...spec.values(row, owner.userId, owner.trackId), lineNumber]);
        if (behind) await behind;
      }
      batch = [];
    };
    for await (const chunk of items) {
      for (const item of chunk) {
        if ('issue' in item) tally.invalid(item.issue);
        else batch.push(item as { lineNumber: number; row: FileRows[K] });
      }
      tally.read(chunk.length);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    await writer.end();
  } catch (error) {
    await writer.abort();
    throw error;
  }
  if (tally.firstDay === null) return;

  if (fileKind === 'video') await recordVideos(tx);
  const duplicates = await countOf(
    tx,
    `DELETE FROM analytics_incoming a USING analytics_incoming b WHERE ${kind.replaceKey.map((column) => `a.${column} = b.${column}`).join(' AND ')} AND a.line_number < b.line_number`,
  );
  if (duplicates > 0) tally.note('import_issue_repeated_rows', { rows: duplicates });

  const months = await tx.execute(sql`SELECT DISTINCT date_trunc('month', day)::date::text AS month FROM analytics_incoming`);
  await ensureMonthPartitions(
    tx,
    kind.facts,
    rowsOf<{ month: string }>(months).map((row) => Date.parse(row.month) / 86_400_000),
  );

  const columns = kind.columns.join(', ');
  const span = `f.day BETWEEN '${formatDay(tally.firstDay)}' AND '${formatDay(tally.lastDay!)}'`;
  await tx.execute(sql.raw(`CREATE TEMP TABLE analytics_outgoing (LIKE ${kind.facts}) ON COMMIT DROP`));
  await tx.execute(
    sql.raw(
      `WITH gone AS (DELETE FROM ${kind.facts} f USING analytics_incoming i WHERE ${span} AND ${kind.replaceKey.map((column) => `f.${column} = i.${column}`).join(' AND ')} RETURNING f.*)
       INSERT INTO analytics_outgoing SELECT * FROM gone`,
    ),
  );
  await tx.execute(sql.raw(`INSERT INTO ${kind.facts} (${columns}, import_id) SELECT ${columns}, ${Number(importId)} FROM analytics_incoming`));
  await tx.execute(
    sql.raw(`CREATE TEMP TABLE analytics_delta ON COMMIT DROP AS
      SELECT ${columns}, 1 AS sign FROM analytics_incoming UNION ALL SELECT ${columns}, -1 AS sign FROM analytics_outgoing`),
  );
  // Fresh statistics let the rollup statements hash-aggregate in memory instead of sorting on disk.
  await tx.execute(sql`ANALYZE analytics_delta`);
  await addToRollups(tx, kind, 'analytics_delta');
  const store = fileKind === 'streams' ? 'store_id' : String(fileKind === 'video' ? VIDEO_SITE_ID : SHORT_VIDEO_APP_ID);
  await tx.execute(
    sql.raw(`INSERT INTO analytics_store_days (store_id, last_day, updated_at)
      SELECT ${store}, max(day), now() FROM analytics_incoming GROUP BY 1
      ON CONFLICT (store_id) DO UPDATE SET last_day = greatest(analytics_store_days.last_day, excluded.last_day), updated_at = now()`),
  );
}

/** Videos named for the first time get a row; known ones take the title, channel and track the file gives now. */
async function recordVideos(tx: Db) {
  await tx.execute(
    sql.raw(`INSERT INTO videos (platform_video_id, user_id, track_id, title, channel)
      SELECT DISTINCT ON (platform_video_id) platform_video_id, user_id, track_id, title, channel FROM analytics_incoming ORDER BY platform_video_id, line_number DESC
      ON CONFLICT (platform_video_id) DO UPDATE SET user_id = excluded.user_id, track_id = excluded.track_id, title = excluded.title, channel = excluded.channel`),
  );
  await tx.execute(sql.raw(`UPDATE analytics_incoming i SET video_id = v.id FROM videos v WHERE v.platform_video_id = i.platform_video_id`));
}

async function countOf(tx: Db, statement: string): Promise<number> {
  const result = (await tx.execute(sql.raw(statement))) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
