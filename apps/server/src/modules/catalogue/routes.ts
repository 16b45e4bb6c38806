import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/songs';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { coverArtDuplication } from './cover-duplication.ts';
import { dirtySongs } from './dirty-songs.ts';
import { changeDistribution } from './distribute-preference.ts';
import { searchEntity } from './entity-search.ts';
import { platformRuleTable, releasePlatforms, replacePlatformRules } from './platforms.ts';
import { songsByIsrc } from './songs-by-isrc.ts';
import { songEditable } from './song-editable.ts';
import { quickSongSearch, songList } from './song-list.ts';
import { songView } from './song-records.ts';
import { songUsage } from './song-usage.ts';

export function catalogueRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.songList, ({ actor, body }) => songList(services, actor().accountId, body));
  register(app, services, contract.songDetail, ({ actor, query }) => songView(services, actor().accountId, query.songId));
  register(app, services, contract.songUsage, ({ actor, query }) => songUsage(services, actor().accountId, query.songId));
  register(app, services, contract.songsByIsrc, ({ actor, query }) => songsByIsrc(services, actor().accountId, query));
  register(app, services, contract.songSearch, ({ actor, query }) => quickSongSearch(services, actor().accountId, query.value));
  register(app, services, contract.songEditable, ({ actor, query }) => songEditable(services, actor().accountId, query.songId));
  register(app, services, contract.dirtySongs, ({ actor }) => dirtySongs(services, actor().accountId));
  register(app, services, contract.distributePreference, ({ actor, body }) => changeDistribution(services, actor(), body));
  register(app, services, contract.releasePlatforms, ({ actor }) => releasePlatforms(services, actor().account));
  register(app, services, contract.getPlatformRules, () => platformRuleTable(services));
  register(app, services, contract.savePlatformRules, ({ auth, body }) => replacePlatformRules(services, auth().user.id, body.rules));
  register(app, services, contract.searchEntity, ({ actor, body }) => searchEntity(services, actor(), body));
  register(app, services, contract.coverArtDuplication, ({ actor, body }) => coverArtDuplication(services, actor().accountId, body));
}
