import type { AvailablePlatform } from '../catalog/platforms.ts';

/** The release form's data (document 3 section 3) as the browser edits it and the server stores it. */

export const Explicitness = { NO: 0, YES: 1, CLEAN: 2 } as const;
export const LicensedContentType = { SAMPLE: 1, LICENSED_BEAT_INSTRUMENT: 2, REMIXED_CONTENT: 3, STOCK_SOUND_LOOP: 4, OTHER: 5 } as const;
export const PublishingContractType = { PUBLISHING_AND_RECORDING: 0, RECORDING_ONLY: 1, NEW_RECORDING_PUBLISHING: 2, PUBLISHING_ONLY: 3 } as const;
/** GLOBAL: one moment everywhere, read in the chosen timezone. LOCAL: that wall-clock time in each store's own zone. */
export const ReleaseTimeType = { GLOBAL: 1, LOCAL: 2 } as const;

export const versionKeywords = ['Cover', 'Remix', 'Live', 'Acoustic', 'Remastered'] as const;
export type VersionKeyword = (typeof versionKeywords)[number];

export interface ArtistRef {
  id?: number;
  name: string;
}

/** People's names (an account's artists, songwriters) compare whatever the case and spacing: this key tells two references to one person. */
export const personNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export interface ContributorRef {
  id?: number;
  name: string;
  /** One of the 56 contributor roles; unset while the person has not chosen one (a row just added to the form). */
  role?: number;
}

export interface TrackInput {
  sequenceNumber?: number;
  fullAudio?: string;
  clipAudios?: string[];
  title?: string;
  englishTitle?: string;
  version?: string;
  language?: string;
  isInstrumental?: boolean;
  lyricsLanguage?: string;
  lyrics?: string;
  explicitness?: number;
  mainGenre?: string;
  subGenre?: string;
  lyricistsName?: string[];
  songwritersName?: string[];
  originalTitle?: string;
  originalSongwritersName?: string[];
  isrc?: string;
  iswc?: string;
  uniMainArtistObjects?: ArtistRef[];
  uniFeaturedArtistObjects?: ArtistRef[];
  uniContributorObjects?: ContributorRef[];
  uniProductionAndEngineeringObjects?: ContributorRef[];
  existLocalSociety?: boolean;
  existPublisher?: boolean;
  /** Basis points, 0 to 10000 (shown as 0 to 100 per cent). */
  publishingPercentage?: number;
  territories?: string[];
  licensedContent?: boolean;
  licensedContentType?: number;
  licensedProofFile?: string[];
  optInCML?: boolean;
  optInPromote?: boolean;
  optInYouTubeContentID?: boolean;
  optInCapCut?: boolean;
  mccFullSongIntention?: boolean;
  isPreviouslyReleased?: boolean;
}

export interface AlbumInput {
  title?: string;
  version?: string;
  language?: string;
  cover?: string;
  publishers?: string[];
  recordLabel?: string;
  upc?: string;
  uniMainArtistObjects?: ArtistRef[];
  isPreviouslyReleased?: boolean;
  mainGenre?: string;
  subGenre?: string;
  releaseTimeType?: number;
  timezone?: string;
  /** Epoch milliseconds. */
  releaseTime?: number | null;
  preReleaseTime?: number | null;
  originalReleaseTime?: number | null;
  optInPrerelease?: boolean;
  /** Platform id -> selected. */
  stores?: Record<string, boolean>;
  territories?: string[];
}

/** What shapes the rules beyond the release itself: the user's flags of document 3 section 1 and the clock. */
export interface ReleaseRuleContext {
  now: number;
  kind: 'ALBUM' | 'SINGLE';
  trackLimit: number;
  user: ReleaseUserFlags;
  /** The platforms this user may choose, from availablePlatforms() of the catalogue. */
  availableStores: AvailablePlatform[];
}

export interface ReleaseUserFlags {
  isLabel: boolean;
  allowLicense: boolean;
  enforceCoverRestriction: boolean;
  enforceRemixRestriction: boolean;
  enableOptInFullTrack: boolean;
  /** The main contract covers publishing (every copyright type except RECORDING_ONLY). */
  publishingContractType: number;
  /** The collecting society the user is affiliated with, if any. */
  affiliatedSociety?: string;
}

export interface ParsedVersion {
  keyword?: VersionKeyword;
  year?: number;
  custom?: string;
}

/** "Remastered 2024" -> keyword and year; "Live" -> keyword; anything else is custom text. */
export function parseVersion(version: string | undefined): ParsedVersion {
  const text = (version ?? '').trim();
  if (!text) return {};
  const remastered = /^remastered(?:\s+(\d{4}))?$/i.exec(text);
  if (remastered) return { keyword: 'Remastered', year: remastered[1] ? Number(remastered[1]) : undefined };
  const keyword = versionKeywords.find((word) => word.toLowerCase() === text.toLowerCase());
  return keyword ? { keyword } : { custom: text };
}

export const publishingEnabled = (user: ReleaseUserFlags) => user.publishingContractType !== PublishingContractType.RECORDING_ONLY;
