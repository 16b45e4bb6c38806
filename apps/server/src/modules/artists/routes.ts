import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/artists';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { claimQueue, decideClaim, searchClaimProfiles } from './artist-claims.ts';
import { artistDetail } from './artist-detail.ts';
import { artistView, findArtist } from './artist-records.ts';
import { deleteArtists } from './delete-artists.ts';
import { extraArtists } from './extra-artists.ts';
import { listArtists, multiArtists, searchArtists } from './list-artists.ts';
import { createArtist, updateArtist } from './save-artist.ts';
import { searchStoreMetadata, storeAlbum, storeTrack } from './store-metadata.ts';
import { verifyArtistName } from './verify-artist-name.ts';

/** Document 1 "Users and artists": the account's artists and the store metadata it holds (decision 013). */
export function artistRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getArtist, async ({ actor, query }) => artistView(await findArtist(services, actor().accountId, query.artistId)));
  register(app, services, contract.createArtist, ({ actor, body }) => createArtist(services, actor().accountId, body));
  register(app, services, contract.updateArtist, ({ actor, body }) => updateArtist(services, actor().accountId, body));
  register(app, services, contract.deleteArtist, ({ actor, query }) => deleteArtists(services, actor().accountId, [query.artistId], () => 'query.artistId'));
  register(app, services, contract.deleteArtists, ({ actor, body }) => deleteArtists(services, actor().accountId, body.artistIds, (position) => `body.artistIds.${position}`));
  register(app, services, contract.multiArtists, ({ actor, query }) => multiArtists(services, actor().accountId, query.artistIds));
  register(app, services, contract.extraArtists, ({ actor, query }) => extraArtists(services, actor().accountId, query));
  register(app, services, contract.artistList, ({ actor, query }) => listArtists(services, actor().accountId, query));
  register(app, services, contract.artistSearch, ({ actor, query }) => searchArtists(services, actor().accountId, query));
  register(app, services, contract.artistDetail, ({ actor, query }) => artistDetail(services, actor().accountId, query.artistId));
  register(app, services, contract.verifyArtistName, async ({ language, query }) => verifyArtistName(services, language, query.name));
  register(app, services, contract.artistMetaSearch, ({ actor, query }) => searchStoreMetadata(services, actor().accountId, query));
  register(app, services, contract.artistMetaTrack, ({ actor, query }) => storeTrack(services, actor().accountId, query));
  register(app, services, contract.artistMetaAlbum, ({ actor, query }) => storeAlbum(services, actor().accountId, query));
  register(app, services, contract.claimSearch, ({ actor, query }) => searchClaimProfiles(services, actor().account, query));
  register(app, services, contract.adminClaimQueue, ({ query }) => claimQueue(services, query));
  register(app, services, contract.adminDecideClaim, ({ auth, body }) => decideClaim(services, auth().user, body));
}
