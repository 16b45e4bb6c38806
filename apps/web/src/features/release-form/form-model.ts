import { personNameKey, Explicitness, ReleaseTimeType, type AlbumInput, type ArtistRef, type TrackInput } from '@portal/domain/release/model';

export type ReleaseKind = 'ALBUM' | 'SINGLE';

/** A track as the form holds it: the request's fields plus a key that stays the same while tracks move. */
export interface FormTrack extends TrackInput {
  key: string;
}

export interface ReleaseFormState {
  kind: ReleaseKind;
  album: AlbumInput;
  tracks: FormTrack[];
}

let nextKey = 0;
export const trackKey = () => `t${Date.now().toString(36)}${(nextKey++).toString(36)}`;

/** What a new release starts with: the choices most artists make, nothing the rules would treat as answered for them. */
export function blankAlbum(artistName: string, timezone: string): AlbumInput {
  return {
    title: '',
    version: '',
    language: '',
    cover: '',
    publishers: [],
    recordLabel: '',
    upc: '',
    uniMainArtistObjects: artistName ? [{ name: artistName }] : [],
    isPreviouslyReleased: false,
    mainGenre: '',
    subGenre: '',
    releaseTimeType: ReleaseTimeType.GLOBAL,
    timezone,
    releaseTime: null,
    preReleaseTime: null,
    originalReleaseTime: null,
    optInPrerelease: false,
    stores: {},
    territories: [],
  };
}

export function blankTrack(sequenceNumber: number, album: AlbumInput): FormTrack {
  return {
    key: trackKey(),
    sequenceNumber,
    fullAudio: '',
    clipAudios: [],
    title: '',
    englishTitle: '',
    version: '',
    language: album.language ?? '',
    isInstrumental: false,
    lyricsLanguage: album.language ?? '',
    lyrics: '',
    explicitness: Explicitness.NO,
    lyricistsName: [],
    songwritersName: [],
    uniMainArtistObjects: [...(album.uniMainArtistObjects ?? [])],
    uniFeaturedArtistObjects: [],
    uniContributorObjects: [],
    uniProductionAndEngineeringObjects: [],
    existLocalSociety: false,
    existPublisher: false,
    optInPromote: false,
    isrc: '',
    iswc: '',
  };
}

export const withKeys = (tracks: TrackInput[]): FormTrack[] => tracks.map((track) => ({ ...track, key: trackKey() }));

/** The body the release calls take: the form without its client-side keys and with sequence numbers in list order. */
export function toRequest(state: ReleaseFormState) {
  return {
    kind: state.kind,
    album: state.album,
    tracks: state.tracks.map(({ key: _key, ...track }) => track),
  };
}

/** Moving a track renumbers the list so sequence numbers stay 1..n in the order shown. */
export function moveTrack(tracks: FormTrack[], from: number, to: number): FormTrack[] {
  const next = [...tracks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next.map((track, index) => ({ ...track, sequenceNumber: index + 1 }));
}

export function removeTrack(tracks: FormTrack[], index: number): FormTrack[] {
  return tracks.filter((_, position) => position !== index).map((track, position) => ({ ...track, sequenceNumber: position + 1 }));
}

/** After an artist was renamed in the editor: every place of the release that names it (by name) takes the new reference. */
export function withArtistRenamed(state: ReleaseFormState, before: string, after: ArtistRef): ReleaseFormState {
  const rename = (list: ArtistRef[] | undefined) => list?.map((artist) => (personNameKey(artist.name) === personNameKey(before) ? after : artist));
  return {
    ...state,
    album: { ...state.album, uniMainArtistObjects: rename(state.album.uniMainArtistObjects) },
    tracks: state.tracks.map((track) => ({ ...track, uniMainArtistObjects: rename(track.uniMainArtistObjects), uniFeaturedArtistObjects: rename(track.uniFeaturedArtistObjects) })),
  };
}

/** Per-release choices a reused recording does not bring along: its place, its territories and its opt-ins. */
const RELEASE_CHOICES = ['sequenceNumber', 'territories', 'optInCML', 'optInPromote', 'optInYouTubeContentID', 'optInCapCut', 'mccFullSongIntention'] as const;

/**
 * A track of another of the account's releases, reused on this one (the same ISRC, GET /song/isrc/detail): the
 * recording with its audio, credits and lyrics, marked as released before; the choices of this release stay.
 */
export function reuseRecording(recording: TrackInput): Partial<TrackInput> {
  const reused: Partial<TrackInput> = { ...recording, isPreviouslyReleased: true };
  for (const field of RELEASE_CHOICES) delete reused[field];
  return reused;
}
