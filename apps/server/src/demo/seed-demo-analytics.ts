import { Readable } from 'node:stream';
import { today } from '@portal/domain/analytics/date-range';
import {
  playlistCsv,
  playlistPlacements,
  presaveCsv,
  presaveRows,
  shortVideoCsv,
  shortVideoRows,
  streamCsv,
  streamRows,
  videoCsv,
  videoRows,
  type GeneratedTrack,
} from '@portal/domain/analytics/generator';
import type { Services } from '../platform/services.ts';
import { queueAnalyticsImport, runAnalyticsImport } from '../modules/analytics/analytics-import.ts';
import type { DemoTrack } from './seed-demo-catalogue.ts';

const DAY = 86_400_000;
/** The stores the demo data comes from, the biggest first. */
const DEMO_STORES = [1026, 1036, 1028, 1013, 1032, 2, 1039, 1209, 1078, 1501, 1505, 1500, 1380, 1305, 1602, 1701];
/** How far back the demo data goes. */
const DEMO_DAYS = 400;

/** Lines gathered into buffers of about 64 kB, as a file is written. */
function* chunks(lines: Iterable<string>): Generator<Buffer> {
  let batch: string[] = [];
  let size = 0;
  for (const line of lines) {
    batch.push(line);
    size += line.length;
    if (size >= 65_536) {
      yield Buffer.from(batch.join(''));
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield Buffer.from(batch.join(''));
}

export interface DemoAudience {
  seed: number;
  homeCountry: string;
  countries: readonly string[];
}

/**
 * The demo accounts' analytics (decision 025): the generator's files for the 400 days up to yesterday, imported by
 * the same job as an operator's files, so the dashboards show data from the first start.
 */
export async function seedDemoAnalytics(services: Services, demoTracks: readonly DemoTrack[], audience: DemoAudience): Promise<void> {
  const to = today() - 1;
  const from = to - DEMO_DAYS + 1;
  const live = demoTracks.filter((track) => !track.upcoming);
  const tracks: GeneratedTrack[] = live.map((track, index) => ({
    isrc: track.isrc,
    releasedOn: Math.floor(track.releasedOn.getTime() / DAY),
    // The first song of each release and the newest ones do best.
    popularity: Math.min(0.95, 0.35 + ((index * 37) % 50) / 100),
    homeCountry: audience.homeCountry,
  }));
  const byIsrc = new Map(live.map((track) => [track.isrc, track]));
  const options = { seed: audience.seed, tracks, stores: DEMO_STORES, countries: audience.countries, rowsPerTrackDay: 2 };
  const upcoming = demoTracks.filter((track) => track.upcoming);
  const files: [string, Iterable<string>][] = [
    ['demo-streams.csv', streamCsv(streamRows(options, from, to))],
    ['demo-short-video.csv', shortVideoCsv(shortVideoRows({ seed: audience.seed, tracks }, from, to))],
    ['demo-video.csv', videoCsv(videoRows({ seed: audience.seed, tracks, artistName: (isrc) => byIsrc.get(isrc)?.artist ?? '', title: (isrc) => byIsrc.get(isrc)?.title ?? '' }, from, to))],
    ['demo-playlists.csv', playlistCsv(playlistPlacements({ seed: audience.seed, tracks, stores: DEMO_STORES }, from, to))],
    [
      'demo-presaves.csv',
      presaveCsv(
        presaveRows(
          {
            seed: audience.seed,
            releases: [...new Map(upcoming.map((track) => [track.upc, { upc: track.upc, releasedOn: Math.floor(track.releasedOn.getTime() / DAY), popularity: 0.7 }])).values()],
            stores: DEMO_STORES,
          },
          from,
          to,
        ),
      ),
    ],
  ];
  for (const [name, lines] of files) {
    const { analyticsImport, duplicate } = await queueAnalyticsImport(services, { fileName: `${audience.seed}-${name}`, source: 'console', content: Readable.from(chunks(lines)) });
    // Imported now, before the server listens: on the embedded database an import holds it while it runs.
    if (!duplicate) await runAnalyticsImport(services, analyticsImport.id);
  }
}
