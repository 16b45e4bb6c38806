import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/pitching';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { albumPitching, pitchProfile, savePitchProfile, sendPitch, songPitchingAllow } from './pitching.ts';

/** Pitching an upcoming release to the editors (decision 027). */
export function pitchingRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.pitchingInfo, ({ actor }) => pitchProfile(services, actor()));
  register(app, services, contract.savePitchingInfo, ({ actor, body }) => savePitchProfile(services, actor(), body));
  register(app, services, contract.albumPitching, ({ actor, query }) => albumPitching(services, actor(), query.albumId));
  register(app, services, contract.updateAlbumPitching, ({ actor, body }) => sendPitch(services, actor(), body));
  register(app, services, contract.songPitchingAllow, ({ actor, query }) => songPitchingAllow(services, actor(), query.songId));
}
