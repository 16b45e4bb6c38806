import { head } from '../head.ts';

/** The operators' side of publishing (issue 5 section 8): registrations, works, and the societies' files. */
const admin = { tag: 'admin', access: 'admin' } as const;

export const adminPublishingRegistrations = head({
  method: 'GET',
  path: '/admin/publishing/registrations',
  ...admin,
});

export const decidePublishingRegistration = head({
  method: 'POST',
  path: '/admin/publishing/registrations/decide',
  ...admin,
});

export const adminPublishingWorks = head({
  method: 'GET',
  path: '/admin/publishing/works',
  ...admin,
});

export const exportPublishingCwr = head({
  method: 'POST',
  path: '/admin/publishing/cwr/export',
  ...admin,
  download: true,
});

export const importPublishingAcknowledgements = head({
  method: 'POST',
  path: '/admin/publishing/cwr/acknowledgements',
  ...admin,
});
