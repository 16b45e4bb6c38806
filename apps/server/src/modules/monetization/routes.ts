import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/monetization';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { batchOptIn } from './batch-opt-in.ts';
import { decideOacMerge, listOacMerges, oacMergeState, submitOacMerge } from './oac-merge.ts';
import { optInFeatures, saveOptInFeatures } from './opt-in-features.ts';
import { createProgrammeContract } from './programme-contracts.ts';
import { programmeTracks } from './programme-state.ts';
import { monetizationStatistic } from './statistic.ts';

/** Monetization programmes, the account's opt-in features and the Official Artist Channel merge (decision 031). */
export function monetizationRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.breakthroughTrackList, ({ actor, query }) => programmeTracks(services, actor().account, 'BREAKTHROUGH', query));
  register(app, services, contract.monetizationTrackList, ({ actor, query }) => programmeTracks(services, actor().account, query.type, query));
  register(app, services, contract.monetizationStatistic, ({ actor }) => monetizationStatistic(services, actor()));
  register(app, services, contract.createBreakthroughContract, ({ actor, body }) => createProgrammeContract(services, actor(), 'BREAKTHROUGH', body));
  register(app, services, contract.createMonetizationContract, ({ actor, body }) => createProgrammeContract(services, actor(), body.type, body));
  register(app, services, contract.breakthroughBatchCreate, ({ actor, body }) => batchOptIn(services, actor(), 'BREAKTHROUGH', body.songIds, { kind: 'OPT_IN', tier: body.tier }));
  register(app, services, contract.monetizationBatchCreate, ({ actor, body }) =>
    batchOptIn(services, actor(), body.type, body.songIds, body.action === 'OPT_OUT' ? { kind: 'OPT_OUT' } : { kind: 'OPT_IN' }),
  );
  register(app, services, contract.breakthroughBatchUpdate, ({ actor, body }) =>
    batchOptIn(services, actor(), 'BREAKTHROUGH', body.songIds, body.action === 'OPT_OUT' ? { kind: 'OPT_OUT' } : { kind: 'CHANGE_TIER', tier: body.tier! }),
  );
  register(app, services, contract.getOptInFeatures, ({ actor }) => optInFeatures(services, actor()));
  register(app, services, contract.putOptInFeatures, ({ actor, body }) => saveOptInFeatures(services, actor(), body.defaults));
  register(app, services, contract.oacMergeStatus, ({ actor }) => oacMergeState(services, actor().accountId));
  register(app, services, contract.oacMergeSubmit, ({ actor, body }) => submitOacMerge(services, actor(), body));
  register(app, services, contract.adminOacMergeList, ({ query }) => listOacMerges(services, query));
  register(app, services, contract.adminOacMergeDecide, ({ auth, body }) => decideOacMerge(services, auth().user, body));
}
