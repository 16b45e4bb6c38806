import * as songsHeads from '@portal/contract/heads/songs';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { SESSION_KEY } from './queries.ts';

/** The stores a release may go to, with their rules (the release form and the edit-stores page). */
export const platformChoicesQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'release-form', 'platforms'],
  queryFn: async ({ signal }) => (await api(songsHeads.releasePlatforms, { signal })).platforms,
});
