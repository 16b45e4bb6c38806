import * as openExtraRoutes from '@portal/contract/heads/open-extras';
import * as passportRoutes from '@portal/contract/heads/passport';
import * as promotionRoutes from '@portal/contract/heads/promotion';
import * as teamRoutes from '@portal/contract/heads/team';
import type * as passport from '@portal/contract/passport';
import type * as promotion from '@portal/contract/promotion';
import type { BodyOf, QueryOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// What the shell around every page asks the API: the maintenance window, the teams to switch to, the e-mail proof
// and the paid-ads conversions.

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
