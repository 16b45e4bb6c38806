import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { analyticsStoreDays, releases, tracks, videos } from '@portal/db/schema';
import * as contract from '@portal/contract/analytics';
import { refusal } from '../../platform/errors.ts';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { comparisonOf, ownedArtist, ownedSong, rangeDto, rangeOf, storeIdsOf } from './analytics-query.ts';
import { artistCreationRanking, artistsWithSongCounts, artistViewRanking, rankedSongs, songCreationRanking, valuesBySubject } from './catalogue-insights.ts';
import { placementsDuring, placementTrend, presavesDuring } from './placement-insights.ts';
import { creatorCategories, creatorSeries, engagementRates, shortVideoPoints, shortVideoTotals, videoPoints, videoRanking, videoTotals, type PlatformSubject } from './platform-insights.ts';
import { sourcePoints, sourceTotals } from './source-insights.ts';

/** The short-video app, video site, playlist, presave, traffic-source and data-freshness calls (decision 025). */
export function platformRoutes(app: FastifyInstance, services: Services): void {
  const db = services.db;

  async function subjectOf(accountId: number, query: { songId?: number; artistId?: number }): Promise<PlatformSubject> {
    if (query.songId) return { kind: 'song', id: (await ownedSong(db, accountId, query.songId)).songId };
    if (query.artistId) return { kind: 'artist', id: (await ownedArtist(db, accountId, query.artistId)).id };
    return { kind: 'account' };
  }
  const songOf = async (accountId: number, songId: number | undefined) => (songId ? (await ownedSong(db, accountId, songId)).songId : null);

  register(app, services, contract.ttSum, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const subject = await subjectOf(accountId, query);
    const [totals, compareTotals] = await Promise.all([shortVideoTotals(db, accountId, subject, range), shortVideoTotals(db, accountId, subject, compare)]);
    return { range: rangeDto(range), compare: rangeDto(compare), totals, compareTotals };
  });

  register(app, services, contract.ttTrend, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    return { range: rangeDto(range), points: await shortVideoPoints(db, accountId, await subjectOf(accountId, query), range) };
  });

  register(app, services, contract.ttEngagement, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const subject = await subjectOf(accountId, query);
    const [totals, compareTotals] = await Promise.all([shortVideoTotals(db, accountId, subject, range), shortVideoTotals(db, accountId, subject, compare)]);
    return { range: rangeDto(range), compare: rangeDto(compare), rates: engagementRates(totals), compareRates: engagementRates(compareTotals) };
  });

  register(app, services, contract.ttSongs, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const page = await rankedSongs(db, accountId, songCreationRanking, range, query);
    const totals = await Promise.all(page.pageIds.map((id) => shortVideoTotals(db, accountId, { kind: 'song', id }, range)));
    return { range: rangeDto(range), total: page.total, list: page.list.map(({ value: _value, ...song }, index) => ({ ...song, ...totals[index]! })) };
  });

  register(app, services, contract.ttCategories, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    return { range: rangeDto(range), ...(await creatorCategories(db, accountId, await songOf(accountId, query.songId), range)) };
  });

  register(app, services, contract.ttCreators, async ({ actor, query }) => {
    const range = rangeOf(query);
    return { range: rangeDto(range), ...(await creatorSeries(db, actor().accountId, range)) };
  });

  register(app, services, contract.ttArtistList, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const [artists, creations, views] = await Promise.all([
      artistsWithSongCounts(db, accountId),
      valuesBySubject(db, accountId, artistCreationRanking, range),
      valuesBySubject(db, accountId, artistViewRanking, range),
    ]);
    const list = artists.map((artist) => ({ artistId: artist.artistId, name: artist.name, creations: creations.get(artist.artistId) ?? 0, views: views.get(artist.artistId) ?? 0 }));
    return { range: rangeDto(range), list: list.sort((a, b) => b.creations - a.creations || a.name.localeCompare(b.name)) };
  });

  register(app, services, contract.youtubeSum, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const songId = await songOf(accountId, query.songId);
    const [totals, compareTotals] = await Promise.all([videoTotals(db, accountId, songId, range), videoTotals(db, accountId, songId, compare)]);
    return { range: rangeDto(range), compare: rangeDto(compare), totals, compareTotals };
  });

  register(app, services, contract.youtubeTrend, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    return { range: rangeDto(range), points: await videoPoints(db, accountId, await songOf(accountId, query.songId), range) };
  });

  register(app, services, contract.youtubeVideos, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const songId = await songOf(accountId, query.songId);
    const rows = await db
      .select({ id: videos.id, videoId: videos.platformVideoId, title: videos.title, channel: videos.channel, songId: videos.trackId, songTitle: tracks.title })
      .from(videos)
      .innerJoin(tracks, eq(tracks.id, videos.trackId))
      .where(and(eq(videos.userId, accountId), songId ? eq(videos.trackId, songId) : undefined))
      .orderBy(asc(videos.id));
    const totals = new Map((await videoRanking(db, accountId, range)).map((row) => [row.videoRowId, row]));
    const ranked = rows
      .map(({ id, ...video }) => ({ ...video, views: totals.get(id)?.views ?? 0, watchSeconds: totals.get(id)?.watchSeconds ?? 0, claims: totals.get(id)?.claims ?? 0 }))
      .sort((a, b) => b.views - a.views || a.videoId.localeCompare(b.videoId));
    return { range: rangeDto(range), total: ranked.length, list: ranked.slice(query.offset, query.offset + query.count) };
  });

  register(app, services, contract.playlists, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const filter = { userId: accountId, songId: (await songOf(accountId, query.songId)) ?? undefined, storeIds: storeIdsOf(query.storeIdList), kind: query.kind };
    return { range: rangeDto(range), ...(await placementsDuring(db, filter, range, query)) };
  });

  register(app, services, contract.playlistTrend, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const filter = { userId: accountId, songId: (await songOf(accountId, query.songId)) ?? undefined, storeIds: storeIdsOf(query.storeIdList) };
    return { range: rangeDto(range), points: await placementTrend(db, filter, range) };
  });

  register(app, services, contract.presaves, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    if (query.albumId) {
      const [release] = await db
        .select({ id: releases.id })
        .from(releases)
        .where(and(eq(releases.id, query.albumId), eq(releases.ownerUserId, accountId), isNull(releases.deletedAt)));
      if (!release) throw refusal(404, 'analytics_release_not_found', 'query.albumId');
    }
    return { range: rangeDto(range), ...(await presavesDuring(db, accountId, query.albumId, range)) };
  });

  register(app, services, contract.sourceSum, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const [now, before] = await Promise.all([sourceTotals(db, accountId, query.storeId, range), sourceTotals(db, accountId, query.storeId, compare)]);
    const total = [...now.values()].reduce((sum, value) => sum + value, 0);
    const sources = [...new Set([...now.keys(), ...before.keys()])]
      .map((source) => ({ source, streams: now.get(source) ?? 0, compareStreams: before.get(source) ?? 0, share: total ? (now.get(source) ?? 0) / total : 0 }))
      .sort((a, b) => b.streams - a.streams || a.source.localeCompare(b.source));
    return { range: rangeDto(range), storeId: query.storeId, total, sources };
  });

  register(app, services, contract.sourceTrend, async ({ actor, query }) => {
    const range = rangeOf(query);
    return { range: rangeDto(range), storeId: query.storeId, ...(await sourcePoints(db, actor().accountId, query.storeId, range)) };
  });

  register(app, services, contract.storeUpdates, async () => {
    const rows = await db.select().from(analyticsStoreDays).orderBy(asc(analyticsStoreDays.storeId));
    return { stores: rows.map((row) => ({ storeId: row.storeId, lastDay: row.lastDay, updatedAt: row.updatedAt.toISOString() })) };
  });
}
