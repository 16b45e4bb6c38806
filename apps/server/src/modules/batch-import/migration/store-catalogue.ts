import type { AssetSource, ImportedRelease, ReadIssue, SourcePlace } from '@portal/domain/bulk-import/model';
import { Explicitness, type AlbumInput, type TrackInput } from '@portal/domain/release/model';
import { genreFromText, isrcFromText, languageFromTag, upcFromText } from '../ern/catalogue-lookups.ts';
import { parseErnDate } from '../ern/ern-deals.ts';

/**
 * Quick migration (issue 10): an artist moving from another distributor brings releases that are already in the
 * stores. They are looked up by UPC or ISRC in a store catalogue, or read from the previous distributor's export, and
 * become releases that keep their identifiers and first release date, so the stores keep their history.
 */

export interface StoreArtist {
  name: string;
  role: 'primary' | 'featured';
}

export interface StoreTrack {
  sequenceNumber?: number;
  title: string;
  version?: string;
  isrc?: string;
  artists: StoreArtist[];
  durationMs?: number;
  explicit?: boolean;
  audio?: AssetSource;
  /** The form's own fields of a track the portal holds (a release it delivered): taken over as they are. */
  input?: TrackInput;
}

/** A release as a store (or the previous distributor) describes it. Dates are calendar dates, YYYY-MM-DD. */
export interface StoreRelease {
  /** Where the description comes from: `portal` for a release the portal delivered, else the store or export. */
  source: string;
  upc?: string;
  title: string;
  version?: string;
  type?: 'single' | 'ep' | 'album' | 'compilation';
  artists: StoreArtist[];
  label?: string;
  genre?: string;
  subgenre?: string;
  language?: string;
  releaseDate?: string;
  originalReleaseDate?: string;
  artwork?: AssetSource;
  tracks: StoreTrack[];
  /** The album fields of a release the portal holds. */
  album?: AlbumInput;
}

/** Where a migration looks releases up (a store's catalogue API, or what the portal knows). */
export interface StoreCatalogue {
  /** The release with this UPC (12 or 13 digits), with its tracks in order. */
  byUpc(upc: string): Promise<StoreRelease | undefined>;
  /** The release that holds the recording with this ISRC, with all its tracks. */
  byIsrc(isrc: string): Promise<StoreRelease | undefined>;
}

const primary = (artists: StoreArtist[]) => artists.filter((artist) => artist.role === 'primary').map(({ name }) => ({ name }));
const featured = (artists: StoreArtist[]) => artists.filter((artist) => artist.role === 'featured').map(({ name }) => ({ name }));

/**
 * The release a migration imports: the store's description in the form's fields, previously released, with its
 * original UPC and ISRCs and its first release date (the original date where the store knows one, else the date it
 * went on sale). The new release date is the user's to choose.
 */
export function importedFromStore(release: StoreRelease, place: SourcePlace, issues: ReadIssue[] = []): ImportedRelease {
  const readIssues = [...issues];
  const albumGenre = genreFromText(release.genre, release.subgenre);
  albumGenre.issues.forEach((issue) => readIssues.push({ track: null, ...issue }));
  const firstDateText = release.originalReleaseDate || release.releaseDate;
  const firstDate = parseErnDate(firstDateText);
  if (!firstDateText) readIssues.push({ track: null, field: 'originalReleaseTime', code: 'bulk_migration_original_date_missing' });
  else if (firstDate === undefined) readIssues.push({ track: null, field: 'originalReleaseTime', code: 'bulk_date_invalid', values: { value: firstDateText } });

  const held = release.album ?? {};
  const language = languageFromTag(release.language);
  if (release.language && !language) readIssues.push({ track: null, field: 'language', code: 'bulk_language_unknown', values: { language: release.language } });
  const album: AlbumInput = {
    ...withoutDates(held),
    title: release.title,
    ...(release.version && { version: release.version }),
    upc: upcFromText(release.upc),
    uniMainArtistObjects: held.uniMainArtistObjects ?? primary(release.artists),
    ...(release.label && { recordLabel: release.label }),
    ...(albumGenre.mainGenre ? { mainGenre: albumGenre.mainGenre, subGenre: albumGenre.subGenre } : {}),
    ...(language && { language }),
    isPreviouslyReleased: true,
    originalReleaseTime: held.originalReleaseTime ?? firstDate ?? null,
  };
  if (!album.upc) readIssues.push({ track: null, field: 'upc', code: 'bulk_migration_upc_missing' });

  const tracks = release.tracks.map((track, index) => {
    const input: TrackInput = {
      ...withoutFiles(track.input ?? {}),
      sequenceNumber: index + 1,
      title: track.title,
      ...(track.version && { version: track.version }),
      isrc: isrcFromText(track.isrc),
      uniMainArtistObjects: track.input?.uniMainArtistObjects ?? (primary(track.artists).length ? primary(track.artists) : album.uniMainArtistObjects),
      uniFeaturedArtistObjects: track.input?.uniFeaturedArtistObjects ?? featured(track.artists),
      isPreviouslyReleased: true,
    };
    if (track.explicit !== undefined && track.input?.explicitness === undefined) input.explicitness = track.explicit ? Explicitness.YES : Explicitness.NO;
    if (!input.isrc) readIssues.push({ track: index, field: 'isrc', code: 'bulk_migration_isrc_missing' });
    return { input, ...(track.audio && { audio: track.audio }), place: { ...place, reference: track.isrc ?? place.reference } };
  });
  const kind = release.type ? (release.type === 'single' ? 'SINGLE' : 'ALBUM') : tracks.length === 1 ? 'SINGLE' : 'ALBUM';
  return { kind, album, ...(release.artwork && { cover: release.artwork }), tracks, place, readIssues };
}

/** A held release's form fields without what belongs to its first life here: its dates and its stored files. */
function withoutDates(album: AlbumInput): AlbumInput {
  const { releaseTime: _release, preReleaseTime: _pre, optInPrerelease: _optIn, cover: _cover, ...rest } = album;
  return rest;
}

function withoutFiles(track: TrackInput): TrackInput {
  const { fullAudio: _audio, clipAudios: _clips, ...rest } = track;
  return rest;
}

/**
 * An export's description completed by the store's: what the export says stays, what it leaves out (dates, label,
 * genre, track order, artwork) comes from the store. Tracks are matched by ISRC; tracks the export lacks are added.
 */
export function completedBy(own: StoreRelease, store: StoreRelease): StoreRelease {
  const pick = <K extends keyof StoreRelease>(key: K) => (own[key] !== undefined && own[key] !== '' ? own[key] : store[key]);
  const ownByIsrc = new Map(own.tracks.filter((track) => track.isrc).map((track) => [isrcFromText(track.isrc), track]));
  const tracks = store.tracks.length
    ? store.tracks.map((track) => {
        const mine = ownByIsrc.get(isrcFromText(track.isrc));
        return mine ? { ...track, ...definedOnly(mine), artists: mine.artists.length ? mine.artists : track.artists } : track;
      })
    : own.tracks;
  const known = new Set(tracks.map((track) => isrcFromText(track.isrc)));
  return {
    ...store,
    source: own.source,
    upc: pick('upc'),
    title: pick('title') as string,
    version: pick('version'),
    type: pick('type'),
    artists: own.artists.length ? own.artists : store.artists,
    label: pick('label'),
    genre: pick('genre'),
    subgenre: own.genre ? own.subgenre : store.subgenre,
    language: pick('language'),
    releaseDate: pick('releaseDate'),
    originalReleaseDate: pick('originalReleaseDate'),
    artwork: pick('artwork'),
    tracks: [...tracks, ...own.tracks.filter((track) => !known.has(isrcFromText(track.isrc)))],
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
