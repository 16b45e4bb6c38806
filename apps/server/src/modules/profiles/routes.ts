import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/profiles';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { claimArtist } from '../artists/artist-claims.ts';
import { artistExtra, updateArtist } from './artist-profile.ts';
import { createLabel, getLabel, updateLabel } from './label-profile.ts';

export function profileRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.updateArtist, ({ actor, body }) => updateArtist(services, actor().account, body));
  register(app, services, contract.artistExtra, ({ actor, query }) => artistExtra(services, actor().account, query.artistId));
  register(app, services, contract.claimArtist, ({ actor, body }) => claimArtist(services, actor().account, body));
  register(app, services, contract.getLabel, ({ actor }) => getLabel(services, actor().account));
  register(app, services, contract.createLabel, ({ actor, body }) => createLabel(services, actor().account, body));
  register(app, services, contract.updateLabel, ({ actor, body }) => updateLabel(services, actor().account, body, false));
  register(app, services, contract.updateApprovedLabel, ({ actor, body }) => updateLabel(services, actor().account, body, true));
}
