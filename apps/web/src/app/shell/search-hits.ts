import type { EntitySearchResult, EntitySearchType } from './shell-api.ts';

/** The kinds the header searches, in the order their groups are shown. */
export const SEARCH_TYPES: readonly EntitySearchType[] = ['song', 'album', 'artist', 'user', 'user_split_song', 'promotion_application'];

export interface SearchHit {
  key: string;
  title: string;
  /** A second line: artists, release, relation… already in words, or a message key with its variables. */
  detail: string | { key: string; vars?: Record<string, string | number> };
  to: string;
}

/** Where each found thing opens: its own page when it has one, else the list it belongs to. */
export function searchHits(result: EntitySearchResult): SearchHit[] {
  switch (result.type) {
    case 'song':
      return result.songs.map((song) => ({
        key: `song-${song.songId}`,
        title: song.version ? `${song.title} (${song.version})` : song.title,
        detail: `${song.artists} · ${song.albumTitle}`,
        to: `/library/${song.songId}`,
      }));
    case 'album':
      return result.albums.map((album) => ({ key: `album-${album.albumId}`, title: album.title, detail: album.artists.join(', '), to: `/release-management/${album.albumId}` }));
    case 'artist':
      return result.artists.map((artist) => ({
        key: `artist-${artist.artistId ?? artist.name}`,
        title: artist.name,
        detail: { key: 'search_artist_songs', vars: { count: artist.songCount } },
        // An artist of the account's list opens its page; a name only credited opens the songs crediting it.
        to: artist.artistId === null ? `/library?artist=${encodeURIComponent(artist.name)}` : `/artists/${artist.artistId}`,
      }));
    case 'user':
      return result.users.map((person) => ({
        key: `user-${person.email}`,
        title: person.name || person.email,
        detail: { key: person.relation === 'team_member' ? 'search_user_team_member' : 'search_user_split_collaborator', vars: { email: person.email } },
        to: person.relation === 'team_member' ? '/team' : '/revenue/splits',
      }));
    case 'user_split_song':
      return result.splitSongs.map((song) => ({
        key: `shared-${song.inviteId}`,
        title: song.songTitle,
        detail: { key: 'search_shared_song_detail', vars: { owner: song.ownerName ?? '', share: song.share } },
        to: '/revenue/splits?tab=shared',
      }));
    case 'promotion_application':
      return result.applications.map((application) => ({
        key: `application-${application.id}`,
        title: application.campaignTitle,
        detail: application.tracks.map((track) => track.title).join(', '),
        to: '/promotion/applications',
      }));
  }
}
