import type { SpotifyRelease } from './api.ts';

const normal = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase();

/**
 * A release the linked Spotify account lists under the song's title that is out already (its date, which Spotify
 * gives as a year, a month or a day, is not after today): editors take only music that is not out yet.
 */
export function releasedOnSpotify(releases: readonly SpotifyRelease[], songTitle: string, today: string): SpotifyRelease | null {
  const title = normal(songTitle);
  if (!title) return null;
  return releases.find((release) => normal(release.name) === title && release.releaseDate !== null && release.releaseDate.slice(0, 10) <= today) ?? null;
}
