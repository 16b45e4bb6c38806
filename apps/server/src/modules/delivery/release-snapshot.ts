import type { Explicitness, ReleaseTimeType } from '@portal/domain/release/model';

/**
 * Everything one ERN message says about a release, for one store, at one moment. The delivery job fills it from
 * the release tables; the message builder reads nothing else, so messages can be built and tested without a
 * database. Times are instants (Date); how they are written (global instant or local wall clock) follows
 * `releaseTimeType` and `timezone`.
 */
export interface ReleaseSnapshot {
  /** Unique per message (DDEX MessageId). */
  messageId: string;
  /** The same for every message about this release to this store (DDEX MessageThreadId). */
  threadId: string;
  createdAt: Date;
  /** Marks the message as a TestMessage (stores ingest it into their test systems only). */
  test?: boolean;
  /** Us: DPID (PADPIDA…) and name, from configuration. */
  sender: MessageParty;
  recipient: Recipient;
  release: SnapshotRelease;
  /** In sequence order. */
  tracks: SnapshotTrack[];
}

export interface MessageParty {
  /** A DDEX Party Identifier, `PADPIDA` followed by letters and digits. */
  dpid: string;
  name: string;
}

export interface Recipient extends MessageParty {
  /** What the store sells: streams, downloads or both (default both). Shapes the deals. */
  offers?: Offer[];
}

export type Offer = 'stream' | 'download';

export type ExplicitnessValue = (typeof Explicitness)[keyof typeof Explicitness];
export type ReleaseTimeTypeValue = (typeof ReleaseTimeType)[keyof typeof ReleaseTimeType];

export interface SnapshotArtist {
  name: string;
  role: 'primary' | 'featured';
  /** The artist's id at the recipient store (for example a Spotify artist id), when known. */
  storeArtistId?: string | null;
}

export interface SnapshotContributor {
  name: string;
  /** A contributor role id 0 to 55 (packages/domain/src/catalog/contributor-roles.ts). */
  roleId: number;
}

/** A year and the text as shown, conventionally "℗ 2025 Label" / "© 2025 Label". */
export interface CopyrightLine {
  year: number;
  text: string;
}

export interface SnapshotRelease {
  id: string | number;
  /** 12-digit UPC or 13-digit EAN, sent as the ICPN. */
  upc: string;
  type: ReleaseType;
  title: string;
  version?: string | null;
  /** Metadata language of the titles (BCP 47, for example 'en', 'ja', 'zh-Hans'); the message's default language. */
  language?: string | null;
  /** The artist line as shown, "A, B feat. C". */
  displayArtist: string;
  artists: SnapshotArtist[];
  labelName: string;
  genre: string;
  subgenre?: string | null;
  pLine: CopyrightLine;
  cLine: CopyrightLine;
  releaseTimeType: ReleaseTimeTypeValue;
  /** IANA zone the user chose: release dates are written as the wall clock there. */
  timezone: string;
  releaseAt: Date;
  originalReleaseAt?: Date | null;
  /** Pre-order / pre-save start; must be before releaseAt. */
  preReleaseAt?: Date | null;
  /** ['Worldwide'] or ISO 3166-1 alpha-2 codes (packages/domain/src/catalog/territories.ts). */
  territories: string[];
  explicitness: ExplicitnessValue;
  cover: SnapshotImage;
}

export type ReleaseType = 'Single' | 'EP' | 'Album';

export interface SnapshotImage {
  /** Name inside the release's resources/ folder. */
  fileName: string;
  md5: string;
  width: number;
  height: number;
  mimeType: 'image/jpeg' | 'image/png';
}

export interface SnapshotAudio {
  /** Name inside the release's resources/ folder. */
  fileName: string;
  md5: string;
  codec: 'WAV' | 'FLAC';
  bitsPerSample: number;
  sampleRateHz: number;
  channels: number;
}

/** The part of the track a store plays as its preview. */
export interface SnapshotClip {
  startMs: number;
  durationMs: number;
}

export interface SnapshotTrack {
  sequence: number;
  isrc: string;
  title: string;
  version?: string | null;
  durationMs: number;
  displayArtist: string;
  artists: SnapshotArtist[];
  contributors: SnapshotContributor[];
  explicitness: ExplicitnessValue;
  instrumental?: boolean;
  /** BCP 47 language of the vocals; 'zxx' or empty for none. */
  languageOfPerformance?: string | null;
  /** Track genre when it differs from the release's. */
  genre?: string | null;
  subgenre?: string | null;
  /** Sent as a LyricText resource (a UTF-8 text file) when present. */
  lyrics?: string | null;
  audio: SnapshotAudio;
  clip?: SnapshotClip | null;
}

/** File names in the DDEX style: `<UPC>_01_<sequence>.<ext>` for audio, `<UPC>.<ext>` for the cover. */
export const audioFileName = (upc: string, sequence: number, codec: SnapshotAudio['codec']) => `${upc}_01_${String(sequence).padStart(3, '0')}.${codec === 'FLAC' ? 'flac' : 'wav'}`;
export const coverFileName = (upc: string, mimeType: SnapshotImage['mimeType']) => `${upc}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
export const lyricsFileName = (upc: string, sequence: number) => `${upc}_01_${String(sequence).padStart(3, '0')}_lyrics.txt`;

const MINUTE_MS = 60_000;

/**
 * The release type stores use (Spotify's rule, which Apple Music follows): 1 to 3 tracks, each under 10 minutes and
 * together under 30, is a Single; up to 6 tracks under 30 minutes an EP; 7 tracks or 30 minutes and more an Album.
 * A release the user made as a single stays a Single.
 */
export function releaseTypeFor(kind: 'ALBUM' | 'SINGLE', trackDurationsMs: number[]): ReleaseType {
  if (kind === 'SINGLE') return 'Single';
  const total = trackDurationsMs.reduce((sum, ms) => sum + ms, 0);
  if (trackDurationsMs.length >= 7 || total >= 30 * MINUTE_MS) return 'Album';
  if (trackDurationsMs.length <= 3 && trackDurationsMs.every((ms) => ms < 10 * MINUTE_MS)) return 'Single';
  return 'EP';
}
