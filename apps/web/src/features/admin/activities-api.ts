import * as r from '@portal/contract/heads/activities';
import type * as activities from '@portal/contract/activities';
import type { BodyOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// The operators' activities (decision 032): referral programmes and volume-up campaigns, created and closed.

export const ACTIVITIES_KEY = ['admin', 'activities'];

export const adminActivitiesQuery = queryOptions({
  queryKey: ACTIVITIES_KEY,
  queryFn: () => api(r.listActivities, { query: { listActivityType: 'admin' } }),
});

export const createActivity = (body: BodyOf<typeof activities.adminCreateActivity>) => api(r.adminCreateActivity, { body });

export const closeActivity = (activityId: number) => api(r.adminCloseActivity, { body: { activityId } });
