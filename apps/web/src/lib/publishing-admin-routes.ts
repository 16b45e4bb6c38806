import type * as publishingAdmin from '@portal/contract/publishing-admin';
import { endpoint as e } from './api-client.ts';

// The operator console's publishing calls, kept out of lib/api-routes.ts (that one is in the login page's first load).
export const publishingAdminRoutes = {
  adminPublishingRegistrations: e<typeof publishingAdmin.adminPublishingRegistrations>('GET', '/admin/publishing/registrations'),
  decidePublishingRegistration: e<typeof publishingAdmin.decidePublishingRegistration>('POST', '/admin/publishing/registrations/decide'),
  adminPublishingWorks: e<typeof publishingAdmin.adminPublishingWorks>('GET', '/admin/publishing/works'),
  exportPublishingCwr: e<typeof publishingAdmin.exportPublishingCwr>('POST', '/admin/publishing/cwr/export'),
  importPublishingAcknowledgements: e<typeof publishingAdmin.importPublishingAcknowledgements>('POST', '/admin/publishing/cwr/acknowledgements'),
};
