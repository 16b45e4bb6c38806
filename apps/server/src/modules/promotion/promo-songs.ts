import { eq } from 'drizzle-orm';
import { promoCampaigns } from '@portal/db/schema';
import type * as contract from '@portal/contract/promotion-center';
import type { ResponseOf } from '@portal/contract/route';
import { serviceRule, trackBlock } from '@portal/domain/promotion/center';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { songMatches } from '../catalogue/song-records.ts';
import { campaignNotFound, countPromoTracks, promoTracks } from './center-records.ts';

/**
 * GET /promo/song/list: the account's songs with their promotion state; with a campaign, whether each qualifies for it
 * (the apply form's track picker). Search by title, ISRC or artist, as the song list does.
 */
export async function promoSongList(services: Services, actor: Actor, query: { campaignId?: number; search: string; offset: number; count: number }): Promise<ResponseOf<typeof contract.songList>> {
  let campaign: typeof promoCampaigns.$inferSelect | undefined;
  if (query.campaignId !== undefined) {
    [campaign] = await services.db.select().from(promoCampaigns).where(eq(promoCampaigns.id, query.campaignId));
    if (!campaign) throw campaignNotFound();
  }
  const where = songMatches(query.search);
  const [total, songs] = await Promise.all([countPromoTracks(services, actor.accountId, where), promoTracks(services, actor.accountId, where, query)]);
  const now = Date.now();
  return {
    total,
    songs: songs.map((song) => {
      const block = campaign ? trackBlock(serviceRule(campaign.serviceType)!, song.facts, campaign.territories as string[], now) : null;
      return {
        songId: song.songId,
        albumId: song.albumId,
        albumTitle: song.albumTitle,
        title: song.title,
        version: song.version,
        isrc: song.isrc,
        artists: song.artists,
        releaseStatus: song.facts.releaseStatus,
        releaseTime: song.facts.releaseTime?.getTime() ?? null,
        promotionState: song.facts.state,
        riskReason: song.riskReason,
        eligible: campaign ? block === null : null,
        block,
      };
    }),
  };
}
