import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db/client';
import * as contract from '@portal/contract/promo-pages';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { dspSongs } from './dsp-songs.ts';
import { overviewData } from './overview-data.ts';
import { pageAccess } from './page-access.ts';
import { PromoPageCache } from './page-cache.ts';
import { publicPageRoutes } from './public-page.ts';
import { artistPageState, createPage, updatePage, validatePath } from './save-page.ts';
import { pageEvent, presaveFromPage } from './visitor-events.ts';

/** Artist promo pages: the owner's calls, the public page at /artist/<path>, and the fans' presaves (decision 029). */
export async function promoPageRoutes(app: FastifyInstance, services: Services, database: Pick<Database, 'listen' | 'notify'>): Promise<void> {
  const cache = await PromoPageCache.connect(database, services.catalogue);
  register(app, services, contract.artistPageAccess, ({ actor }) => pageAccess(services, actor()));
  register(app, services, contract.artistPage, ({ actor, query }) => artistPageState(services, actor(), query.artistId));
  register(app, services, contract.createArtistPage, ({ actor, body }) => createPage(services, cache, actor(), body));
  register(app, services, contract.updateArtistPage, ({ actor, body }) => updatePage(services, cache, actor(), body));
  register(app, services, contract.pagePathValidate, ({ query, language }) => validatePath(services, language, query));
  register(app, services, contract.artistOverviewData, ({ actor, query }) => overviewData(services, actor(), query));
  register(app, services, contract.artistDspSongs, ({ actor, query }) => dspSongs(services, actor(), query));
  register(app, services, contract.presave, ({ req, body }) => presaveFromPage(services, req.ip, body));
  register(app, services, contract.pageEvent, ({ req, body }) => pageEvent(services, req.ip, body));
  publicPageRoutes(app, services, cache);
}
