import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/releases';
import { PreparedAnswer, register } from '../../platform/route.ts';
import { VersionedCache } from '../../platform/versioned-cache.ts';
import type { Services } from '../../platform/services.ts';
import { createDraft, deleteDraft, getDraft, searchDrafts, updateDraft } from './drafts.ts';
import { albumList } from './release-list.ts';
import { findRelease, releaseView } from './release-records.ts';
import { removeRelease } from './remove-release.ts';
import { decideRelease, reviewCase, reviewQueue } from './review-release.ts';
import { submitRelease } from './submit-release.ts';
import { updateRelease } from './update-release.ts';
import { cutClip } from './cut-clip.ts';
import { songClip, updateSongClip } from './song-clip.ts';
import { importAcknowledgements, markLive } from './acknowledgements.ts';
import { runDueJobs } from '../../platform/jobs.ts';
// Registers the delivery job's handler with the job queue.
import './deliver-job.ts';
import { releaseUserFlags } from './rule-context.ts';
import { trackCountLimit } from '@portal/domain/regions';
import { hasSigned } from '@portal/domain/user-state';

const includesOf = (includes: string) => {
  const wanted = new Set(includes.split(',').map((part) => part.trim().toLowerCase()));
  return { history: wanted.has('history'), deliveries: wanted.has('deliveries') };
};

export function releaseRoutes(app: FastifyInstance, services: Services): void {
  /** The caller's write, after which this server's cached pages of the account are stale (even if it failed half-way). */
  const changing = <T>(accountId: number, write: Promise<T>) => write.finally(() => services.catalogue.changed(accountId));
  // The music management page is read far more often than releases change: answers are kept per account and query.
  const albumPages = new VersionedCache<PreparedAnswer<Awaited<ReturnType<typeof albumList>>>>();

  register(app, services, contract.createDraft, ({ actor, body }) => changing(actor().accountId, createDraft(services, actor(), body)));
  register(app, services, contract.updateDraft, ({ actor, body }) => changing(actor().accountId, updateDraft(services, actor(), body)));
  register(app, services, contract.getDraft, ({ actor, query }) => getDraft(services, actor(), query.albumId));
  register(app, services, contract.deleteDraft, ({ actor, query }) => changing(actor().accountId, deleteDraft(services, actor(), query.albumId)));
  register(app, services, contract.searchDrafts, ({ actor, query }) => searchDrafts(services, actor(), query));
  register(app, services, contract.submitRelease, ({ actor, body }) => changing(actor().accountId, submitRelease(services, actor(), body)));
  register(app, services, contract.updateRelease, ({ actor, body }) => changing(actor().accountId, updateRelease(services, actor(), body)));
  register(app, services, contract.deleteRelease, ({ actor, query }) => changing(actor().accountId, removeRelease(services, actor(), query.albumID)));
  register(app, services, contract.getRelease, async ({ actor, query, language }) =>
    releaseView(services, await findRelease(services, actor().accountId, query.albumID), { ...includesOf(query.includes), language }),
  );
  register(app, services, contract.albumDetail, async ({ actor, query, language }) =>
    releaseView(services, await findRelease(services, actor().accountId, query.albumId), { history: true, deliveries: true, language }),
  );
  register(app, services, contract.releaseTracks, async ({ actor, query }) => ({
    tracks: (await releaseView(services, await findRelease(services, actor().accountId, query.albumID))).tracks,
  }));
  register(app, services, contract.albumList, async ({ actor, body }) => {
    const { accountId } = actor();
    const key = `${accountId} ${JSON.stringify(body)}`;
    const version = services.catalogue.versionOf(accountId);
    return albumPages.get(key, version) ?? albumPages.set(key, version, new PreparedAnswer(await albumList(services, actor(), body)));
  });
  register(app, services, contract.releaseFormContext, async ({ actor }) => {
    const { account } = actor();
    return { user: await releaseUserFlags(services, account), trackLimit: trackCountLimit(account.region, services.config.testMode), hasSigned: hasSigned(account.signStatus) };
  });
  register(app, services, contract.getSongClip, ({ actor, query }) => songClip(services, actor(), query.songId));
  register(app, services, contract.updateSongClip, ({ actor, body }) => changing(actor().accountId, updateSongClip(services, actor(), body)));
  register(app, services, contract.cutReleaseClip, ({ actor, body }) => cutClip(services, actor(), body));
  register(app, services, contract.importAcknowledgements, ({ body }) => importAcknowledgements(services, body.content));
  register(app, services, contract.markReleaseLive, ({ body, auth }) => markLive(services, body, auth().user.id));
  register(app, services, contract.runDeliveries, async () => ({ ran: await runDueJobs(services) }));
  register(app, services, contract.releaseReviewQueue, ({ query }) => reviewQueue(services, query));
  register(app, services, contract.releaseReviewCase, ({ query }) => reviewCase(services, query.albumId));
  register(app, services, contract.decideRelease, ({ auth, body }) => decideRelease(services, auth().user, body));
}
