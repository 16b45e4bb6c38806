import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/publishing';
import * as adminContract from '@portal/contract/publishing-admin';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { searchPublishingSongs } from './publishing-songs.ts';
import { createRegistration, getRegistration } from './registration.ts';
import { createSongwriter, listSongwriters } from './songwriters.ts';
import { decideRegistration, listRegistrations } from './review-registrations.ts';
import { publishingFaqRoutes } from './faq/routes.ts';
import { listWorks } from './admin-works.ts';
import { exportRegistrations, importAcknowledgements } from './society-files.ts';
import { publishingConflict } from './publishing-errors.ts';
import { listTrackPublishing, submitTrackPublishing } from './submit-track.ts';

/** Document 2 section 7's operations (decision 019). */
export function publishingRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getRegistration, ({ actor }) => getRegistration(services, actor()));
  register(app, services, contract.createRegistration, ({ actor, body }) => createRegistration(services, actor(), body));
  register(app, services, contract.createSongwriter, ({ actor, body }) => createSongwriter(services, actor(), body));
  register(app, services, contract.listSongwriters, ({ actor, query }) => listSongwriters(services, actor(), query));
  register(app, services, contract.submitTrackPublishing, ({ actor, body }) => submitTrackPublishing(services, actor(), body));
  register(app, services, contract.listTrackPublishing, ({ actor, query }) => listTrackPublishing(services, actor(), query));
  register(app, services, contract.searchPublishingSongs, ({ actor, query }) => searchPublishingSongs(services, actor(), query));
  register(app, services, adminContract.adminPublishingRegistrations, ({ query }) => listRegistrations(services, query));
  register(app, services, adminContract.decidePublishingRegistration, ({ body }) => decideRegistration(services, body));
  register(app, services, adminContract.adminPublishingWorks, ({ query }) => listWorks(services, query));
  register(app, services, adminContract.exportPublishingCwr, async () => {
    const file = await exportRegistrations(services);
    if (!file) throw publishingConflict('pub_nothing_to_export');
    return { bytes: file.bytes, contentType: 'text/plain; charset=us-ascii', fileName: file.fileName };
  });
  register(app, services, adminContract.importPublishingAcknowledgements, ({ body }) => importAcknowledgements(services, body.content));
  publishingFaqRoutes(app, services);
}
