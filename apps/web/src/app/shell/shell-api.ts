import * as openExtraRoutes from '@portal/contract/heads/open-extras';
import * as passportRoutes from '@portal/contract/heads/passport';
import * as promotionRoutes from '@portal/contract/heads/promotion';
import * as songRoutes from '@portal/contract/heads/songs';
import * as supportRoutes from '@portal/contract/heads/support';
import * as teamRoutes from '@portal/contract/heads/team';
import type * as passport from '@portal/contract/passport';
import type * as promotion from '@portal/contract/promotion';
import type * as songs from '@portal/contract/songs';
import type * as support from '@portal/contract/support';
import type { BodyOf, QueryOf, ResponseOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// What the shell around every page asks the API: the maintenance window, the teams to switch to, the e-mail proof,
// the paid-ads conversions, the search in the header and the test mode's text-patch reports.

/** The maintenance window operators announce (/open/mawf, decision 032), before and after login. */
export const maintenanceWindowQuery = queryOptions({
  queryKey: ['open', 'mawf'],
  queryFn: ({ signal }) => api(openExtraRoutes.mawf, { signal }),
});

/** The accounts this user can act in: their own and the teams they joined. */
export const myTeamsQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'team', 'all'],
  queryFn: ({ signal }) => api(teamRoutes.allTeams, { signal }),
  staleTime: 60_000,
});

/** Sends a code to the user's own e-mail address to prove it. */
export const sendEmailProofCode = () => api(passportRoutes.sendEmailProofCode, { body: {} });

/** Proves the user's e-mail address with the code sent to it. */
export const proveEmail = (code: BodyOf<typeof passport.proveEmail>['code']) => api(passportRoutes.proveEmail, { body: { code } });

/** Records a paid-ads conversion event for the account; the answer says whether it is due and reported for the first time. */
export const recordAdEvent = (eventName: QueryOf<typeof promotion.updateGaEvents>['eventName']) => api(promotionRoutes.updateGaEvents, { query: { eventName } });

export type EntitySearchType = BodyOf<typeof songs.searchEntity>['type'];
export type EntitySearchResult = ResponseOf<typeof songs.searchEntity>;

/** The first hits of one kind for the header's search (document 1 section 3 "Search"). */
export const entitySearchQuery = (type: EntitySearchType, value: string, count = 5) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'search', 'entity', type, value, count],
    queryFn: ({ signal }) => api(songRoutes.searchEntity, { body: { type, value, offset: 0, count }, signal }),
    staleTime: 30_000,
  });

/** A tester's report of a wrong or missing text (test mode only, decision 065); it reaches the operators' inbox. */
export const reportTextPatch = (body: BodyOf<typeof support.reportTextPatch>) => api(supportRoutes.reportTextPatch, { body });

/** Asks for the newsletter: a confirmation link goes to the address first (double opt-in, decision 032). */
export const subscribeNewsletter = (email: string) => api(openExtraRoutes.subscribeNewsletter, { body: { email } });
