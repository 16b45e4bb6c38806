import { sql } from 'drizzle-orm';
import { playlistPlacements, presaveCounts } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatDay } from '@portal/domain/analytics/date-range';
import { CatalogueMatcher } from '../money/catalogue-matcher.ts';
import type { PlaylistFileRow, PresaveFileRow } from './files/layouts.ts';
import type { FileItem } from './files/read-analytics-file.ts';
import type { ImportTally } from './import-tally.ts';

const BATCH = 1_000;

async function inBatches<R>(items: AsyncIterable<FileItem[]>, tally: ImportTally, write: (rows: { lineNumber: number; row: R }[]) => Promise<void>) {
  let batch: { lineNumber: number; row: R }[] = [];
  for await (const chunk of items) {
    tally.read(chunk.length);
    for (const item of chunk) {
      if ('issue' in item) tally.invalid(item.issue);
      else batch.push(item as { lineNumber: number; row: R });
      if (batch.length >= BATCH) {
        await write(batch);
        batch = [];
      }
    }
  }
  if (batch.length) await write(batch);
}

/** Playlist placements: a placement seen again (same store, playlist, track and day added) takes the new values. */
export async function importPlaylists(tx: Db, importId: number, items: AsyncIterable<FileItem[]>, tally: ImportTally) {
  const matcher = new CatalogueMatcher(tx);
  await inBatches<PlaylistFileRow>(items, tally, async (rows) => {
    await matcher.load(rows.map(({ row }) => ({ isrc: row.isrc, upc: null, store: '', storeItemId: null })));
    const values = [];
    for (const { lineNumber, row } of rows) {
      const owner = matcher.match({ isrc: row.isrc, upc: null, store: '', storeItemId: null });
      if (!owner?.trackId) {
        tally.unmatched(lineNumber, 'import_issue_no_track', { isrc: row.isrc });
        continue;
      }
      tally.matched(row.addedOn);
      values.push({
        userId: owner.userId,
        trackId: owner.trackId,
        storeId: row.storeId,
        playlistId: row.playlistId,
        playlistName: row.playlistName,
        kind: row.kind,
        followers: row.followers,
        addedOn: formatDay(row.addedOn),
        removedOn: row.removedOn === null ? null : formatDay(row.removedOn),
        importId,
      });
    }
    if (values.length === 0) return;
    await tx
      .insert(playlistPlacements)
      .values(dedupe(values, (v) => `${v.storeId}|${v.playlistId}|${v.trackId}|${v.addedOn}`))
      .onConflictDoUpdate({
        target: [playlistPlacements.storeId, playlistPlacements.playlistId, playlistPlacements.trackId, playlistPlacements.addedOn],
        set: {
          userId: sql`excluded.user_id`,
          playlistName: sql`excluded.playlist_name`,
          kind: sql`excluded.kind`,
          followers: sql`excluded.followers`,
          removedOn: sql`excluded.removed_on`,
          importId: sql`excluded.import_id`,
        },
      });
  });
}

/** Presave counts per release, store and day: a day reported again takes the new count. */
export async function importPresaves(tx: Db, items: AsyncIterable<FileItem[]>, tally: ImportTally) {
  const matcher = new CatalogueMatcher(tx);
  await inBatches<PresaveFileRow>(items, tally, async (rows) => {
    await matcher.load(rows.map(({ row }) => ({ isrc: null, upc: row.upc, store: '', storeItemId: null })));
    const values = [];
    for (const { lineNumber, row } of rows) {
      const owner = matcher.match({ isrc: null, upc: row.upc, store: '', storeItemId: null });
      if (!owner) {
        tally.unmatched(lineNumber, 'import_issue_no_release', { upc: row.upc });
        continue;
      }
      tally.matched(row.day);
      values.push({ userId: owner.userId, releaseId: owner.releaseId, storeId: row.storeId, day: formatDay(row.day), presaves: row.presaves });
    }
    if (values.length === 0) return;
    await tx
      .insert(presaveCounts)
      .values(dedupe(values, (v) => `${v.releaseId}|${v.storeId}|${v.day}`))
      // Only the store's own row is restated: the promo page's presaves (source 'page', decision 029) stay.
      .onConflictDoUpdate({
        target: [presaveCounts.releaseId, presaveCounts.storeId, presaveCounts.day, presaveCounts.source],
        set: { presaves: sql`excluded.presaves`, userId: sql`excluded.user_id` },
      });
  });
}

/** The last of the values with the same key: one INSERT cannot update a row twice. */
function dedupe<T>(values: T[], key: (value: T) => string): T[] {
  return [...new Map(values.map((value) => [key(value), value])).values()];
}
