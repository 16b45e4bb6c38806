import * as userRoutes from '@portal/contract/heads/user';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

/**
 * The account's releases and its songs per release status (GET /user/album_song_count), read fresh: the copy in
 * GET /user is as old as the session's user answer.
 */
export const catalogueCountsQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'album-song-count'],
  queryFn: ({ signal }) => api(userRoutes.albumSongCount, { signal }),
  staleTime: 0,
});
