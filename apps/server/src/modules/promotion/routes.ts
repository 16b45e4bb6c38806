import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/promotion';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { recordAdEvent } from './ad-events.ts';
import { albumPitching, pitchProfile, savePitchProfile, sendPitch, songPitchingAllow } from './pitching.ts';

/** The promotion area: pitching an upcoming release to the editors (decision 027), paid-ads events (decision 028). */
export function promotionRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.pitchingInfo, ({ actor }) => pitchProfile(services, actor()));
  register(app, services, contract.savePitchingInfo, ({ actor, body }) => savePitchProfile(services, actor(), body));
  register(app, services, contract.albumPitching, ({ actor, query }) => albumPitching(services, actor(), query.albumId));
  register(app, services, contract.updateAlbumPitching, ({ actor, body }) => sendPitch(services, actor(), body));
  register(app, services, contract.songPitchingAllow, ({ actor, query }) => songPitchingAllow(services, actor(), query.songId));
  register(app, services, contract.updateGaEvents, ({ actor, query }) => recordAdEvent(services, actor(), query));
}
