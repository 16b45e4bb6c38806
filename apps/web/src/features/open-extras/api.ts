import * as r from '@portal/contract/heads/open-extras';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

/** Confirms a newsletter subscription from the e-mailed double opt-in link. */
export const confirmNewsletter = (token: string) => api(r.confirmSubscription, { query: { token } });

/** The production-music library's offer behind an e-mailed link (decision 032). */
export const readContentSupplyOffer = (token: string) => api(r.openContentSupplyLead, { query: { token } });

/** The artist's answer to the offer: interested or not, with a message for the library team. */
export const answerContentSupplyOffer = (token: string, interested: boolean, message: string) => api(r.contentSupplyFeedback, { body: { token, interested, message } });

/** Accepts the offer for the signed-in account. */
export const acceptContentSupplyOffer = (token: string) => api(r.bindContentSupplyOffer, { body: { token } });

/** Stops the offer's e-mails. */
export const stopContentSupplyEmails = (token: string) => api(r.contentSupplyUnsubscribe, { body: { token } });

/** The account's content-supply offers: accepted for it, or sent to its e-mail address (the owner's). */
export const accountOffersQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'content-supply', 'mine'],
  queryFn: ({ signal }) => api(r.userContentSupplyLead, { signal }),
  staleTime: 0,
});
