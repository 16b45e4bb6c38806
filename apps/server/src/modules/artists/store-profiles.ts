import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { rowsOf } from '@portal/db/rows';
import { storeAccountKinds, type StoreAccountKind } from '@portal/domain/artist-links';
import { parseStoreArtistId, storeArtistUrl } from '@portal/domain/artist-store-ids';
import type { Services } from '../../platform/services.ts';
import { containing } from './artist-records.ts';

/** A store's artist profile: the page an artist claims (Spotify for Artists, Apple Music for Artists). */
export interface StoreProfile {
  platform: StoreAccountKind;
  externalId: string;
  name: string;
  url: string;
}

export type SentClaim = { sent: true; reference: string; profile: StoreProfile } | { sent: false; reasonKey: string };
export type StoreAnswer = { known: true; profile: StoreProfile } | { known: false; reasonKey: string };

/**
 * The store side of artist-profile claims (decision 058). A claim is sent to the store when the artist makes it; the
 * store answers with its reference, or says why it will not take it. Operators decide with the store's answer in view.
 */
export interface StoreProfiles {
  /** Profiles by name (contained, case ignored), or the one a pasted profile address or id names. */
  search(value: string, platform?: StoreAccountKind): Promise<StoreProfile[]>;
  sendClaim(claim: { platform: StoreAccountKind; externalId: string }): Promise<SentClaim>;
  /** What the store says now about a claim it was sent, by the reference it gave. */
  readAnswer(reference: string): Promise<StoreAnswer>;
}

const SHOWN = 20;
const REFERENCE = /^local:(spotify|apple):([A-Za-z0-9]{1,40}):[0-9a-f-]{36}$/;

/**
 * The local store: the portal reaches no store, so its catalogue of artist profiles is the store ids the portal's
 * artists carry (every account's, deleted artists left out), each named by the artist that carries it. A claim is
 * taken for a profile in that catalogue.
 */
export class LocalStoreProfiles implements StoreProfiles {
  constructor(private readonly db: Db) {}

  async search(value: string, platform?: StoreAccountKind): Promise<StoreProfile[]> {
    const kinds = platform ? [platform] : storeAccountKinds;
    const pasted = kinds.flatMap((kind) => {
      const id = parseStoreArtistId(kind, value);
      return id ? [{ kind, id }] : [];
    });
    if (pasted.length) {
      const found = await Promise.all(pasted.map(({ kind, id }) => this.profiles(sql`platform = ${kind} and external_id = ${id}`)));
      return found.flat();
    }
    return this.profiles(sql`name ilike ${containing(value)}${platform ? sql` and platform = ${platform}` : sql``}`);
  }

  async sendClaim(claim: { platform: StoreAccountKind; externalId: string }): Promise<SentClaim> {
    const [profile] = await this.profiles(sql`platform = ${claim.platform} and external_id = ${claim.externalId}`);
    if (!profile) return { sent: false, reasonKey: 'artist_mgmt_store_profile_unknown' };
    return { sent: true, reference: `local:${claim.platform}:${claim.externalId}:${randomUUID()}`, profile };
  }

  async readAnswer(reference: string): Promise<StoreAnswer> {
    const parts = REFERENCE.exec(reference);
    if (!parts) return { known: false, reasonKey: 'artist_mgmt_store_reference_unknown' };
    const [profile] = await this.profiles(sql`platform = ${parts[1]} and external_id = ${parts[2]}`);
    return profile ? { known: true, profile } : { known: false, reasonKey: 'artist_mgmt_store_profile_unknown' };
  }

  private async profiles(where: SQL): Promise<StoreProfile[]> {
    const result = await this.db.execute(sql`
      select platform, external_id, min(name) as name from (
        select 'spotify' as platform, spotify_id as external_id, name from artists where deleted_at is null and spotify_id is not null
        union all
        select 'apple', apple_id, name from artists where deleted_at is null and apple_id is not null
      ) as profile
      where ${where}
      group by platform, external_id order by lower(min(name)), platform, external_id limit ${SHOWN}`);
    return rowsOf<{ platform: StoreAccountKind; external_id: string; name: string }>(result).map((row) => ({
      platform: row.platform,
      externalId: row.external_id,
      name: row.name,
      url: storeArtistUrl(row.platform, row.external_id),
    }));
  }
}

/** The store side in use: the local store until a store's partner API is configured (decision 058). */
export const storeProfilesOf = (services: Services): StoreProfiles => new LocalStoreProfiles(services.db);
