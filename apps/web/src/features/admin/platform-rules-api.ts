import * as songRoutes from '@portal/contract/heads/songs';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import type * as songs from '@portal/contract/songs';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The store availability rules in the console (document 3 section 5: "the rule tables themselves are not shown").

export type PlatformRule = BodyOf<typeof songs.savePlatformRules>['rules'][number];
export type PlatformRuleTable = ResponseOf<typeof songs.getPlatformRules>;

export const platformRulesQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'admin', 'platform-rules'],
  queryFn: ({ signal }) => api(songRoutes.getPlatformRules, { signal }),
  staleTime: 0,
});

/** Replaces the whole table; an empty list goes back to the built-in defaults. */
export const savePlatformRules = (rules: PlatformRule[]) => api(songRoutes.savePlatformRules, { body: { rules } });
