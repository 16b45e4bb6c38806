import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDay } from './date-range.ts';
import { AGE_BANDS, CREATOR_CATEGORIES, GENDERS, TRAFFIC_SOURCES, VIDEO_SITE_ID, trafficSources } from './vocabulary.ts';
import {
  DEMOGRAPHIC_STORE_IDS,
  PLAYLIST_CSV_HEADER,
  PRESAVE_CSV_HEADER,
  SHORT_VIDEO_CSV_HEADER,
  STREAM_CSV_HEADER,
  VIDEO_CSV_HEADER,
  playlistCsv,
  playlistPlacements,
  presaveCsv,
  presaveRows,
  sampleTracks,
  shortVideoCsv,
  shortVideoRows,
  streamCsv,
  streamRows,
  streamRowsOfDay,
  videoCsv,
  videoRows,
  weekday,
  type GeneratedTrack,
  type StreamGeneratorOptions,
  type StreamRow,
} from './generator.ts';

const day = (text: string) => parseDay(text)!;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const REAL_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'MX', 'JP', 'SE', 'NL', 'AU', 'CA', 'ES', 'IT', 'PL', 'IN', 'ID', 'PH', 'TR', 'KR', 'AR'];
/** 200 codes, the real ones first. */
const COUNTRIES_200 = [...REAL_COUNTRIES, ...Array.from({ length: 180 }, (_, i) => `X${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}`)];
const STORES = [1026, 1036, 1028, 1013, 1032, 2, 1039, 1209, 1078, 1300];
const STORES_60 = [...STORES, ...Array.from({ length: 50 }, (_, i) => 1400 + i)];

function catalogue(count: number, releasedOn: (i: number) => number, popularity: (i: number) => number): GeneratedTrack[] {
  return Array.from({ length: count }, (_, i) => ({
    isrc: `QZS8P22${String(i).padStart(5, '0')}`,
    releasedOn: releasedOn(i),
    popularity: popularity(i),
    homeCountry: REAL_COUNTRIES[(i * 7) % REAL_COUNTRIES.length],
  }));
}

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/** What is wrong with a row, if anything (plain checks: thousands of rows go through this). */
function streamRowProblem(row: StreamRow, releasedOn: number): string | null {
  if (![row.streams, row.listeners, row.saves, row.playlistAdds, row.skips].every(isCount)) return 'not a count';
  if (row.day < releasedOn) return 'before the release';
  if (row.streams === 0) return 'no streams';
  if (row.listeners < 1 || row.listeners > row.streams) return 'listeners';
  if (row.skips > row.streams || row.saves > row.listeners || row.playlistAdds > row.listeners) return 'ratios';
  const names = trafficSources(row.storeId);
  if (names ? row.sources?.length !== names.length || sum(row.sources) !== row.streams || !row.sources.every(isCount) : row.sources !== undefined) return 'sources';
  if (DEMOGRAPHIC_STORE_IDS.includes(row.storeId)) {
    if (row.ageBands?.length !== AGE_BANDS.length || sum(row.ageBands) !== row.streams || !row.ageBands.every(isCount)) return 'ages';
    if (row.genders?.length !== GENDERS.length || sum(row.genders) !== row.streams || !row.genders.every(isCount)) return 'genders';
  } else if (row.ageBands !== undefined || row.genders !== undefined) return 'demographics';
  return null;
}

function expectValidStreamRows(rows: readonly StreamRow[], tracks: readonly GeneratedTrack[]): void {
  const released = new Map(tracks.map((track) => [track.isrc, track.releasedOn]));
  const problems = rows.flatMap((row) => {
    const problem = streamRowProblem(row, released.get(row.isrc)!);
    return problem ? [{ problem, row }] : [];
  });
  expect(problems.slice(0, 3)).toEqual([]);
}

/** One CSV line (without its newline) back into fields. */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const quote = line.indexOf('"', i);
        value += line.slice(i, quote);
        i = quote + 1;
        if (line[i] === '"') {
          value += '"';
          i++;
        } else break;
      }
      fields.push(value);
      i++; // the comma
    } else {
      const comma = line.indexOf(',', i);
      const end = comma === -1 ? line.length : comma;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}

function csvRecords(lines: Iterable<string>): { header: string; records: Record<string, string>[] } {
  const all = [...lines];
  expect(all.every((line) => line.endsWith('\n'))).toBe(true);
  const header = all[0].slice(0, -1);
  const columns = header.split(',');
  const records = all.slice(1).map((line) => {
    const fields = parseCsvLine(line.slice(0, -1));
    expect(fields).toHaveLength(columns.length);
    return Object.fromEntries(columns.map((column, i) => [column, fields[i]]));
  });
  return { header, records };
}

/** `name=count;name=count` back into counts by vocabulary position. */
function parseBreakdown(text: string, names: readonly string[]): number[] {
  const counts = names.map(() => 0);
  if (!text) return counts;
  for (const part of text.split(';')) {
    const [name, count] = part.split('=');
    const position = names.indexOf(name);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(Number(count)).toBeGreaterThan(0);
    counts[position] = Number(count);
  }
  return counts;
}

describe('stream rows', () => {
  const start = day('2026-02-01');
  const tracks = catalogue(
    24,
    (i) => start - 30 + i * 5,
    (i) => 0.3 + (i % 7) / 10,
  );
  const options: StreamGeneratorOptions = { seed: 7, tracks, stores: STORES, countries: REAL_COUNTRIES };

  it('are the same for the same seed and differ for another', () => {
    const first = [...streamRows(options, start, start + 3)];
    expect(first.length).toBeGreaterThan(100);
    expect([...streamRows({ ...options, tracks: tracks.map((track) => ({ ...track })) }, start, start + 3)]).toEqual(first);
    expect([...streamRows({ ...options, seed: 8 }, start, start + 3)]).not.toEqual(first);
  });

  it('of one day alone equal that day inside a range, and a track alone equals itself among others', () => {
    const range = [...streamRows(options, start - 20, start + 20)];
    for (const probe of [start - 20, start - 3, start, start + 20]) {
      expect([...streamRowsOfDay(options, probe)]).toEqual(range.filter((row) => row.day === probe));
    }
    const alone = [...streamRows({ ...options, tracks: [tracks[5]] }, start - 20, start + 20)];
    expect(alone.length).toBeGreaterThan(0);
    expect(alone).toEqual(range.filter((row) => row.isrc === tracks[5].isrc));
  });

  it('hold their invariants for any track, seed and day', () => {
    const track = fc.record({
      isrc: fc.stringMatching(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/),
      releasedOn: fc.integer({ min: day('2015-01-01'), max: day('2027-01-01') }),
      popularity: fc.double({ min: 0, max: 1, noNaN: true }),
      homeCountry: fc.constantFrom(...REAL_COUNTRIES, 'ZZ'),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.uniqueArray(track, { minLength: 1, maxLength: 6, selector: (entry) => entry.isrc }),
        fc.integer({ min: day('2024-01-01'), max: day('2026-12-31') }),
        (seed, generated, probe) => {
          const generatorOptions = { seed, tracks: generated, stores: STORES, countries: REAL_COUNTRIES };
          const rows = [...streamRows(generatorOptions, probe, probe + 2)];
          expectValidStreamRows(rows, generated);
          expect([...streamRowsOfDay(generatorOptions, probe + 1)]).toEqual(rows.filter((row) => row.day === probe + 1));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keep the listener, save, playlist-add and skip ratios', () => {
    const rows = [...streamRows(options, start, start + 13)];
    expectValidStreamRows(rows, tracks);
    const total = (pick: (row: StreamRow) => number) => sum(rows.map(pick));
    const streams = total((row) => row.streams);
    const listeners = total((row) => row.listeners);
    expect(listeners / streams).toBeGreaterThan(0.55);
    expect(listeners / streams).toBeLessThan(0.82);
    expect(total((row) => row.saves) / listeners).toBeGreaterThan(0.02);
    expect(total((row) => row.saves) / listeners).toBeLessThan(0.06);
    expect(total((row) => row.playlistAdds) / listeners).toBeGreaterThan(0.01);
    expect(total((row) => row.playlistAdds) / listeners).toBeLessThan(0.04);
    expect(total((row) => row.skips) / streams).toBeGreaterThan(0.15);
    expect(total((row) => row.skips) / streams).toBeLessThan(0.35);
  });

  it('give the first stores and the home country the largest shares', () => {
    const rows = [...streamRows(options, start, start + 13)];
    const byStore = new Map<number, number>();
    for (const row of rows) byStore.set(row.storeId, (byStore.get(row.storeId) ?? 0) + row.streams);
    const streams = sum([...byStore.values()]);
    expect(byStore.get(1026)! / streams).toBeGreaterThan(0.3);
    expect(byStore.get(1026)! / streams).toBeLessThan(0.65);
    expect(byStore.get(1036)! / streams).toBeGreaterThan(0.08);
    expect(byStore.get(1026)!).toBeGreaterThan(byStore.get(1036)!);
    expect(byStore.get(1036)!).toBeGreaterThan(byStore.get(1078) ?? 0);
    const small = tracks.filter((track) => track.popularity < 0.5);
    for (const track of small) {
      const own = rows.filter((row) => row.isrc === track.isrc);
      if (own.length < 20) continue;
      const home = sum(own.filter((row) => row.country === track.homeCountry).map((row) => row.streams));
      expect(home / sum(own.map((row) => row.streams))).toBeGreaterThan(0.15);
    }
  });

  it('give ages skewed young and a few per cent non-binary and unknown genders', () => {
    const rows = [...streamRows(options, start, start + 13)].filter((row) => row.ageBands);
    const ages = AGE_BANDS.map((_, i) => sum(rows.map((row) => row.ageBands![i])));
    const genders = GENDERS.map((_, i) => sum(rows.map((row) => row.genders![i])));
    const youngest = [...ages].sort((a, b) => b - a).slice(0, 2);
    expect(new Set(youngest)).toEqual(new Set([ages[1], ages[2]]));
    const total = sum(genders);
    expect(genders[2] / total).toBeGreaterThan(0.005);
    expect(genders[2] / total).toBeLessThan(0.05);
    expect(genders[3] / total).toBeGreaterThan(0.01);
    expect(genders[3] / total).toBeLessThan(0.08);
  });

  it('show the year: December above January', () => {
    const old = catalogue(
      40,
      (i) => day('2021-03-05') + i * 11,
      (i) => 0.35 + (i % 6) / 10,
    );
    const total = (from: string, to: string) => sum([...streamRows({ ...options, tracks: old }, day(from), day(to))].map((row) => row.streams));
    const december = total('2025-12-01', '2025-12-31');
    expect(december).toBeGreaterThan(total('2025-01-01', '2025-01-31') * 1.1);
    expect(december).toBeGreaterThan(total('2026-01-01', '2026-01-31') * 1.1);
  });

  it('show the week: Friday and Saturday above Monday', () => {
    const old = catalogue(
      20,
      (i) => day('2022-03-04') + i * 13,
      (i) => 0.4 + (i % 5) / 10,
    );
    const byWeekday = [0, 0, 0, 0, 0, 0, 0];
    for (const row of streamRows({ ...options, tracks: old }, day('2025-03-03'), day('2025-06-29'))) byWeekday[weekday(row.day)] += row.streams;
    expect(weekday(day('2026-11-27'))).toBe(5); // a Friday
    expect((byWeekday[5] + byWeekday[6]) / 2).toBeGreaterThan(byWeekday[1] * 1.15);
    expect(Math.min(...byWeekday)).toBe(byWeekday[1]);
  });

  it('start on the release day with a spike that decays into a tail', () => {
    const release = day('2026-03-06');
    const fresh = catalogue(
      30,
      () => release,
      (i) => 0.4 + (i % 6) / 10,
    );
    const rows = [...streamRows({ ...options, tracks: fresh }, release - 10, release + 69)];
    expect(rows.every((row) => row.day >= release)).toBe(true);
    expect(rows.some((row) => row.day === release)).toBe(true);
    const week = (first: number) => sum(rows.filter((row) => row.day >= first && row.day < first + 7).map((row) => row.streams));
    expect(week(release)).toBeGreaterThan(week(release + 56) * 1.8);
  });

  it('scale their number with rowsPerTrackDay', () => {
    const mid = catalogue(
      60,
      (i) => day('2024-01-05') + i * 3,
      () => 0.5,
    );
    for (const rowsPerTrackDay of [6, 24]) {
      let count = 0;
      for (const _ of streamRows({ seed: 3, tracks: mid, stores: STORES_60, countries: COUNTRIES_200, rowsPerTrackDay }, day('2026-04-01'), day('2026-04-14'))) count++;
      const perTrackDay = count / (60 * 14);
      expect(perTrackDay).toBeGreaterThan(rowsPerTrackDay * 0.65);
      expect(perTrackDay).toBeLessThan(rowsPerTrackDay * 1.35);
    }
  });

  it('come quickly for a thousand tracks, 60 stores and 200 countries', () => {
    const tracks1000 = sampleTracks({ seed: 11, count: 1000, countries: COUNTRIES_200, releasedFrom: day('2019-01-01'), releasedTo: day('2026-05-01') });
    let count = 0;
    let streams = 0;
    for (const row of streamRowsOfDay({ seed: 11, tracks: tracks1000, stores: STORES_60, countries: COUNTRIES_200 }, day('2026-05-02'))) {
      count++;
      streams += row.streams;
    }
    expect(count).toBeGreaterThan(5_000);
    expect(streams).toBeGreaterThan(count);
  });

  it('write the trend layout and read back', () => {
    const rows = [...streamRows(options, start, start + 1)];
    const { header, records } = csvRecords(streamCsv(rows));
    expect(header).toBe(STREAM_CSV_HEADER);
    expect(header).toBe('date,store_id,isrc,country,streams,listeners,saves,playlist_adds,skips,sources,age_bands,genders');
    expect(records).toHaveLength(rows.length);
    const names = (record: Record<string, string>) => trafficSources(Number(record.store_id));
    expect(
      records.map((record) => ({
        day: parseDay(record.date),
        storeId: Number(record.store_id),
        isrc: record.isrc,
        country: record.country,
        streams: Number(record.streams),
        listeners: Number(record.listeners),
        saves: Number(record.saves),
        playlistAdds: Number(record.playlist_adds),
        skips: Number(record.skips),
        sources: names(record) ? parseBreakdown(record.sources, names(record)!) : record.sources || undefined,
        ageBands: record.age_bands ? parseBreakdown(record.age_bands, AGE_BANDS) : undefined,
        genders: record.genders ? parseBreakdown(record.genders, GENDERS) : undefined,
      })),
    ).toEqual(rows);
  });
});

describe('short-video rows', () => {
  const from = day('2025-06-01');
  const to = day('2025-12-31');
  const tracks = catalogue(
    240,
    (i) => day('2024-01-05') + i * 2,
    (i) => (i % 10) / 10 + 0.05,
  );
  const rows = [...shortVideoRows({ seed: 5, tracks }, from, to)];

  it('come for about a third of the tracks, deterministically', () => {
    const caught = new Set(rows.map((row) => row.isrc));
    expect(caught.size / tracks.length).toBeGreaterThan(0.2);
    expect(caught.size / tracks.length).toBeLessThan(0.5);
    expect([...shortVideoRows({ seed: 5, tracks }, from + 30, from + 30)]).toEqual(rows.filter((row) => row.day === from + 30));
  });

  it('have views far above creations and likes, shares and comments in proportion', () => {
    const wrong = rows.filter((row) => row.creators.length !== CREATOR_CATEGORIES.length || sum(row.creators) !== row.creations || !row.creators.every(isCount) || row.creations + row.views === 0);
    expect(wrong.slice(0, 3)).toEqual([]);
    const total = (pick: (row: (typeof rows)[number]) => number) => sum(rows.map(pick));
    const views = total((row) => row.views);
    expect(views).toBeGreaterThan(total((row) => row.creations) * 50);
    expect(total((row) => row.likes) / views).toBeGreaterThan(0.08);
    expect(total((row) => row.likes) / views).toBeLessThan(0.12);
    expect(total((row) => row.shares) / views).toBeGreaterThan(0.005);
    expect(total((row) => row.shares) / views).toBeLessThan(0.015);
    expect(total((row) => row.comments) / views).toBeGreaterThan(0.002);
    expect(total((row) => row.comments) / views).toBeLessThan(0.008);
  });

  it('have viral bursts that lift the track streams a little afterwards', () => {
    const byTrack = new Map<string, Map<number, number>>();
    for (const row of rows) {
      const days = byTrack.get(row.isrc) ?? new Map<number, number>();
      days.set(row.day, row.creations);
      byTrack.set(row.isrc, days);
    }
    let bursts = 0;
    let lifted = 0;
    for (const [isrc, days] of byTrack) {
      const counts = [...days.values()].sort((a, b) => a - b);
      const median = counts[Math.floor(counts.length / 2)];
      const [peakDay, peak] = [...days].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
      if (peak < Math.max(20, median * 12) || peakDay - 60 < from) continue;
      bursts++;
      const track = tracks.find((entry) => entry.isrc === isrc)!;
      const streams = (first: number, last: number) => sum([...streamRows({ seed: 5, tracks: [track], stores: STORES, countries: REAL_COUNTRIES }, first, last)].map((row) => row.streams));
      if (streams(peakDay, peakDay + 20) > streams(peakDay - 56, peakDay - 36) * 1.1) lifted++;
    }
    expect(bursts).toBeGreaterThan(0);
    expect(bursts).toBeLessThan(tracks.length / 5);
    expect(lifted / bursts).toBeGreaterThan(0.6);
  });

  it('write the short-video layout and read back', () => {
    const some = rows.slice(0, 200);
    const { header, records } = csvRecords(shortVideoCsv(some));
    expect(header).toBe(SHORT_VIDEO_CSV_HEADER);
    expect(header).toBe('date,sound_id,isrc,creations,views,likes,shares,comments,creators');
    expect(
      records.map((record) => ({
        day: parseDay(record.date),
        soundId: record.sound_id,
        isrc: record.isrc,
        creations: Number(record.creations),
        views: Number(record.views),
        likes: Number(record.likes),
        shares: Number(record.shares),
        comments: Number(record.comments),
        creators: parseBreakdown(record.creators, CREATOR_CATEGORIES),
      })),
    ).toEqual(some);
  });
});

describe('video rows', () => {
  const from = day('2026-01-01');
  const to = day('2026-02-28');
  const tracks = catalogue(
    40,
    (i) => day('2025-06-06') + i * 7,
    (i) => (i % 10) / 10 + 0.05,
  );
  const video = {
    seed: 9,
    tracks,
    artistName: () => 'Nova, "the" Band',
    title: (isrc: string) => `Song ${isrc.slice(-2)}, part "2"`,
  };
  const rows = [...videoRows(video, from, to)];

  it('have an official audio video for every track and more videos for popular ones', () => {
    const videosOf = new Map<string, Set<string>>();
    const wrong = rows.filter(
      (row) =>
        !/^[A-Za-z0-9_-]{11}$/.test(row.videoId) ||
        row.sources.length !== TRAFFIC_SOURCES[VIDEO_SITE_ID].length ||
        sum(row.sources) !== row.views ||
        !row.sources.every(isCount) ||
        row.watchSeconds < row.views * 60 ||
        row.watchSeconds > row.views * 180 ||
        !isCount(row.claims) ||
        row.claims > 100,
    );
    expect(wrong.slice(0, 3)).toEqual([]);
    for (const row of rows) {
      const titles = videosOf.get(row.isrc) ?? new Set<string>();
      titles.add(row.title);
      videosOf.set(row.isrc, titles);
    }
    for (const track of tracks.filter((entry) => entry.releasedOn <= from)) {
      expect(videosOf.get(track.isrc)).toContain(`Song ${track.isrc.slice(-2)}, part "2" (Official Audio)`);
    }
    const count = (popular: boolean) => sum(tracks.filter((track) => track.popularity > 0.6 === popular).map((track) => videosOf.get(track.isrc)?.size ?? 0));
    expect(count(true) / tracks.filter((track) => track.popularity > 0.6).length).toBeGreaterThan(count(false) / tracks.filter((track) => track.popularity <= 0.6).length);
    expect(rows.find((row) => row.title.endsWith('(Official Audio)'))!.channel).toBe('Nova, "the" Band - Topic');
  });

  it('are deterministic per day', () => {
    expect([...videoRows(video, from + 10, from + 10)]).toEqual(rows.filter((row) => row.day === from + 10));
  });

  it('write the video layout and read back, quoting titles', () => {
    const line = [...videoCsv(rows.slice(0, 1))][1];
    expect(line).toContain(`,"${rows[0].title.replaceAll('"', '""')}","Nova, ""the"" Band`);
    const { header, records } = csvRecords(videoCsv(rows.slice(0, 100)));
    expect(header).toBe(VIDEO_CSV_HEADER);
    expect(header).toBe('date,video_id,isrc,title,channel,views,watch_seconds,claims,sources');
    expect(
      records.map((record) => ({
        day: parseDay(record.date),
        videoId: record.video_id,
        isrc: record.isrc,
        title: record.title,
        channel: record.channel,
        views: Number(record.views),
        watchSeconds: Number(record.watch_seconds),
        claims: Number(record.claims),
        sources: parseBreakdown(record.sources, TRAFFIC_SOURCES[VIDEO_SITE_ID]),
      })),
    ).toEqual(rows.slice(0, 100));
  });
});

describe('playlist placements', () => {
  const from = day('2025-01-01');
  const to = day('2025-12-31');
  const tracks = catalogue(
    60,
    (i) => day('2023-06-02') + i * 14,
    (i) => (i % 10) / 10 + 0.05,
  );
  const rows = playlistPlacements({ seed: 4, tracks, stores: STORES }, from, to);

  it('look like real playlists', () => {
    expect(rows.length).toBeGreaterThan(100);
    const kinds = new Set(rows.map((row) => row.kind));
    expect(kinds).toEqual(new Set(['editorial', 'algorithmic', 'user']));
    for (const row of rows) {
      const track = tracks.find((entry) => entry.isrc === row.isrc)!;
      expect(row.addedOn).toBeGreaterThanOrEqual(track.releasedOn);
      expect(row.addedOn).toBeLessThanOrEqual(to);
      if (row.removedOn !== null) {
        expect(row.removedOn).toBeGreaterThan(row.addedOn);
        expect(row.removedOn).toBeGreaterThanOrEqual(from);
        expect(row.removedOn).toBeLessThanOrEqual(to);
      }
      expect([1026, 1036, 1032, 1013, 1028]).toContain(row.storeId);
      expect(row.playlistName.length).toBeGreaterThan(2);
    }
    const editorial = rows.filter((row) => row.kind === 'editorial').map((row) => row.followers);
    expect(Math.max(...editorial)).toBeGreaterThan(1_000_000);
    expect(rows.some((row) => row.playlistName === 'Release Radar' && row.kind === 'algorithmic')).toBe(true);
    expect(rows.some((row) => row.kind === 'editorial' && row.removedOn !== null)).toBe(true);
    const keys = rows.map((row) => `${row.storeId}|${row.playlistId}|${row.isrc}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('favour popular tracks', () => {
    const placements = (popular: boolean) => rows.filter((row) => tracks.find((track) => track.isrc === row.isrc)!.popularity > 0.5 === popular).length;
    expect(placements(true)).toBeGreaterThan(placements(false) * 2);
  });

  it('do not depend on the range asked beyond what the range shows', () => {
    const year = playlistPlacements({ seed: 4, tracks, stores: STORES }, from, day('2026-06-30'));
    const key = (row: (typeof rows)[number]) => `${row.storeId}|${row.playlistId}|${row.isrc}|${row.addedOn}`;
    const later = new Map(year.map((row) => [key(row), row]));
    for (const row of rows) {
      const same = later.get(key(row))!;
      expect(same).toBeDefined();
      if (row.removedOn !== null) expect(same.removedOn).toBe(row.removedOn);
    }
  });

  it('write the playlist layout and read back', () => {
    const { header, records } = csvRecords(playlistCsv(rows));
    expect(header).toBe(PLAYLIST_CSV_HEADER);
    expect(header).toBe('store_id,playlist_id,playlist_name,kind,followers,isrc,added_on,removed_on');
    expect(
      records.map((record) => ({
        storeId: Number(record.store_id),
        playlistId: record.playlist_id,
        playlistName: record.playlist_name,
        kind: record.kind,
        followers: Number(record.followers),
        isrc: record.isrc,
        addedOn: parseDay(record.added_on),
        removedOn: record.removed_on ? parseDay(record.removed_on) : null,
      })),
    ).toEqual(rows);
  });
});

describe('presave rows', () => {
  const releasedOn = day('2026-06-05');
  const releases = [
    { upc: '0123456789012', releasedOn, popularity: 0.7 },
    { upc: '0123456789029', releasedOn: releasedOn + 21, popularity: 0.3 },
  ];

  it('come in the weeks before the release, rising towards it, on the presave stores only', () => {
    const rows = presaveRows({ seed: 2, releases, stores: STORES }, releasedOn - 90, releasedOn + 60);
    expect(new Set(rows.map((row) => row.storeId))).toEqual(new Set([1026, 1036, 1032]));
    for (const row of rows) {
      const release = releases.find((entry) => entry.upc === row.upc)!;
      expect(row.day).toBeLessThan(release.releasedOn);
      expect(row.day).toBeGreaterThanOrEqual(release.releasedOn - 42);
      expect(row.presaves).toBeGreaterThan(0);
    }
    const first = rows.filter((row) => row.upc === releases[0].upc);
    const week = (from: number) => sum(first.filter((row) => row.day >= from && row.day < from + 7).map((row) => row.presaves));
    expect(week(releasedOn - 7)).toBeGreaterThan(week(releasedOn - 24) * 1.5);
    const big = sum(first.map((row) => row.presaves));
    expect(big).toBeGreaterThan(sum(rows.filter((row) => row.upc === releases[1].upc).map((row) => row.presaves)));
    expect(presaveRows({ seed: 2, releases, stores: STORES }, releasedOn - 10, releasedOn - 10)).toEqual(rows.filter((row) => row.day === releasedOn - 10));
  });

  it('come from the presave stores that are there only', () => {
    expect(presaveRows({ seed: 2, releases, stores: [1028, 1013] }, releasedOn - 60, releasedOn)).toEqual([]);
    const rows = presaveRows({ seed: 2, releases, stores: [1036] }, releasedOn - 60, releasedOn);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.storeId === 1036)).toBe(true);
  });

  it('write the presave layout and read back', () => {
    const rows = presaveRows({ seed: 2, releases, stores: STORES }, releasedOn - 60, releasedOn);
    const { header, records } = csvRecords(presaveCsv(rows));
    expect(header).toBe(PRESAVE_CSV_HEADER);
    expect(header).toBe('date,store_id,upc,presaves');
    expect(records.map((record) => ({ day: parseDay(record.date), storeId: Number(record.store_id), upc: record.upc, presaves: Number(record.presaves) }))).toEqual(rows);
  });
});

describe('sample catalogues', () => {
  it('have valid, distinct ISRCs, Friday releases in range and mostly small tracks', () => {
    const tracks = sampleTracks({ seed: 1, count: 500, countries: REAL_COUNTRIES, releasedFrom: day('2020-01-01'), releasedTo: day('2026-01-01') });
    expect(new Set(tracks.map((track) => track.isrc)).size).toBe(500);
    for (const track of tracks) {
      expect(track.isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
      expect(weekday(track.releasedOn)).toBe(5);
      expect(track.releasedOn).toBeGreaterThanOrEqual(day('2020-01-01'));
      expect(track.releasedOn).toBeLessThanOrEqual(day('2026-01-01'));
      expect(REAL_COUNTRIES).toContain(track.homeCountry);
    }
    const small = tracks.filter((track) => track.popularity < 0.5).length;
    expect(small / tracks.length).toBeGreaterThan(0.55);
  });
});
