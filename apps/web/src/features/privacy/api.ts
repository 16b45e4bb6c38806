import * as openExtraRoutes from '@portal/contract/heads/open-extras';
import * as settingsRoutes from '@portal/contract/heads/settings';
import type { BodyOf } from '@portal/contract/route';
import type * as settings from '@portal/contract/settings';
import { api } from '../../lib/api-client.ts';

export type UnsubscribeReason = NonNullable<BodyOf<typeof settings.unsubscribe>['surveyReason']>;

/** One-click unsubscribe from the e-mail topic of a link's ticket; answers the topic. */
export const unsubscribe = (ticket: string) => api(settingsRoutes.unsubscribe, { body: { ticket } });

/** The short survey after unsubscribing: why (a second call with the same ticket). */
export const sendUnsubscribeReason = (ticket: string, surveyReason: UnsubscribeReason) => api(settingsRoutes.unsubscribe, { body: { ticket, surveyReason } });

/** One-click unsubscribe from marketing e-mail (newsletter and promotions, decision 032). */
export const unsubscribeMarketing = (token: string) => api(openExtraRoutes.marketUnsubscribe, { body: { token } });
