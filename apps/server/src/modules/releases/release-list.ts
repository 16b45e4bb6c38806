import { and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { releases, tracks } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import type { AlbumInput } from '@portal/domain/release/model';
import type { Actor } from '../../platform/actor.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import type { Services } from '../../platform/services.ts';
import type { DraftForm, ReleaseKind, ReleaseRow } from './release-records.ts';
import { fileUrl } from '../uploads/record-file.ts';

const albumOf = (row: ReleaseRow): AlbumInput => (row.isDraft ? (row.draft as DraftForm).album : (row.album as AlbumInput));

export async function releaseSummaries(services: Services, rows: ReleaseRow[], withSongCount: boolean) {
  const submittedIds = rows.filter((row) => !row.isDraft).map((row) => row.id);
  const songCounts = new Map<number, number>();
  if (withSongCount && submittedIds.length) {
    const counted = await services.db.select({ releaseId: tracks.releaseId, songs: count() }).from(tracks).where(inArray(tracks.releaseId, submittedIds)).groupBy(tracks.releaseId);
    for (const { releaseId, songs } of counted) songCounts.set(releaseId, Number(songs));
  }
  return rows.map((row) => {
    const album = albumOf(row);
    return {
      albumId: row.id,
      kind: row.kind as ReleaseKind,
      status: row.status,
      isDraft: row.isDraft,
      title: row.title,
      upc: row.upc,
      coverUrl: fileUrl(album.cover),
      artists: (album.uniMainArtistObjects ?? []).map((artist) => artist.name),
      releaseTime: album.releaseTime ?? null,
      ...(withSongCount && { songCount: row.isDraft ? (row.draft as DraftForm).tracks.length : (songCounts.get(row.id) ?? 0) }),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

type StatusFilter = 'all' | keyof typeof ReleaseStatus;

export async function albumList(services: Services, actor: Actor, query: { offset: number; count: number; withSongCount: boolean; status: StatusFilter; search: string }) {
  const mine = and(eq(releases.ownerUserId, actor.accountId), isNull(releases.deletedAt));
  const search = query.search.trim() ? ilike(releases.title, containsPattern(query.search)) : undefined;
  const where = and(mine, search, query.status === 'all' ? undefined : eq(releases.status, ReleaseStatus[query.status]));
  const [perStatus, rows] = await Promise.all([
    services.db.select({ status: releases.status, releases: count() }).from(releases).where(and(mine, search)).groupBy(releases.status),
    services.db.select().from(releases).where(where).orderBy(desc(releases.id)).offset(query.offset).limit(query.count),
  ]);
  const counts: Record<string, number> = { all: 0 };
  for (const [name, value] of Object.entries(ReleaseStatus)) counts[name] = Number(perStatus.find((entry) => entry.status === value)?.releases ?? 0);
  counts.all = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return { total: query.status === 'all' ? counts.all : counts[query.status]!, counts, albums: await releaseSummaries(services, rows, query.withSongCount) };
}
