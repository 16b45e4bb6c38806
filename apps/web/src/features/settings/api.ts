import * as passportRoutes from '@portal/contract/heads/passport';
import * as settingsRoutes from '@portal/contract/heads/settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'settings'] as const;

export const sessionsQuery = queryOptions({
  queryKey: [...KEY, 'sessions'],
  queryFn: ({ signal }) => api(settingsRoutes.listSessions, { signal }),
  staleTime: 0,
});

export const twoStepQuery = queryOptions({
  queryKey: [...KEY, 'two-step'],
  queryFn: ({ signal }) => api(passportRoutes.twoStepVerificationList, { signal }),
  staleTime: 0,
});

export const topicsQuery = queryOptions({
  queryKey: [...KEY, 'topics'],
  queryFn: ({ signal }) => api(settingsRoutes.emailSubscriptions, { signal }),
  staleTime: 0,
});

export const settingsKey = KEY;
