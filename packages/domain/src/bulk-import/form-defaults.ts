import type { AvailablePlatform } from '../catalog/platforms.ts';
import { Explicitness, type AlbumInput, type TrackInput } from '../release/model.ts';

/** Every store offered to the account (not the pseudo-platforms): what an import that names no stores chooses. */
export const everyOfferedStore = (offered: readonly AvailablePlatform[]): Record<string, boolean> =>
  Object.fromEntries(offered.filter((entry) => !entry.platform.pseudo).map((entry) => [String(entry.platform.id), true]));

/**
 * The answers of the release form that a source may not carry — a DDEX message says nothing of the stores chosen
 * (that is per recipient), presave, local societies or publishers, the promotion opt-in, a track's own languages;
 * a migrated store entry says no more — take the value the form starts with (apps/web/src/features/release-form/
 * form-model.ts): every offered store, No, not explicit, the release's language. What the source says is kept.
 */
export function withFormDefaults(album: AlbumInput, tracks: TrackInput[], offered: readonly AvailablePlatform[]): { album: AlbumInput; tracks: TrackInput[] } {
  return {
    album: { ...album, stores: album.stores ?? everyOfferedStore(offered), optInPrerelease: album.optInPrerelease ?? false },
    tracks: tracks.map((track) => ({
      ...track,
      language: track.language ?? album.language,
      isInstrumental: track.isInstrumental ?? false,
      // An instrumental has no lyrics, so no lyrics language.
      ...(track.isInstrumental ? {} : { lyricsLanguage: track.lyricsLanguage ?? album.language }),
      explicitness: track.explicitness ?? Explicitness.NO,
      existLocalSociety: track.existLocalSociety ?? false,
      existPublisher: track.existPublisher ?? false,
      optInPromote: track.optInPromote ?? false,
    })),
  };
}
