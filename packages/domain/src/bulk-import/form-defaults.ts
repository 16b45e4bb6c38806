import type { AvailablePlatform } from '../catalog/platforms.ts';
import type { AlbumInput, TrackInput } from '../release/model.ts';

/** Every store offered to the account (not the pseudo-platforms): what an import that names no stores chooses. */
export const everyOfferedStore = (offered: readonly AvailablePlatform[]): Record<string, boolean> =>
  Object.fromEntries(offered.filter((entry) => !entry.platform.pseudo).map((entry) => [String(entry.platform.id), true]));

/**
 * The answers of the release form that a source may not carry — a DDEX message says nothing of the stores chosen
 * (that is per recipient), of local societies or publishers, the promotion opt-in, or a track's own title language —
 * take the value the form starts with: every offered store, No, the release's language. What the source says is kept.
 */
export function withFormDefaults(album: AlbumInput, tracks: TrackInput[], offered: readonly AvailablePlatform[]): { album: AlbumInput; tracks: TrackInput[] } {
  return {
    album: album.stores === undefined ? { ...album, stores: everyOfferedStore(offered) } : album,
    tracks: tracks.map((track) => ({
      ...track,
      language: track.language ?? album.language,
      existLocalSociety: track.existLocalSociety ?? false,
      existPublisher: track.existPublisher ?? false,
      optInPromote: track.optInPromote ?? false,
    })),
  };
}
