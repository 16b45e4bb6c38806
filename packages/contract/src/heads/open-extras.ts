import { head } from '../head.ts';

const open = { tag: 'open', access: 'public' } as const;

export const subscribeNewsletter = head({
  method: 'POST',
  path: '/open/subscribe',
  ...open,
});

export const confirmSubscription = head({
  method: 'GET',
  path: '/open/subscribe/confirm',
  ...open,
});

export const marketUnsubscribe = head({
  method: 'POST',
  path: '/open/market/unsubscribe',
  ...open,
});

export const feelgoodToken = head({
  method: 'GET',
  path: '/open/feelgood/token',
  ...open,
});

export const openContentSupplyLead = head({
  method: 'GET',
  path: '/open/content-supply/lead',
  ...open,
});

export const contentSupplyUnsubscribe = head({
  method: 'POST',
  path: '/open/content-supply/unsubscribe',
  ...open,
});

export const contentSupplyFeedback = head({
  method: 'POST',
  path: '/open/content-supply/feedback',
  ...open,
});

export const userContentSupplyLead = head({
  method: 'GET',
  path: '/content-supply/user/lead',
  tag: 'content-supply',
  access: 'user',
  permission: 'owner',
});

export const bindContentSupplyOffer = head({
  method: 'POST',
  path: '/content-supply/offer/bind',
  tag: 'content-supply',
  access: 'user',
  permission: 'owner',
});

export const adminCreateContentSupplyLead = head({
  method: 'POST',
  path: '/admin/content-supply/leads',
  tag: 'admin',
  access: 'admin',
});

export const adminContentSupplyLeads = head({
  method: 'GET',
  path: '/admin/content-supply/leads',
  tag: 'admin',
  access: 'admin',
});

export const mawf = head({
  method: 'GET',
  path: '/open/mawf',
  ...open,
});

export const adminSetMawf = head({
  method: 'PUT',
  path: '/admin/mawf',
  tag: 'admin',
  access: 'admin',
});
