import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { genres } from '../catalog/genres.ts';
import { availablePlatforms, CONTENT_ID_PSEUDO_STORE_ID, defaultPlatformRules } from '../catalog/platforms.ts';
import { makeUpc } from './identifiers.ts';
import { Explicitness, PublishingContractType, ReleaseTimeType, type AlbumInput, type ReleaseRuleContext, type TrackInput } from './model.ts';
import { reportIsClean, validateRelease, type ReleaseReport } from './validate.ts';

const english: Record<string, string> = JSON.parse(readFileSync(new URL('../../../i18n/locales/en.json', import.meta.url), 'utf8'));
const render = (key: string, params: Record<string, string | number> = {}) => english[key]!.replace(/{{(\w+)}}/g, (_, name: string) => String(params[name]));

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 12);
const pop = genres.find((genre) => genre.id === 'pop')!;
const luna = { id: 1, name: 'Luna Vega' };

interface Draft {
  album: AlbumInput;
  tracks: TrackInput[];
  context: ReleaseRuleContext;
}

function track(overrides: Partial<TrackInput> = {}): TrackInput {
  return {
    sequenceNumber: 1,
    fullAudio: 'file:full',
    clipAudios: ['file:clip'],
    title: 'Midnight Drive',
    englishTitle: '',
    version: '',
    language: 'en',
    isInstrumental: false,
    lyricsLanguage: 'en',
    lyrics: 'Driving through the city lights',
    explicitness: Explicitness.NO,
    lyricistsName: ['Luna Vega'],
    songwritersName: ['Luna Vega'],
    uniMainArtistObjects: [luna],
    uniFeaturedArtistObjects: [],
    uniContributorObjects: [{ name: 'Sam Reed', role: 2 }],
    uniProductionAndEngineeringObjects: [{ name: 'Kai Moreno', role: 15 }],
    existLocalSociety: false,
    existPublisher: false,
    publishingPercentage: 10_000,
    optInPromote: false,
    ...overrides,
  };
}

function baseline(): Draft {
  return {
    album: {
      title: 'Night Lights',
      version: '',
      language: 'en',
      cover: 'file:cover',
      publishers: [],
      recordLabel: 'Night Owl Records',
      upc: '',
      uniMainArtistObjects: [luna],
      isPreviouslyReleased: false,
      mainGenre: pop.id,
      subGenre: pop.subgenres[0]!.id,
      releaseTimeType: ReleaseTimeType.GLOBAL,
      timezone: 'America/New_York',
      releaseTime: NOW + 10 * DAY,
      preReleaseTime: null,
      originalReleaseTime: null,
      optInPrerelease: false,
      stores: { 1: true, 2: true, 1026: true },
    },
    tracks: [track()],
    context: {
      now: NOW,
      kind: 'ALBUM',
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
    },
  };
}

type Path = ['album', string] | ['track', string] | ['track2', string];

interface Row {
  rule: string;
  at: Path;
  breakIt: (draft: Draft) => void;
  text: string;
  /** Undoes the break the way a user would; without it, the untouched release is the fixed one. */
  fix?: (draft: Draft) => void;
}

const second = (draft: Draft, overrides: Partial<TrackInput> = {}) => draft.tracks.push(track({ sequenceNumber: 2, title: 'Second Song', ...overrides }));
const many = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));
const label = (draft: Draft) => (draft.context.user.isLabel = true);
const previouslyReleased = (draft: Draft) => {
  draft.album.isPreviouslyReleased = true;
  draft.album.originalReleaseTime = NOW - 400 * DAY;
  draft.album.upc = makeUpc('0614141', 7);
  draft.tracks[0]!.isrc = 'USRC17607839';
};

const rows: Row[] = [
  // Album title
  { rule: 'title required', at: ['album', 'title'], breakIt: (d) => (d.album.title = ' '), text: 'Required' },
  { rule: 'title without emoji', at: ['album', 'title'], breakIt: (d) => (d.album.title = 'Night Lights 🌙'), text: 'Emoji is not allowed' },
  { rule: 'title without special characters', at: ['album', 'title'], breakIt: (d) => (d.album.title = 'Night <Lights>'), text: 'Special characters are not allowed' },
  {
    rule: 'title at most 255',
    at: ['album', 'title'],
    breakIt: (d) => (d.album.title = 'a'.repeat(256)),
    text: 'The title must be shorter than 255 characters',
    fix: (d) => (d.album.title = 'a'.repeat(255)),
  },
  {
    rule: 'title without restricted keywords',
    at: ['album', 'title'],
    breakIt: (d) => (d.album.title = 'Night Lights (Official Audio)'),
    text: "Title cannot contain 'Official Audio'. Version, artists, and contributors should be added to the according field.",
  },
  {
    rule: 'title without artist names',
    at: ['album', 'title'],
    breakIt: (d) => (d.album.title = 'Night Lights with Luna Vega'),
    text: "Title cannot contain 'Luna Vega'. Version, artists, and contributors should be added to the according field.",
  },
  {
    rule: 'no duplicate track titles',
    at: ['track2', 'title'],
    breakIt: (d) => second(d, { title: 'midnight drive' }),
    text: 'Duplicate track titles are not allowed in same album, unless with a different version or different artists',
    fix: (d) => (d.tracks[1]!.version = 'Live'),
  },
  // Version
  {
    rule: 'remastered needs a year',
    at: ['album', 'version'],
    breakIt: (d) => (d.album.version = 'Remastered'),
    text: 'The remastered year must be included like "Remastered 2024"',
    fix: (d) => (d.album.version = 'Remastered 2024'),
  },
  { rule: 'version without emoji', at: ['album', 'version'], breakIt: (d) => (d.album.version = 'Radio Edit ✨'), text: 'Emoji is not allowed' },
  { rule: 'version without special characters', at: ['track', 'version'], breakIt: (d) => (d.tracks[0]!.version = 'Edit #2'), text: 'Special characters are not allowed' },
  {
    rule: 'version without restricted keywords',
    at: ['album', 'version'],
    breakIt: (d) => (d.album.version = 'Original Version'),
    text: "'Original Version' is unsuitable version, please only fill in version field when it's necessary.",
    fix: (d) => (d.album.version = 'Radio Edit'),
  },
  // Language, cover, publishers, label
  { rule: 'language required', at: ['album', 'language'], breakIt: (d) => (d.album.language = ''), text: 'Required' },
  { rule: 'language known', at: ['album', 'language'], breakIt: (d) => (d.album.language = 'xx'), text: '"xx" is not a valid language' },
  { rule: 'cover required', at: ['album', 'cover'], breakIt: (d) => (d.album.cover = ''), text: 'Required' },
  { rule: 'publishers required for labels', at: ['album', 'publishers'], breakIt: label, text: 'Required', fix: (d) => (d.album.publishers = ['Night Owl Publishing']) },
  { rule: 'publishers without emoji', at: ['album', 'publishers'], breakIt: (d) => (d.album.publishers = ['Owl 🦉 Music']), text: 'Emoji is not allowed' },
  {
    rule: 'publishers letters, digits, spaces, dots',
    at: ['album', 'publishers'],
    breakIt: (d) => (d.album.publishers = ['Owl-Music, Inc']),
    text: 'Please only input numeric or alphabet characters',
    fix: (d) => (d.album.publishers = ['Owl Music Inc.']),
  },
  { rule: 'record label without emoji', at: ['album', 'recordLabel'], breakIt: (d) => (d.album.recordLabel = 'Owl 🦉'), text: 'Emoji is not allowed' },
  // Identifiers
  { rule: 'UPC checksum', at: ['album', 'upc'], breakIt: (d) => (d.album.upc = '036000291453'), text: 'Invalid format', fix: (d) => (d.album.upc = '036000291452') },
  { rule: 'UPC required when previously released', at: ['album', 'upc'], breakIt: (d) => (previouslyReleased(d), (d.album.upc = '')), text: 'Required', fix: (d) => (d.album.upc = '4006381333931') },
  { rule: 'ISRC format', at: ['track', 'isrc'], breakIt: (d) => (d.tracks[0]!.isrc = 'US-RC1-76-0783'), text: 'Invalid format', fix: (d) => (d.tracks[0]!.isrc = 'us-rc1-76-07839') },
  {
    rule: 'ISRC required when previously released',
    at: ['track', 'isrc'],
    breakIt: (d) => (previouslyReleased(d), (d.tracks[0]!.isrc = '')),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.isrc = 'USRC17607839'),
  },
  { rule: 'ISWC checksum', at: ['track', 'iswc'], breakIt: (d) => (d.tracks[0]!.iswc = 'T-034.524.680-2'), text: 'Invalid format', fix: (d) => (d.tracks[0]!.iswc = 'T-034.524.680-1') },
  {
    rule: 'ISRC once per album',
    at: ['track2', 'isrc'],
    breakIt: (d) => ((d.tracks[0]!.isrc = 'USRC17607839'), second(d, { isrc: 'usrc17607839' })),
    text: 'Each track needs its own ISRC',
    fix: (d) => (d.tracks[1]!.isrc = 'USRC17607840'),
  },
  // Album artists
  { rule: 'primary artists required', at: ['album', 'uniMainArtistObjects'], breakIt: (d) => (d.album.uniMainArtistObjects = []), text: 'Required' },
  {
    rule: 'at most 5 primary artists',
    at: ['album', 'uniMainArtistObjects'],
    breakIt: (d) => (d.album.uniMainArtistObjects = many(6, (i) => ({ id: i + 1, name: `Artist ${i + 1}` }))),
    text: 'You can add at most 5 primary artists',
    fix: (d) => d.album.uniMainArtistObjects!.pop(),
  },
  {
    rule: "album's primary artists on every track",
    at: ['track', 'uniMainArtistObjects'],
    breakIt: (d) => (d.tracks[0]!.uniMainArtistObjects = [{ id: 2, name: 'Rio Stone' }]),
    text: "The release's primary artists must also be primary artists of every track",
    fix: (d) => d.tracks[0]!.uniMainArtistObjects!.push(luna),
  },
  {
    rule: "album's primary artists on every track, by name or by card",
    at: ['track', 'uniMainArtistObjects'],
    breakIt: (d) => (d.tracks[0]!.uniMainArtistObjects = [{ id: 2, name: 'Rio Stone' }]),
    text: "The release's primary artists must also be primary artists of every track",
    fix: (d) => d.tracks[0]!.uniMainArtistObjects!.push({ name: 'Luna Vega' }),
  },
  {
    rule: 'blocked artist names',
    at: ['album', 'uniMainArtistObjects'],
    breakIt: (d) => (d.album.uniMainArtistObjects = [{ name: 'Various Artists' }]),
    text: "'Various Artists' cannot be used as an artist name",
  },
  // Original release time
  {
    rule: 'original release required when previously released',
    at: ['album', 'originalReleaseTime'],
    breakIt: (d) => (previouslyReleased(d), (d.album.originalReleaseTime = null)),
    text: 'Required',
    fix: (d) => (d.album.originalReleaseTime = NOW - DAY),
  },
  {
    rule: 'original release before now',
    at: ['album', 'originalReleaseTime'],
    breakIt: (d) => (previouslyReleased(d), (d.album.originalReleaseTime = NOW + DAY)),
    text: 'The original release date must be after 1 January 1970 and before today',
    fix: (d) => (d.album.originalReleaseTime = NOW - DAY),
  },
  {
    rule: 'original release after 1970',
    at: ['album', 'originalReleaseTime'],
    breakIt: (d) => (previouslyReleased(d), (d.album.originalReleaseTime = Date.UTC(1969, 5, 1))),
    text: 'The original release date must be after 1 January 1970 and before today',
    fix: (d) => (d.album.originalReleaseTime = Date.UTC(1971, 0, 1)),
  },
  {
    rule: 'original release empty otherwise',
    at: ['album', 'originalReleaseTime'],
    breakIt: (d) => (d.album.originalReleaseTime = NOW - DAY),
    text: 'This must be kept empty if this album is not previously released',
    fix: (d) => (d.album.isPreviouslyReleased = true),
  },
  // Genre
  { rule: 'genre required', at: ['album', 'mainGenre'], breakIt: (d) => (d.album.mainGenre = ''), text: 'Required' },
  { rule: 'genre known', at: ['album', 'mainGenre'], breakIt: (d) => (d.album.mainGenre = 'polka-metal'), text: 'Choose a value from the list' },
  {
    rule: 'subgenre of the main genre',
    at: ['album', 'subGenre'],
    breakIt: (d) => (d.album.subGenre = 'jazz.bebop'),
    text: 'This subgenre does not belong to the chosen genre',
    fix: (d) => (d.album.mainGenre = 'jazz'),
  },
  // Release time
  { rule: 'release time required', at: ['album', 'releaseTime'], breakIt: (d) => (d.album.releaseTime = null), text: 'Required' },
  {
    rule: 'release time within a year',
    at: ['album', 'releaseTime'],
    breakIt: (d) => (d.album.releaseTime = NOW + 367 * DAY),
    text: 'This should be earlier than 1 year from now',
    fix: (d) => (d.album.releaseTime = NOW + 364 * DAY),
  },
  {
    rule: 'release time at least 3 days ahead',
    at: ['album', 'releaseTime'],
    breakIt: (d) => (d.album.releaseTime = NOW + 2 * DAY),
    text: 'This should be later than 3 days from now',
    fix: (d) => (d.album.releaseTime = NOW + 3 * DAY),
  },
  {
    rule: 'pre-release required when opted in',
    at: ['album', 'preReleaseTime'],
    breakIt: (d) => (d.album.optInPrerelease = true),
    text: 'Required',
    fix: (d) => (d.album.preReleaseTime = NOW + 5 * DAY),
  },
  {
    rule: 'pre-release before the release',
    at: ['album', 'preReleaseTime'],
    breakIt: (d) => ((d.album.optInPrerelease = true), (d.album.preReleaseTime = NOW + 10 * DAY)),
    text: 'Too late. Have to be before the release time.',
    fix: (d) => (d.album.preReleaseTime = NOW + 9 * DAY),
  },
  {
    rule: 'pre-release empty without opt-in',
    at: ['album', 'preReleaseTime'],
    breakIt: (d) => (d.album.preReleaseTime = NOW + 5 * DAY),
    text: 'This must be kept empty if this album not opt-in pre-release',
  },
  { rule: 'timezone required', at: ['album', 'timezone'], breakIt: (d) => (d.album.timezone = ''), text: 'Required' },
  {
    rule: 'timezone known',
    at: ['album', 'timezone'],
    breakIt: (d) => (d.album.timezone = 'Mars/Olympus_Mons'),
    text: 'Choose a value from the list',
    fix: (d) => (d.album.timezone = 'Asia/Kolkata'),
  },
  { rule: 'release time type required', at: ['album', 'releaseTimeType'], breakIt: (d) => (d.album.releaseTimeType = undefined), text: 'Required' },
  {
    rule: 'release time type known',
    at: ['album', 'releaseTimeType'],
    breakIt: (d) => (d.album.releaseTimeType = 9),
    text: 'Choose a value from the list',
    fix: (d) => (d.album.releaseTimeType = ReleaseTimeType.LOCAL),
  },
  // Stores
  { rule: 'at least one store', at: ['album', 'stores'], breakIt: (d) => (d.album.stores = { 1026: false }), text: 'Choose at least one store' },
  { rule: 'stores supported', at: ['album', 'stores'], breakIt: (d) => (d.album.stores![4242] = true), text: '4242 (4242) is not supported.', fix: (d) => (d.album.stores![4242] = false) },
  {
    rule: 'stores not deprecated',
    at: ['album', 'stores'],
    breakIt: (d) => (d.album.stores![1748] = true),
    text: '1748 (Google Play Music) is not supported.',
    fix: (d) => delete d.album.stores![1748],
  },
  {
    rule: 'stores allowed for this user',
    at: ['album', 'stores'],
    breakIt: (d) => (d.album.stores![1036] = true),
    text: '1036 (Apple Music) is not allowed.',
    fix: (d) => (d.context.availableStores = availablePlatforms(defaultPlatformRules, { region: 'US', source: 0, flags: { allowAppleMusic: true } })),
  },
  { rule: 'required stores selected', at: ['album', 'stores'], breakIt: (d) => (d.album.stores![1] = false), text: '1 (Flick) is required.', fix: (d) => (d.album.stores![1] = true) },
  {
    rule: 'content identification off while YouTube Music is chosen',
    at: ['album', 'stores'],
    breakIt: (d) => ((d.album.stores![1028] = true), (d.album.stores![CONTENT_ID_PSEUDO_STORE_ID] = true)),
    text: `${CONTENT_ID_PSEUDO_STORE_ID} (YouTube Content ID) is not allowed.`,
    fix: (d) => (d.album.stores![1028] = false),
  },
  // Optional flags
  { rule: 'pre-release opt-in answered', at: ['album', 'optInPrerelease'], breakIt: (d) => (d.album.optInPrerelease = undefined), text: 'Required' },
  { rule: 'previously released answered', at: ['album', 'isPreviouslyReleased'], breakIt: (d) => (d.album.isPreviouslyReleased = undefined), text: 'Required' },
  { rule: 'explicitness answered', at: ['track', 'explicitness'], breakIt: (d) => (d.tracks[0]!.explicitness = undefined), text: 'Required' },
  { rule: 'instrumental answered', at: ['track', 'isInstrumental'], breakIt: (d) => (d.tracks[0]!.isInstrumental = undefined), text: 'Required' },
  { rule: 'promote answered', at: ['track', 'optInPromote'], breakIt: (d) => (d.tracks[0]!.optInPromote = undefined), text: 'Required' },
  // Tracks of the release
  { rule: 'at least one track', at: ['album', 'tracks'], breakIt: (d) => (d.tracks = []), text: 'Add at least one track', fix: (d) => d.tracks.push(track()) },
  {
    rule: 'track limit per album',
    at: ['album', 'tracks'],
    breakIt: (d) => ((d.context.trackLimit = 1), second(d)),
    text: 'A release can have at most 1 tracks',
    fix: (d) => (d.context.trackLimit = 2),
  },
  { rule: 'a single has one track', at: ['album', 'tracks'], breakIt: (d) => ((d.context.kind = 'SINGLE'), second(d)), text: 'A single has exactly one track', fix: (d) => d.tracks.pop() },
  // Sequence numbers and audio
  { rule: 'sequence number required', at: ['track', 'sequenceNumber'], breakIt: (d) => (d.tracks[0]!.sequenceNumber = undefined), text: 'Required' },
  { rule: 'sequence number above 0', at: ['track', 'sequenceNumber'], breakIt: (d) => (d.tracks[0]!.sequenceNumber = 0), text: 'The sequence number must be above 0' },
  {
    rule: 'sequence number unique',
    at: ['track2', 'sequenceNumber'],
    breakIt: (d) => second(d, { sequenceNumber: 1 }),
    text: 'The sequence number must be unique in an album',
    fix: (d) => (d.tracks[1]!.sequenceNumber = 2),
  },
  { rule: 'full audio required', at: ['track', 'fullAudio'], breakIt: (d) => (d.tracks[0]!.fullAudio = ''), text: 'Required. Please go webpage to upload.' },
  { rule: 'clip required', at: ['track', 'clipAudios'], breakIt: (d) => (d.tracks[0]!.clipAudios = []), text: 'Required. Please go webpage to upload.' },
  // English title
  {
    rule: 'English title without emoji',
    at: ['track', 'englishTitle'],
    breakIt: (d) => (d.tracks[0]!.englishTitle = 'Drive 🚗'),
    text: 'Emoji is not allowed',
    fix: (d) => (d.tracks[0]!.englishTitle = 'Drive & Ride'),
  },
  {
    rule: 'English title at most 500',
    at: ['track', 'englishTitle'],
    breakIt: (d) => (d.tracks[0]!.englishTitle = 'b'.repeat(501)),
    text: 'The title must be shorter than 500 characters',
    fix: (d) => (d.tracks[0]!.englishTitle = 'b'.repeat(500)),
  },
  {
    rule: 'English title without artist names',
    at: ['track', 'englishTitle'],
    breakIt: (d) => (d.tracks[0]!.englishTitle = 'Midnight Drive feat. Sam Reed'),
    text: "Title cannot contain 'feat.'. Version, artists, and contributors should be added to the according field.",
  },
  // Instrumental
  {
    rule: 'instrumental non-explicit',
    at: ['track', 'explicitness'],
    breakIt: (d) => instrumental(d, { explicitness: Explicitness.YES }),
    text: 'Instrumental songs must be non-explicit or leave this blank',
    fix: (d) => (d.tracks[0]!.explicitness = Explicitness.NO),
  },
  {
    rule: 'instrumental without lyrics',
    at: ['track', 'lyrics'],
    breakIt: (d) => instrumental(d, { lyrics: 'la la la' }),
    text: 'Leave this empty for an instrumental track',
    fix: (d) => (d.tracks[0]!.lyrics = ''),
  },
  {
    rule: 'instrumental without lyrics language',
    at: ['track', 'lyricsLanguage'],
    breakIt: (d) => instrumental(d, { lyricsLanguage: 'en' }),
    text: 'Leave this empty for an instrumental track',
    fix: (d) => (d.tracks[0]!.lyricsLanguage = ''),
  },
  {
    rule: 'instrumental without lyricists',
    at: ['track', 'lyricistsName'],
    breakIt: (d) => instrumental(d, { lyricistsName: ['Luna Vega'] }),
    text: 'Leave this empty for an instrumental track',
    fix: (d) => (d.tracks[0]!.lyricistsName = []),
  },
  { rule: 'lyrics language when not instrumental', at: ['track', 'lyricsLanguage'], breakIt: (d) => (d.tracks[0]!.lyricsLanguage = ''), text: 'Required' },
  // Explicitness and lyrics
  {
    rule: 'no Explicit and Clean mix',
    at: ['album', 'tracks'],
    breakIt: (d) => ((d.tracks[0]!.explicitness = Explicitness.YES), second(d, { explicitness: Explicitness.CLEAN })),
    text: 'Cannot add both Explicit and Clean tracks to the same release. Please create another release to distribute this version.',
    fix: (d) => (d.tracks[1]!.explicitness = Explicitness.NO),
  },
  {
    rule: 'explicit lyrics force Explicit',
    at: ['track', 'explicitness'],
    breakIt: (d) => (d.tracks[0]!.lyrics = 'What the fuck is going on'),
    text: "Track lyrics contain explicit terms. Please select 'Explicit' to continue",
    fix: (d) => (d.tracks[0]!.explicitness = Explicitness.YES),
  },
  {
    rule: 'lyrics at most 20,000',
    at: ['track', 'lyrics'],
    breakIt: (d) => (d.tracks[0]!.lyrics = `${'la '.repeat(6_667)}la`),
    text: 'Lyrics must be shorter than 20,000 characters',
    fix: (d) => (d.tracks[0]!.lyrics = 'la '.repeat(6_666)),
  },
  {
    rule: 'lyrics without emoji',
    at: ['track', 'lyrics'],
    breakIt: (d) => (d.tracks[0]!.lyrics = 'City lights\n🌃 all night'),
    text: 'Emoji is not allowed',
    fix: (d) => (d.tracks[0]!.lyrics = 'City lights\nall night'),
  },
  { rule: 'lyrics without special characters', at: ['track', 'lyrics'], breakIt: (d) => (d.tracks[0]!.lyrics = 'City {lights}'), text: 'Special characters are not allowed' },
  // Writers
  { rule: 'lyricists required', at: ['track', 'lyricistsName'], breakIt: (d) => (d.tracks[0]!.lyricistsName = ['']), text: 'Required' },
  { rule: 'songwriters required', at: ['track', 'songwritersName'], breakIt: (d) => (d.tracks[0]!.songwritersName = []), text: 'Required' },
  { rule: 'songwriters without emoji', at: ['track', 'songwritersName'], breakIt: (d) => (d.tracks[0]!.songwritersName = ['Luna ⭐']), text: 'Emoji is not allowed' },
  { rule: 'lyricists without special characters', at: ['track', 'lyricistsName'], breakIt: (d) => (d.tracks[0]!.lyricistsName = ['Luna_Vega']), text: 'Special characters are not allowed' },
  // Cover versions
  {
    rule: 'cover needs the original title',
    at: ['track', 'originalTitle'],
    breakIt: (d) => cover(d, { originalTitle: '' }),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.originalTitle = 'Moonlight Road'),
  },
  {
    rule: 'cover needs the original songwriters',
    at: ['track', 'originalSongwritersName'],
    breakIt: (d) => cover(d, { originalSongwritersName: [] }),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.originalSongwritersName = ['Ada Brook']),
  },
  {
    rule: 'original title only for covers',
    at: ['track', 'originalTitle'],
    breakIt: (d) => (d.tracks[0]!.originalTitle = 'Moonlight Road'),
    text: 'Leave this empty unless the track is a cover version',
    fix: (d) => cover(d, {}),
  },
  // Remix
  {
    rule: 'remix needs a remixer',
    at: ['track', 'uniContributorObjects'],
    breakIt: (d) => (d.tracks[0]!.version = 'Remix'),
    text: 'Songs of remix version must have at least one remixer as contributor',
    fix: (d) => d.tracks[0]!.uniContributorObjects!.push({ name: 'DJ Sol', role: 3 }),
  },
  {
    rule: 'no remixer without remix',
    at: ['track', 'uniContributorObjects'],
    breakIt: (d) => d.tracks[0]!.uniContributorObjects!.push({ name: 'DJ Sol', role: 3 }),
    text: 'Non-remix songs cannot have remixers as contributors',
    fix: (d) => (d.tracks[0]!.version = 'Remix'),
  },
  // Artists and contributors
  {
    rule: 'at most 50 featured artists',
    at: ['track', 'uniFeaturedArtistObjects'],
    breakIt: (d) => (d.tracks[0]!.uniFeaturedArtistObjects = many(51, (i) => ({ id: 100 + i, name: `Guest ${i}` }))),
    text: 'You can add at most 50 featured artists',
    fix: (d) => d.tracks[0]!.uniFeaturedArtistObjects!.pop(),
  },
  {
    rule: 'not both primary and featured',
    at: ['track', 'uniFeaturedArtistObjects'],
    breakIt: (d) => (d.tracks[0]!.uniFeaturedArtistObjects = [luna]),
    text: 'An artist cannot be both a primary artist and a featured artist at the same time',
  },
  {
    rule: 'not both primary and featured, one of them typed by name',
    at: ['track', 'uniFeaturedArtistObjects'],
    breakIt: (d) => (d.tracks[0]!.uniFeaturedArtistObjects = [{ name: ' luna  VEGA ' }]),
    text: 'An artist cannot be both a primary artist and a featured artist at the same time',
  },
  { rule: 'contributors required', at: ['track', 'uniContributorObjects'], breakIt: (d) => (d.tracks[0]!.uniContributorObjects = []), text: 'Required' },
  {
    rule: 'at most 50 contributors',
    at: ['track', 'uniContributorObjects'],
    breakIt: (d) => (d.tracks[0]!.uniContributorObjects = many(51, (i) => ({ name: `Player ${i}`, role: 30 }))),
    text: 'You can add at most 50 entries',
    fix: (d) => d.tracks[0]!.uniContributorObjects!.pop(),
  },
  {
    rule: 'every contributor has a role',
    at: ['track', 'uniContributorObjects'],
    breakIt: (d) => d.tracks[0]!.uniContributorObjects!.push({ name: 'Ana Lima' }),
    text: 'Choose a role for each person.',
    fix: (d) => (d.tracks[0]!.uniContributorObjects![1]!.role = 5),
  },
  {
    rule: 'every production entry has a role',
    at: ['track', 'uniProductionAndEngineeringObjects'],
    breakIt: (d) => (d.tracks[0]!.uniProductionAndEngineeringObjects = [{ name: 'Kai Moreno' }]),
    text: 'Choose a role for each person.',
  },
  { rule: 'production required', at: ['track', 'uniProductionAndEngineeringObjects'], breakIt: (d) => (d.tracks[0]!.uniProductionAndEngineeringObjects = []), text: 'Required' },
  {
    rule: 'at most 50 production entries',
    at: ['track', 'uniProductionAndEngineeringObjects'],
    breakIt: (d) => (d.tracks[0]!.uniProductionAndEngineeringObjects = many(51, (i) => ({ name: `Engineer ${i}`, role: 15 }))),
    text: 'You can add at most 50 entries',
    fix: (d) => d.tracks[0]!.uniProductionAndEngineeringObjects!.pop(),
  },
  // Publishing
  {
    rule: 'publishing percentage required',
    at: ['track', 'publishingPercentage'],
    breakIt: (d) => (d.tracks[0]!.publishingPercentage = undefined),
    text: 'Required',
    fix: (d) => (d.context.user.publishingContractType = PublishingContractType.RECORDING_ONLY),
  },
  {
    rule: 'publishing percentage 0 to 100',
    at: ['track', 'publishingPercentage'],
    breakIt: (d) => (d.tracks[0]!.publishingPercentage = 10_001),
    text: 'Enter a percentage from 0 to 100',
    fix: (d) => (d.tracks[0]!.publishingPercentage = 0),
  },
  {
    rule: 'existing publisher required for labels',
    at: ['track', 'existPublisher'],
    breakIt: (d) => (label(d), (d.album.publishers = ['Owl Music']), (d.tracks[0]!.existPublisher = undefined)),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.existPublisher = true),
  },
  {
    rule: 'existing publisher required when publishing above 0',
    at: ['track', 'existPublisher'],
    breakIt: (d) => (d.tracks[0]!.existPublisher = undefined),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.publishingPercentage = 0),
  },
  {
    rule: 'local society answered',
    at: ['track', 'existLocalSociety'],
    breakIt: (d) => (d.tracks[0]!.existLocalSociety = undefined),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.existPublisher = true),
  },
  // Licensed content
  { rule: 'licensed content answered', at: ['track', 'licensedContent'], breakIt: (d) => (d.context.user.allowLicense = true), text: 'Required', fix: (d) => (d.tracks[0]!.licensedContent = false) },
  {
    rule: 'licensed content type required',
    at: ['track', 'licensedContentType'],
    breakIt: (d) => licensed(d, { licensedContentType: undefined }),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.licensedContentType = 1),
  },
  {
    rule: 'licensed content type known',
    at: ['track', 'licensedContentType'],
    breakIt: (d) => licensed(d, { licensedContentType: 9 }),
    text: 'Choose a value from the list',
    fix: (d) => (d.tracks[0]!.licensedContentType = 5),
  },
  {
    rule: 'licensed content proof',
    at: ['track', 'licensedProofFile'],
    breakIt: (d) => licensed(d, { licensedProofFile: [] }),
    text: 'Required',
    fix: (d) => (d.tracks[0]!.licensedProofFile = ['file:proof']),
  },
  // Opt-ins
  {
    rule: 'music licensing needs no publisher',
    at: ['track', 'optInCML'],
    breakIt: (d) => optIn(d, 'optInCML', { existPublisher: true }),
    text: 'The track is unqualified for this',
    fix: (d) => (d.tracks[0]!.existPublisher = false),
  },
  {
    rule: 'music licensing needs 100 % publishing',
    at: ['track', 'optInCML'],
    breakIt: (d) => optIn(d, 'optInCML', { publishingPercentage: 5_000 }),
    text: 'The track is unqualified for this',
    fix: (d) => (d.tracks[0]!.publishingPercentage = 10_000),
  },
  {
    rule: 'music licensing refuses restricted covers',
    at: ['track', 'optInCML'],
    breakIt: (d) => (optIn(d, 'optInCML', {}), cover(d, {})),
    text: 'The track is unqualified for this',
    fix: (d) => (d.context.user.enforceCoverRestriction = false),
  },
  {
    rule: 'music licensing refuses restricted remixes',
    at: ['track', 'optInCML'],
    breakIt: (d) => optIn(d, 'optInCML', { version: 'Remix', uniContributorObjects: [{ name: 'DJ Sol', role: 3 }] }),
    text: 'The track is unqualified for this',
    fix: (d) => (d.context.user.enforceRemixRestriction = false),
  },
  {
    rule: 'music licensing and local societies',
    at: ['track', 'optInCML'],
    breakIt: (d) => optIn(d, 'optInCML', { existLocalSociety: true }),
    text: 'The track is unqualified for this',
    fix: (d) => (d.context.user.affiliatedSociety = 'bmi'),
  },
  {
    rule: 'CapCut opt-in like music licensing',
    at: ['track', 'optInCapCut'],
    breakIt: (d) => optIn(d, 'optInCapCut', { existLocalSociety: true }),
    text: 'The track is unqualified for this',
    fix: label,
  },
  {
    rule: 'full-song intention needs the new-recording contract, the flag and 100 %',
    at: ['track', 'mccFullSongIntention'],
    breakIt: (d) => optIn(d, 'mccFullSongIntention', {}),
    text: 'The track is unqualified for this',
    fix: (d) => ((d.context.user.publishingContractType = PublishingContractType.NEW_RECORDING_PUBLISHING), (d.context.user.enableOptInFullTrack = true)),
  },
  {
    rule: 'content identification refuses some genres',
    at: ['track', 'optInYouTubeContentID'],
    breakIt: (d) => optIn(d, 'optInYouTubeContentID', { mainGenre: 'classical' }),
    text: 'The track is unqualified for this',
    fix: (d) => licensed(d, {}),
  },
  {
    rule: 'content identification refuses covers',
    at: ['track', 'optInYouTubeContentID'],
    breakIt: (d) => (optIn(d, 'optInYouTubeContentID', {}), cover(d, {})),
    text: 'The track is unqualified for this',
    fix: (d) => licensed(d, {}),
  },
];

function instrumental(draft: Draft, overrides: Partial<TrackInput>) {
  Object.assign(draft.tracks[0]!, { isInstrumental: true, lyrics: '', lyricsLanguage: '', lyricistsName: [], ...overrides });
}
function cover(draft: Draft, overrides: Partial<TrackInput>) {
  Object.assign(draft.tracks[0]!, { version: 'Cover', originalTitle: 'Moonlight Road', originalSongwritersName: ['Ada Brook'], ...overrides });
}
function licensed(draft: Draft, overrides: Partial<TrackInput>) {
  draft.context.user.allowLicense = true;
  Object.assign(draft.tracks[0]!, { licensedContent: true, licensedContentType: 1, licensedProofFile: ['file:proof'], ...overrides });
}
function optIn(draft: Draft, flag: 'optInCML' | 'optInCapCut' | 'mccFullSongIntention' | 'optInYouTubeContentID', overrides: Partial<TrackInput>) {
  Object.assign(draft.tracks[0]!, { [flag]: true, ...overrides });
}

function messageAt(report: ReleaseReport, [where, field]: Path): string | undefined {
  const issue = where === 'album' ? report.album[field as keyof ReleaseReport['album']] : report.tracks[where === 'track' ? 0 : 1]?.[field as keyof TrackInput];
  return issue && render(issue.key, issue.params);
}

const run = (draft: Draft) => validateRelease(draft.album, draft.tracks, draft.context);

describe('release rules of document 3 section 5', () => {
  it('accepts the untouched release', () => {
    expect(run(baseline())).toEqual({ album: {}, tracks: [{}] });
  });

  it.each(rows)('$rule: the message appears when broken and disappears when fixed', ({ at, breakIt, text, fix }) => {
    const broken = baseline();
    breakIt(broken);
    expect(messageAt(run(broken), at)).toBe(text);

    const fixed = fix ? broken : baseline();
    fix?.(fixed);
    expect(messageAt(run(fixed), at)).toBeUndefined();
  });

  it('reports every track separately and stays clean for a valid 500-track album', () => {
    const draft = baseline();
    draft.tracks = many(500, (i) => track({ sequenceNumber: i + 1, title: `Song ${i + 1}` }));
    expect(reportIsClean(run(draft))).toBe(true);
    draft.tracks[321]!.title = '';
    const report = run(draft);
    expect(report.tracks.map((issues, index) => (Object.keys(issues).length ? index : -1)).filter((index) => index >= 0)).toEqual([321]);
  });
});
