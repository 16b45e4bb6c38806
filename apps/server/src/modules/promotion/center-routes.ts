import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/promotion-center';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { apply, listApplications } from './applications.ts';
import { allCampaigns, closeCampaign, createCampaign, openCampaigns } from './campaigns.ts';
import { discoveryModeStatus, discoveryModeTracksOf, updateDiscoveryModeStatus, updateDiscoveryModeTracks } from './discovery-mode.ts';
import { promoSongList } from './promo-songs.ts';
import { clearTrackFlag, decideApplication, flagTrack, reviewQueue } from './review.ts';

/** The promotion center (decision 030): campaigns, applications and their review, Discovery Mode. */
export function promotionCenterRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.campaignList, ({ actor, query }) => openCampaigns(services, actor(), query));
  register(app, services, contract.songList, ({ actor, query }) => promoSongList(services, actor(), query));
  register(app, services, contract.applications, ({ actor, query }) => listApplications(services, actor(), query));
  register(app, services, contract.apply, ({ actor, body }) => apply(services, actor(), body));
  register(app, services, contract.discoveryModeStatus, ({ actor }) => discoveryModeStatus(services, actor()));
  register(app, services, contract.updateDiscoveryModeStatus, ({ actor, body }) => updateDiscoveryModeStatus(services, actor(), body));
  register(app, services, contract.discoveryModeTracks, ({ actor, query }) => discoveryModeTracksOf(services, actor(), query));
  register(app, services, contract.updateDiscoveryModeTracks, ({ actor, body }) => updateDiscoveryModeTracks(services, actor(), body));

  register(app, services, contract.adminCampaigns, ({ query }) => allCampaigns(services, query));
  register(app, services, contract.createCampaign, ({ auth, body }) => createCampaign(services, auth().user.id, body));
  register(app, services, contract.closeCampaign, ({ body }) => closeCampaign(services, body.campaignId));
  register(app, services, contract.adminApplications, ({ query }) => reviewQueue(services, query));
  register(app, services, contract.decideApplication, ({ body }) => decideApplication(services, body));
  register(app, services, contract.flagTrack, ({ auth, body }) => flagTrack(services, auth().user.id, body));
  register(app, services, contract.clearTrackFlag, ({ auth, body }) => clearTrackFlag(services, auth().user.id, body));
}
