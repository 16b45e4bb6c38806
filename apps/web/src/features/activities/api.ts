import * as r from '@portal/contract/heads/activities';
import * as songsHeads from '@portal/contract/heads/songs';
import * as systemRoutes from '@portal/contract/heads/system';
import type { ResponseOf } from '@portal/contract/route';
import type * as activities from '@portal/contract/activities';
import { queryOptions } from '@tanstack/react-query';
import type { ActivityListScope } from '@portal/domain/activities';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

export const ACTIVITIES_KEY = [...SESSION_KEY, 'activities'] as const;

export type Activity = ResponseOf<typeof activities.listActivities>['activities'][number];
export type ActivityDetail = ResponseOf<typeof activities.activityInfo>;

/** Statuses with the release statuses whose songs passed review (Approved, Delivered, Live). */
export const APPROVED_RELEASE_STATUSES = [30, 40, 50];

export const activityListQuery = (scope: ActivityListScope) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'list', scope],
    queryFn: ({ signal }) => api(r.listActivities, { query: { listActivityType: scope }, signal }),
    staleTime: 0,
  });

export const activityInfoQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'info', activityId],
    queryFn: () => api(r.activityInfo, { body: { activityId } }),
    staleTime: 0,
  });

/** The account's songs that passed review, to enter in a volume-up campaign. */
export const approvedSongsQuery = queryOptions({
  queryKey: [...ACTIVITIES_KEY, 'songs'],
  queryFn: async () => (await api(songsHeads.songList, { body: { offset: 0, count: 100, search: '', status: 'all' } })).songs.filter((song) => APPROVED_RELEASE_STATUSES.includes(song.status)),
});

export const takeInvite = (activityId: number) => api(r.activityInvite, { body: { activityId } });
export const joinVolumeUp = (activityId: number, songIds: number[]) => api(r.joinVolumeUp, { body: { activityId, songIds } });

/** E-mails a friend the sign-up link with the account's own invite code (POST /system/invite). */
export const inviteFriend = (email: string) => api(systemRoutes.systemInvite, { body: { email: email.trim() } });
