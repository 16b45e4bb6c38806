import { REMIXER_ROLE_ID } from '../catalog/contributor-roles.ts';
import { blockedArtistNameKeywords } from '../catalog/keywords.ts';
import { genres } from '../catalog/genres.ts';
import { metadataLanguages } from '../catalog/metadata-languages.ts';
import { isTimezone } from '../catalog/timezones.ts';
import { platformById, storeSelectionIssues } from '../catalog/platforms.ts';
import { containsEmoji, isValidIswc, normaliseIsrc, normaliseUpc } from './identifiers.ts';
import { contentIdQualified, fullSongQualified, licensingQualified } from './opt-in-rules.ts';
import { RuleMessage as M, type RuleIssue } from './messages.ts';
import {
  Explicitness,
  LicensedContentType,
  ReleaseTimeType,
  parseVersion,
  publishingEnabled,
  type AlbumInput,
  personNameKey,
  type ArtistRef,
  type ContributorRef,
  type ReleaseRuleContext,
  type TrackInput,
} from './model.ts';
import { characterIssue, forbiddenWordIn, hasExplicitTerms, longerThan, lyricsCharacterIssue, restrictedVersionWord } from './text-checks.ts';

export const RELEASE_LIMITS = {
  titleMax: 255,
  englishTitleMax: 500,
  lyricsMax: 20_000,
  albumPrimaryArtistsMax: 5,
  listMax: 50,
  percentageMaxBasisPoints: 10_000,
  releaseEarliestDays: 3,
  releaseLatestYears: 1,
} as const;

/** Contributor roles with a rule of their own (document 1 section 3). */
const DAY_MS = 86_400_000;
const ORIGINAL_RELEASE_EARLIEST = Date.UTC(1970, 0, 1);

const languageCodes = new Set(metadataLanguages.map((language) => language.code));
const genreById = new Map(genres.map((genre) => [genre.id, genre]));
const blockedArtistNames = new Map(blockedArtistNameKeywords.filter((entry) => entry.store === 'all').map((entry) => [entry.keyword.toLowerCase(), entry.keyword]));
const releaseTimeTypes = new Set<number>(Object.values(ReleaseTimeType));
const licensedContentTypes = new Set<number>(Object.values(LicensedContentType));
const explicitnessValues = new Set<number>(Object.values(Explicitness));

export type AlbumField = keyof AlbumInput | 'tracks';
export type TrackField = keyof TrackInput;

/** One message per field: the first rule that fails, in the order of document 3 section 5. */
export interface ReleaseReport {
  album: Partial<Record<AlbumField, RuleIssue>>;
  tracks: Partial<Record<TrackField, RuleIssue>>[];
}

export const reportIsClean = (report: ReleaseReport) => Object.keys(report.album).length === 0 && report.tracks.every((track) => Object.keys(track).length === 0);

const blank = (value: string | undefined | null) => !value?.trim();
/** A card with the artist's id and a name typed by hand are one artist. */
const nameKey = (artist: ArtistRef) => personNameKey(artist.name);
const containsEmojiOnly = (text: string): RuleIssue | undefined => (containsEmoji(text) ? { key: M.emoji } : undefined);
const names = (artists: readonly { name: string }[] | undefined) => (artists ?? []).map((artist) => artist.name.trim()).filter((name) => [...name].length >= 2);

interface TitleRules {
  max: number;
  tooLong: RuleIssue['key'];
  forbiddenNames: readonly string[];
  required?: boolean;
  specialCharacters?: boolean;
}

/** Titles share the emoji, special-character, length and keyword checks (the English title skips special characters). */
function titleIssue(title: string | undefined, rules: TitleRules): RuleIssue | undefined {
  if (blank(title)) return rules.required === false ? undefined : { key: M.required };
  const text = title!;
  const characters = rules.specialCharacters === false ? containsEmojiOnly(text) : characterIssue(text);
  if (characters) return characters;
  if (longerThan(text, rules.max)) return { key: rules.tooLong };
  const word = forbiddenWordIn(text, rules.forbiddenNames);
  return word ? { key: M.titleContains, params: { word } } : undefined;
}

function versionIssue(version: string | undefined): RuleIssue | undefined {
  if (blank(version)) return undefined;
  const parsed = parseVersion(version);
  if (parsed.keyword === 'Remastered' && !parsed.year) return { key: M.remasteredYear };
  const characters = characterIssue(version!);
  if (characters) return characters;
  const word = parsed.custom ? restrictedVersionWord(parsed.custom) : undefined;
  return word ? { key: M.versionKeyword, params: { word } } : undefined;
}

function languageIssue(language: string | undefined, required: boolean): RuleIssue | undefined {
  if (blank(language)) return required ? { key: M.required } : undefined;
  return languageCodes.has(language!) ? undefined : { key: M.invalidLanguage, params: { value: language! } };
}

function genreIssues(mainGenre: string | undefined, subGenre: string | undefined, required: boolean) {
  const issues: { mainGenre?: RuleIssue; subGenre?: RuleIssue } = {};
  if (blank(mainGenre)) {
    if (required) issues.mainGenre = { key: M.required };
    return issues;
  }
  const genre = genreById.get(mainGenre!);
  if (!genre) issues.mainGenre = { key: M.unknownValue };
  else if (!blank(subGenre) && !genre.subgenres.some((sub) => sub.id === subGenre)) issues.subGenre = { key: M.subgenreMismatch };
  return issues;
}

function artistNameIssue(artists: readonly ArtistRef[] | undefined): RuleIssue | undefined {
  for (const artist of artists ?? []) {
    if (blank(artist.name)) return { key: M.required };
    const emoji = containsEmojiOnly(artist.name);
    if (emoji) return emoji;
    const blocked = blockedArtistNames.get(artist.name.trim().toLowerCase());
    if (blocked) return { key: M.artistNameBlocked, params: { word: artist.name.trim() } };
  }
  return undefined;
}

function listIssue(items: readonly unknown[] | undefined, tooMany: RuleIssue['key'], required: boolean): RuleIssue | undefined {
  if (!items?.length) return required ? { key: M.required } : undefined;
  return items.length > RELEASE_LIMITS.listMax ? { key: tooMany } : undefined;
}

function peopleNamesIssue(list: readonly string[] | undefined, required: boolean): RuleIssue | undefined {
  const filled = (list ?? []).filter((name) => !blank(name));
  if (!filled.length) return required ? { key: M.required } : undefined;
  for (const name of filled) {
    const characters = characterIssue(name);
    if (characters) return characters;
  }
  return filled.length > RELEASE_LIMITS.listMax ? { key: M.contributorsMax } : undefined;
}

function albumIssues(album: AlbumInput, tracks: readonly TrackInput[], context: ReleaseRuleContext) {
  const issues: ReleaseReport['album'] = {};
  const set = (field: AlbumField, issue: RuleIssue | undefined) => {
    if (issue && !issues[field]) issues[field] = issue;
  };
  const allArtistNames = [...names(album.uniMainArtistObjects), ...tracks.flatMap((track) => [...names(track.uniMainArtistObjects), ...names(track.uniFeaturedArtistObjects)])];

  set('title', titleIssue(album.title, { max: RELEASE_LIMITS.titleMax, tooLong: M.titleTooLong, forbiddenNames: allArtistNames }));
  set('version', versionIssue(album.version));
  set('language', languageIssue(album.language, true));
  if (blank(album.cover)) set('cover', { key: M.required });

  const publishers = (album.publishers ?? []).filter((publisher) => !blank(publisher));
  if (context.user.isLabel && !publishers.length) set('publishers', { key: M.required });
  for (const publisher of publishers) {
    set('publishers', containsEmojiOnly(publisher));
    if (!/^[\p{L}\p{N} .]+$/u.test(publisher)) set('publishers', { key: M.publisherCharacters });
  }
  if (!blank(album.recordLabel)) set('recordLabel', containsEmojiOnly(album.recordLabel!));

  if (album.isPreviouslyReleased === undefined) set('isPreviouslyReleased', { key: M.required });
  const previouslyReleased = album.isPreviouslyReleased === true;
  if (blank(album.upc)) {
    if (previouslyReleased) set('upc', { key: M.required });
  } else if (!normaliseUpc(album.upc!)) set('upc', { key: M.invalidFormat });

  const primary = album.uniMainArtistObjects ?? [];
  if (!primary.length) set('uniMainArtistObjects', { key: M.required });
  else if (primary.length > RELEASE_LIMITS.albumPrimaryArtistsMax) set('uniMainArtistObjects', { key: M.primaryArtistsMax });
  else set('uniMainArtistObjects', artistNameIssue(primary));

  const original = album.originalReleaseTime;
  if (previouslyReleased) {
    if (original == null) set('originalReleaseTime', { key: M.required });
    else if (original >= context.now || original <= ORIGINAL_RELEASE_EARLIEST) set('originalReleaseTime', { key: M.originalReleaseRange });
  } else if (original != null) set('originalReleaseTime', { key: M.originalReleaseNotEmpty });

  const genre = genreIssues(album.mainGenre, album.subGenre, true);
  set('mainGenre', genre.mainGenre);
  set('subGenre', genre.subGenre);

  const release = album.releaseTime;
  if (release == null) set('releaseTime', { key: M.required });
  else if (release > addYears(context.now, RELEASE_LIMITS.releaseLatestYears)) set('releaseTime', { key: M.releaseTooLate });
  else if (release < context.now + RELEASE_LIMITS.releaseEarliestDays * DAY_MS) set('releaseTime', { key: M.releaseTooEarly });

  if (album.optInPrerelease === undefined) set('optInPrerelease', { key: M.required });
  if (album.optInPrerelease) {
    if (album.preReleaseTime == null) set('preReleaseTime', { key: M.required });
    else if (release != null && album.preReleaseTime >= release) set('preReleaseTime', { key: M.preReleaseTooLate });
  } else if (album.preReleaseTime != null) set('preReleaseTime', { key: M.preReleaseNotEmpty });

  if (blank(album.timezone)) set('timezone', { key: M.required });
  else if (!isTimezone(album.timezone!)) set('timezone', { key: M.unknownValue });
  if (album.releaseTimeType === undefined) set('releaseTimeType', { key: M.required });
  else if (!releaseTimeTypes.has(album.releaseTimeType)) set('releaseTimeType', { key: M.unknownValue });

  set('stores', storesIssue(album.stores ?? {}, context));

  if (!tracks.length) set('tracks', { key: M.tracksNone });
  else if (context.kind === 'SINGLE' && tracks.length > 1) set('tracks', { key: M.singleOneTrack });
  else if (tracks.length > context.trackLimit) set('tracks', { key: M.tracksTooMany, params: { max: context.trackLimit } });
  else {
    const explicit = tracks.some((track) => track.explicitness === Explicitness.YES);
    const clean = tracks.some((track) => track.explicitness === Explicitness.CLEAN);
    if (explicit && clean) set('tracks', { key: M.explicitCleanMix });
  }
  return issues;
}

function storesIssue(selected: Record<string, boolean>, context: ReleaseRuleContext): RuleIssue | undefined {
  const issue = storeSelectionIssues(selected, context.availableStores)[0];
  if (!issue) return undefined;
  if (issue.problem === 'none_selected') return { key: M.storesNone };
  const key = issue.problem === 'not_allowed' ? M.storeNotAllowed : issue.problem === 'required' ? M.storeRequired : M.storeNotSupported;
  return { key, params: { id: issue.platformId, name: platformById(issue.platformId)?.name ?? String(issue.platformId) } };
}

function addYears(epochMs: number, years: number): number {
  const date = new Date(epochMs);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime();
}

function trackIssues(track: TrackInput, album: AlbumInput, context: ReleaseRuleContext): Partial<Record<TrackField, RuleIssue>> {
  const issues: Partial<Record<TrackField, RuleIssue>> = {};
  const set = (field: TrackField, issue: RuleIssue | undefined) => {
    if (issue && !issues[field]) issues[field] = issue;
  };
  const { user } = context;
  const version = parseVersion(track.version);
  const isCover = version.keyword === 'Cover';
  const isRemix = version.keyword === 'Remix';
  const contributors = track.uniContributorObjects ?? [];
  const production = track.uniProductionAndEngineeringObjects ?? [];
  const ownNames = [...names(track.uniMainArtistObjects), ...names(track.uniFeaturedArtistObjects), ...names(contributors), ...names(production)];

  if (track.sequenceNumber === undefined) set('sequenceNumber', { key: M.required });
  else if (!(track.sequenceNumber > 0)) set('sequenceNumber', { key: M.sequencePositive });
  if (blank(track.fullAudio)) set('fullAudio', { key: M.audioRequired });
  if (!track.clipAudios?.some((clip) => !blank(clip))) set('clipAudios', { key: M.audioRequired });

  set('title', titleIssue(track.title, { max: RELEASE_LIMITS.titleMax, tooLong: M.titleTooLong, forbiddenNames: ownNames }));
  const englishTitle = { max: RELEASE_LIMITS.englishTitleMax, tooLong: M.englishTitleTooLong, forbiddenNames: ownNames, required: false, specialCharacters: false };
  set('englishTitle', titleIssue(track.englishTitle, englishTitle));
  set('version', versionIssue(track.version));
  set('language', languageIssue(track.language, false));

  const genre = genreIssues(track.mainGenre, track.subGenre, false);
  set('mainGenre', genre.mainGenre);
  set('subGenre', genre.subGenre);

  if (track.isInstrumental === undefined) set('isInstrumental', { key: M.required });
  const instrumental = track.isInstrumental === true;
  if (instrumental) {
    if (!blank(track.lyricsLanguage)) set('lyricsLanguage', { key: M.instrumentalEmpty });
    if (!blank(track.lyrics)) set('lyrics', { key: M.instrumentalEmpty });
    if ((track.lyricistsName ?? []).some((name) => !blank(name))) set('lyricistsName', { key: M.instrumentalEmpty });
    if (track.explicitness !== undefined && track.explicitness !== Explicitness.NO) set('explicitness', { key: M.instrumentalExplicit });
  } else {
    set('lyricsLanguage', languageIssue(track.lyricsLanguage, true));
    set('lyricistsName', peopleNamesIssue(track.lyricistsName, true));
  }
  set('songwritersName', peopleNamesIssue(track.songwritersName, true));

  if (track.explicitness === undefined) set('explicitness', { key: M.required });
  else if (!explicitnessValues.has(track.explicitness)) set('explicitness', { key: M.unknownValue });
  if (!blank(track.lyrics)) {
    const lyrics = track.lyrics!;
    if (longerThan(lyrics, RELEASE_LIMITS.lyricsMax)) set('lyrics', { key: M.lyricsTooLong });
    else set('lyrics', lyricsCharacterIssue(lyrics));
    if (track.explicitness !== Explicitness.YES && hasExplicitTerms(lyrics)) set('explicitness', { key: M.lyricsExplicit });
  }

  if (isCover && user.enforceCoverRestriction) {
    if (blank(track.originalTitle)) set('originalTitle', { key: M.required });
    if (!(track.originalSongwritersName ?? []).some((name) => !blank(name))) set('originalSongwritersName', { key: M.required });
  } else if (!blank(track.originalTitle)) set('originalTitle', { key: M.originalTitleNotEmpty });
  if (!blank(track.originalTitle)) {
    set('originalTitle', characterIssue(track.originalTitle!));
    if (longerThan(track.originalTitle!, RELEASE_LIMITS.englishTitleMax)) set('originalTitle', { key: M.englishTitleTooLong });
  }

  const hasRemixer = contributors.some((contributor) => contributor.role === REMIXER_ROLE_ID);
  if (isRemix && !hasRemixer) set('uniContributorObjects', { key: M.remixNeedsRemixer });
  if (!isRemix && hasRemixer) set('uniContributorObjects', { key: M.nonRemixRemixer });

  const previouslyReleased = album.isPreviouslyReleased === true || track.isPreviouslyReleased === true;
  if (blank(track.isrc)) {
    if (previouslyReleased) set('isrc', { key: M.required });
  } else if (!normaliseIsrc(track.isrc!)) set('isrc', { key: M.invalidFormat });
  if (!blank(track.iswc) && !isValidIswc(track.iswc!)) set('iswc', { key: M.invalidFormat });

  const primary = track.uniMainArtistObjects ?? [];
  const featured = track.uniFeaturedArtistObjects ?? [];
  if (!primary.length) set('uniMainArtistObjects', { key: M.required });
  else {
    const onTrack = new Set(primary.map(nameKey));
    if ((album.uniMainArtistObjects ?? []).some((artist) => !onTrack.has(nameKey(artist)))) set('uniMainArtistObjects', { key: M.albumArtistsOnTracks });
    else set('uniMainArtistObjects', artistNameIssue(primary));
  }
  if (featured.length > RELEASE_LIMITS.listMax) set('uniFeaturedArtistObjects', { key: M.featuredArtistsMax });
  else {
    const primaryKeys = new Set(primary.map(nameKey));
    if (featured.some((artist) => primaryKeys.has(nameKey(artist)))) set('uniFeaturedArtistObjects', { key: M.primaryAndFeatured });
    else set('uniFeaturedArtistObjects', artistNameIssue(featured));
  }
  set('uniContributorObjects', listIssue(contributors, M.contributorsMax, true) ?? contributorNameIssue(contributors));
  set('uniProductionAndEngineeringObjects', listIssue(production, M.contributorsMax, true) ?? contributorNameIssue(production));

  const publishing = publishingEnabled(user);
  const percentage = track.publishingPercentage;
  if (percentage === undefined) {
    if (publishing) set('publishingPercentage', { key: M.required });
  } else if (!Number.isInteger(percentage) || percentage < 0 || percentage > RELEASE_LIMITS.percentageMaxBasisPoints) {
    set('publishingPercentage', { key: M.percentageRange });
  }
  if (track.existPublisher === undefined && (user.isLabel || (publishing && (percentage ?? 0) > 0))) set('existPublisher', { key: M.required });
  if (!user.isLabel && track.existPublisher !== true && track.existLocalSociety === undefined) set('existLocalSociety', { key: M.required });

  if (user.allowLicense) {
    if (track.licensedContent === undefined) set('licensedContent', { key: M.required });
    else if (track.licensedContent) {
      if (track.licensedContentType === undefined) set('licensedContentType', { key: M.required });
      else if (!licensedContentTypes.has(track.licensedContentType)) set('licensedContentType', { key: M.unknownValue });
      if (!track.licensedProofFile?.some((file) => !blank(file))) set('licensedProofFile', { key: M.required });
    }
  }

  if (track.optInPromote === undefined) set('optInPromote', { key: M.required });
  const licensing = licensingQualified(track, user);
  if (track.optInCML && !licensing) set('optInCML', { key: M.unqualified });
  if (track.optInCapCut && !licensing) set('optInCapCut', { key: M.unqualified });
  if (track.mccFullSongIntention && !fullSongQualified(track, user)) set('mccFullSongIntention', { key: M.unqualified });
  if (track.optInYouTubeContentID && !contentIdQualified(track, album)) set('optInYouTubeContentID', { key: M.unqualified });
  return issues;
}

function contributorNameIssue(list: readonly ContributorRef[]): RuleIssue | undefined {
  for (const contributor of list) {
    if (blank(contributor.name)) return { key: M.required };
    if (contributor.role === undefined) return { key: M.contributorRole };
    const characters = characterIssue(contributor.name);
    if (characters) return characters;
  }
  return undefined;
}

/** Rules that compare tracks with each other: sequence numbers, duplicate titles, ISRCs. */
function crossTrackIssues(tracks: readonly TrackInput[], report: ReleaseReport['tracks']) {
  const seenSequence = new Map<number, number>();
  const seenTitle = new Map<string, number>();
  const seenIsrc = new Map<string, number>();
  const artistsKey = (artists: ArtistRef[] | undefined) => (artists ?? []).map(nameKey).sort().join('|');
  tracks.forEach((track, index) => {
    const issues = report[index]!;
    if (track.sequenceNumber !== undefined && !issues.sequenceNumber) {
      if (seenSequence.has(track.sequenceNumber)) issues.sequenceNumber = { key: M.sequenceUnique };
      else seenSequence.set(track.sequenceNumber, index);
    }
    if (!blank(track.title) && !issues.title) {
      const key = [track.title!.trim().toLowerCase(), (track.version ?? '').trim().toLowerCase(), artistsKey(track.uniMainArtistObjects), artistsKey(track.uniFeaturedArtistObjects)].join('\n');
      if (seenTitle.has(key)) issues.title = { key: M.duplicateTrackTitle };
      else seenTitle.set(key, index);
    }
    const isrc = blank(track.isrc) ? null : normaliseIsrc(track.isrc!);
    if (isrc && !issues.isrc) {
      if (seenIsrc.has(isrc)) issues.isrc = { key: M.isrcDuplicate };
      else seenIsrc.set(isrc, index);
    }
  });
}

/** The per-field report of document 3 section 4, for the album and every track; the same in browser and server. */
export function validateRelease(album: AlbumInput, tracks: readonly TrackInput[], context: ReleaseRuleContext): ReleaseReport {
  const report: ReleaseReport = {
    album: albumIssues(album, tracks, context),
    tracks: tracks.map((track) => trackIssues(track, album, context)),
  };
  crossTrackIssues(tracks, report.tracks);
  return report;
}
