// Release-form validation speed (issue 4, goal: at most 20 ms per pass for a 500-track album, document 3's rules
// run on every keystroke). Baseline in the same run: structuredClone of the same release, the copy a form library
// makes of its state anyway, so the ratio shows how much the rules cost beyond touching the data once.
//
//   node --import tsx bench/release-validation.ts
import { availablePlatforms, defaultPlatformRules } from '../packages/domain/src/catalog/platforms.ts';
import { Explicitness, PublishingContractType, ReleaseTimeType, type TrackInput } from '../packages/domain/src/release/model.ts';
import { reportIsClean, validateRelease } from '../packages/domain/src/release/validate.ts';

const GOAL_MS = 20;
const TRACKS = 500;
const PASSES = 200;
const now = Date.now();
const artist = { id: 1, name: 'Luna Vega' };
const verse = 'Driving through the city lights, a long way home tonight\n'.repeat(40);

const tracks: TrackInput[] = Array.from({ length: TRACKS }, (_, index) => ({
  sequenceNumber: index + 1,
  fullAudio: `file:full-${index}`,
  clipAudios: [`file:clip-${index}`],
  title: `Midnight Drive Part ${index + 1}`,
  englishTitle: `Midnight Drive Part ${index + 1}`,
  version: index % 5 === 0 ? 'Live' : '',
  language: 'en',
  isInstrumental: false,
  lyricsLanguage: 'en',
  lyrics: `${verse}Verse ${index + 1}`,
  explicitness: Explicitness.NO,
  lyricistsName: ['Luna Vega', 'Ada Brook'],
  songwritersName: ['Luna Vega', 'Ada Brook'],
  uniMainArtistObjects: [artist],
  uniFeaturedArtistObjects: [{ id: 2, name: 'Rio Stone' }],
  uniContributorObjects: [
    { name: 'Sam Reed', role: 2 },
    { name: 'Mia Park', role: 30 },
  ],
  uniProductionAndEngineeringObjects: [{ name: 'Kai Moreno', role: 15 }],
  isrc: `USRC1${String(7_600_000 + index).padStart(7, '0')}`,
  existLocalSociety: false,
  existPublisher: false,
  publishingPercentage: 10_000,
  optInPromote: false,
}));
const album = {
  title: 'Night Lights',
  language: 'en',
  cover: 'file:cover',
  publishers: [],
  uniMainArtistObjects: [artist],
  isPreviouslyReleased: false,
  mainGenre: 'pop',
  releaseTimeType: ReleaseTimeType.GLOBAL,
  timezone: 'America/New_York',
  releaseTime: now + 10 * 86_400_000,
  optInPrerelease: false,
  stores: { 1: true, 2: true, 1026: true },
};
const context = {
  now,
  kind: 'ALBUM' as const,
  trackLimit: 500,
  availableStores: availablePlatforms(defaultPlatformRules, { region: 'US', source: 0, flags: {} }),
  user: {
    isLabel: false,
    allowLicense: false,
    enforceCoverRestriction: true,
    enforceRemixRestriction: true,
    enableOptInFullTrack: false,
    publishingContractType: PublishingContractType.PUBLISHING_AND_RECORDING,
  },
};

if (!reportIsClean(validateRelease(album, tracks, context))) throw new Error('the benchmark release should be valid');

function medianMs(work: () => unknown, passes = PASSES): number {
  for (let i = 0; i < 20; i++) work();
  const times: number[] = [];
  for (let i = 0; i < passes; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

// A first pass meets every text for the first time; the form then re-validates after each keystroke, when one
// track's field changed and the long texts of the others are already known.
const first = medianMs(() => validateRelease(album, structuredClone(tracks), context), 30);
let keystroke = 0;
const typing = medianMs(() => {
  tracks[keystroke % TRACKS]!.title = `Midnight Drive Part ${keystroke++}`;
  return validateRelease(album, tracks, context);
});
const copy = medianMs(() => structuredClone({ album, tracks }));
const verdict = (ms: number) => `${ms.toFixed(2)} ms, goal ≤ ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'MET' : 'MISS'}`;
console.log(`release validation, ${TRACKS} tracks, pass after a keystroke: ${verdict(typing)}`);
console.log(`release validation, ${TRACKS} tracks, first pass (every lyric scanned): ${first.toFixed(2)} ms (server-side submit; no goal)`);
console.log(`baseline structuredClone of the same release: ${copy.toFixed(2)} ms; keystroke pass / clone ratio ${(typing / copy).toFixed(2)}`);
