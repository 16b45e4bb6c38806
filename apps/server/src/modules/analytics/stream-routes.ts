import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as contract from '@portal/contract/analytics';

import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { comparisonOf, ownedArtist, ownedSong, rangeDto, rangeOf, storeIdsOf } from './analytics-query.ts';
import { artistsWithSongCounts, artistStreamRanking, rankedSongIds, songCreationRanking, songsOfPage, songStreamRanking, songVideoViewRanking, valuesBySubject } from './catalogue-insights.ts';
import { rowsOf } from '@portal/db/rows';
import { shortVideoTotals, videoTotals } from './platform-insights.ts';
import { streamChart } from './charts.ts';
import { storeSeries, streamAudience, streamCountries, streamPoints, streamStores, streamTotals, totalsOfPoints, type StreamSelection } from './stream-insights.ts';

/** The streaming calls of the data-insight pages (decision 025). */
export function streamRoutes(app: FastifyInstance, services: Services): void {
  const db = services.db;

  async function selectionOf(accountId: number, query: { songId?: number; artistId?: number; storeIdList?: string }): Promise<StreamSelection> {
    const storeIds = storeIdsOf(query.storeIdList);
    if (query.songId) return { userId: accountId, subject: { kind: 'song', id: (await ownedSong(db, accountId, query.songId)).songId }, storeIds };
    if (query.artistId) return { userId: accountId, subject: { kind: 'artist', id: (await ownedArtist(db, accountId, query.artistId)).id }, storeIds };
    return { userId: accountId, subject: { kind: 'account' }, storeIds };
  }

  register(app, services, contract.overview, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const selection = await selectionOf(accountId, { songId: query.songId, storeIdList: query.storeIdList });
    const platformSubject = query.songId ? ({ kind: 'song', id: query.songId } as const) : ({ kind: 'account' } as const);
    const [trend, compareTrend, stores, shortVideo, compareShortVideo, video, compareVideo, through] = await Promise.all([
      streamPoints(db, selection, range),
      streamPoints(db, selection, compare),
      streamStores(db, selection, range),
      shortVideoTotals(db, accountId, platformSubject, range),
      shortVideoTotals(db, accountId, platformSubject, compare),
      videoTotals(db, accountId, query.songId ?? null, range),
      videoTotals(db, accountId, query.songId ?? null, compare),
      db.execute(sql`SELECT max(last_day)::text AS day FROM analytics_store_days`),
    ]);
    return {
      range: rangeDto(range),
      compare: rangeDto(compare),
      totals: totalsOfPoints(trend),
      compareTotals: totalsOfPoints(compareTrend),
      trend: trend.map(({ date, streams }) => ({ date, streams })),
      compareTrend: compareTrend.map(({ date, streams }) => ({ date, streams })),
      stores: stores.slice(0, 10).map(({ storeId, streams }) => ({ storeId, streams })),
      shortVideo: { creations: shortVideo.creations, views: shortVideo.views, compareCreations: compareShortVideo.creations, compareViews: compareShortVideo.views },
      video: { views: video.views, compareViews: compareVideo.views },
      dataThrough: rowsOf<{ day: string | null }>(through)[0]?.day ?? null,
    };
  });

  register(app, services, contract.charts, async ({ actor, query }) => {
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    return streamChart(db, actor().accountId, { kind: query.kind, range, compare, storeIds: storeIdsOf(query.storeIdList), country: query.country ?? null, count: query.count });
  });

  register(app, services, contract.dspTrend, async ({ actor, query }) => {
    const range = rangeOf(query);
    const selection = await selectionOf(actor().accountId, query);
    const points = await streamPoints(db, selection, range);
    const top = query.byStore === '1' ? (await streamStores(db, selection, range)).slice(0, 5).map((store) => store.storeId) : [];
    return { range: rangeDto(range), points, stores: top.length ? await storeSeries(db, selection, range, top) : [] };
  });

  register(app, services, contract.dspSum, async ({ actor, query }) => {
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const selection = await selectionOf(actor().accountId, query);
    const [totals, compareTotals] = await Promise.all([streamTotals(db, selection, range), streamTotals(db, selection, compare)]);
    return { range: rangeDto(range), compare: rangeDto(compare), totals, compareTotals };
  });

  register(app, services, contract.dspAll, async ({ actor, query }) => {
    const range = rangeOf(query);
    const selection = await selectionOf(actor().accountId, query);
    const [stores, countries] = await Promise.all([streamStores(db, selection, range), streamCountries(db, selection, range)]);
    return { range: rangeDto(range), stores, ...countries };
  });

  register(app, services, contract.dspSong, async ({ actor, query }) => {
    const { accountId } = actor();
    const song = await ownedSong(db, accountId, query.songId);
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const selection: StreamSelection = { userId: accountId, subject: { kind: 'song', id: song.songId }, storeIds: storeIdsOf(query.storeIdList) };
    const [totals, compareTotals, stores, countries] = await Promise.all([
      streamTotals(db, selection, range),
      streamTotals(db, selection, compare),
      streamStores(db, selection, range),
      streamCountries(db, selection, range),
    ]);
    return { song, range: rangeDto(range), compare: rangeDto(compare), totals, compareTotals, stores, ...countries };
  });

  register(app, services, contract.songAudience, async ({ actor, query }) => {
    const { accountId } = actor();
    const song = await ownedSong(db, accountId, query.songId);
    return streamAudience(db, { userId: accountId, subject: { kind: 'song', id: song.songId }, storeIds: null }, rangeOf(query));
  });

  register(app, services, contract.artistAudience, async ({ actor, query }) => {
    const { accountId } = actor();
    const artist = await ownedArtist(db, accountId, query.artistId);
    return streamAudience(db, { userId: accountId, subject: { kind: 'artist', id: artist.id }, storeIds: null }, rangeOf(query));
  });

  register(app, services, contract.dspArtistList, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    const ranking = artistStreamRanking(storeIdsOf(query.storeIdList));
    const [artists, streams, compareStreams] = await Promise.all([
      artistsWithSongCounts(db, accountId),
      valuesBySubject(db, accountId, ranking, range),
      valuesBySubject(db, accountId, ranking, compare),
    ]);
    const list = artists.map((artist) => ({ artistId: artist.artistId, name: artist.name, streams: streams.get(artist.artistId) ?? 0, compareStreams: compareStreams.get(artist.artistId) ?? 0 }));
    return { range: rangeDto(range), list: list.sort((a, b) => b.streams - a.streams || a.name.localeCompare(b.name)) };
  });

  register(app, services, contract.artistList, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const [artists, streams] = await Promise.all([artistsWithSongCounts(db, accountId), valuesBySubject(db, accountId, artistStreamRanking(null), range)]);
    return { list: artists.map((artist) => ({ ...artist, streams: streams.get(artist.artistId) ?? 0 })) };
  });

  register(app, services, contract.songList, async ({ actor, query }) => {
    const { accountId } = actor();
    const range = rangeOf(query);
    const compare = comparisonOf(query, range);
    if (query.artistId) await ownedArtist(db, accountId, query.artistId);
    const ranking = songStreamRanking(storeIdsOf(query.storeIdList));
    const ranked = await rankedSongIds(db, accountId, ranking, range, query, { artistId: query.artistId, keyword: query.keyword });
    // The page's songs and their other figures in one round of queries.
    const [list, compareStreams, creations, videoViews] = await Promise.all([
      songsOfPage(db, accountId, ranked),
      valuesBySubject(db, accountId, ranking, compare, ranked.pageIds),
      valuesBySubject(db, accountId, songCreationRanking, range, ranked.pageIds),
      valuesBySubject(db, accountId, songVideoViewRanking, range, ranked.pageIds),
    ]);
    return {
      range: rangeDto(range),
      total: ranked.total,
      list: list.map(({ value, ...song }) => ({
        ...song,
        streams: value,
        compareStreams: compareStreams.get(song.songId) ?? 0,
        creations: creations.get(song.songId) ?? 0,
        videoViews: videoViews.get(song.songId) ?? 0,
      })),
    };
  });
}
