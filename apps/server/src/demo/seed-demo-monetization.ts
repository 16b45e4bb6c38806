import { and, eq, sql } from 'drizzle-orm';
import { linkedAccounts, monetizationOptIns, oacMergeRequests, releases, tracks } from '@portal/db/schema';
import { OacMergeStatus } from '@portal/domain/monetization/programmes';
import type { Services } from '../platform/services.ts';

/**
 * Monetization in the demo (decision 031). The artist declared 100 % of the publishing on her own songs; "Noite de
 * Vidro", written with Caio Mendes, is administered by his publisher, so it cannot join the licensing programmes.
 * A few tracks already chose; the label linked its channel and asked for an Official Artist Channel.
 */
export async function seedDemoMonetization(services: Services, artistId: number, labelId: number): Promise<void> {
  const artistTracks = await services.db.select({ id: tracks.id, title: tracks.title }).from(tracks).where(eq(tracks.ownerUserId, artistId));
  const id = (title: string) => artistTracks.find((track) => track.title === title)!.id;
  await services.db
    .update(tracks)
    .set({ data: sql`${tracks.data} || '{"publishingPercentage": 10000}'::jsonb` })
    .where(eq(tracks.ownerUserId, artistId));
  await services.db
    .update(tracks)
    .set({ data: sql`${tracks.data} || '{"existPublisher": true, "publishingPercentage": 5000}'::jsonb` })
    .where(eq(tracks.id, id('Noite de Vidro')));

  const choice = (title: string, programme: string, state: string, tier: number | null = null) => ({
    trackId: id(title),
    programme,
    ownerUserId: artistId,
    state,
    tier,
    updatedByUserId: artistId,
  });
  await services.db
    .insert(monetizationOptIns)
    .values([choice('Maré Alta', 'BREAKTHROUGH', 'OPT_IN_INTENTION', 1), choice('Cidade Acesa', 'CML', 'OPT_IN_INTENTION'), choice('Vento Norte', 'YOUTUBE_CONTENT_ID', 'OPT_OUT')]);

  await services.db.insert(linkedAccounts).values({
    userId: labelId,
    platform: 'youtube',
    externalId: 'UCHarborLightsDemo000001',
    displayName: 'Harbor Lights Records',
    accessToken: 'demo-token-not-usable',
  });
  const [release] = await services.db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.ownerUserId, labelId), eq(releases.title, 'Lighthouse Static')));
  await services.db.insert(oacMergeRequests).values({
    userId: labelId,
    channelId: 'UCHarborLightsDemo000001',
    channelTitle: 'Harbor Lights Records',
    artistName: 'The Tide Lines',
    releaseId: release!.id,
    status: OacMergeStatus.SUBMITTED,
    submittedByUserId: labelId,
  });
}
