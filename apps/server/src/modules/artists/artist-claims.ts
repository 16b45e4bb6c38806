import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { artistClaims, artistProfiles, users } from '@portal/db/schema';
import type { FieldError } from '@portal/contract/route';
import type { StoreAccountKind } from '@portal/domain/artist-links';
import { parseStoreArtistId, storeArtistUrl } from '@portal/domain/artist-store-ids';
import { UserType } from '@portal/domain/enums';
import { BusinessCode } from '@portal/domain/errors';
import { isUniqueViolation } from '@portal/db/errors';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import { storeProfilesOf } from './store-profiles.ts';

type ClaimRow = typeof artistClaims.$inferSelect;
type ClaimStatus = 'pending' | 'accepted' | 'refused';

/** Store names as the stores write them, the same in every language. */
const STORE_NAMES: Record<StoreAccountKind, string> = { spotify: 'Spotify', apple: 'Apple Music' };
const MIN_REASON = 5;

const fieldError = (field: string, messageKey: string): FieldError => ({ field, messageKey, message: messageKey });
const conflict = (messageKey: string) => new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, messageKey);

/** A claim as its artist reads it. */
export const claimView = (row: ClaimRow) => ({
  id: row.id,
  platform: row.platform as StoreAccountKind,
  externalId: row.externalId,
  url: row.url,
  status: row.status as ClaimStatus,
  refusalReason: row.refusalReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const sameProfile = (platform: string, externalId: string) => and(eq(artistClaims.platform, platform), eq(artistClaims.externalId, externalId));

/**
 * POST /user/claim/artist: the artist account asks to be recognised as the artist of a store profile. The claim goes
 * to the store first; a profile the store does not know is refused with its reason and nothing is stored. A profile
 * already accepted for another account, or already this account's, cannot be claimed again.
 */
export async function claimArtist(services: Services, account: UserRow, input: { platform: StoreAccountKind; url: string }) {
  if (account.type !== UserType.ARTIST) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'artist_only');
  const externalId = parseStoreArtistId(input.platform, input.url);
  if (!externalId) throw new AppError(BusinessCode.REQUEST_COMMON, 400, [fieldError('body.url', `store_account_invalid_${input.platform}`)], 'error_invalid_request');
  const [accepted] = await services.db
    .select({ userId: artistClaims.userId })
    .from(artistClaims)
    .where(and(sameProfile(input.platform, externalId), eq(artistClaims.status, 'accepted')))
    .limit(1);
  if (accepted) throw conflict(accepted.userId === account.id ? 'artist_mgmt_claim_already_yours' : 'artist_mgmt_claim_held');

  const sent = await storeProfilesOf(services).sendClaim({ platform: input.platform, externalId });
  if (!sent.sent) throw new AppError(BusinessCode.REQUEST_COMMON, 404, [fieldError('body.url', sent.reasonKey)], sent.reasonKey);
  try {
    const [row] = await services.db.insert(artistClaims).values({ userId: account.id, platform: input.platform, externalId, url: sent.profile.url, storeReference: sent.reference }).returning();
    return { claim: claimView(row!) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('artist_claim_pending');
    throw error;
  }
}

/** GET /artist/claim/search: the store's profiles, with this account's latest claim of each and whether another account holds it. */
export async function searchClaimProfiles(services: Services, account: UserRow, query: { value: string; platform?: StoreAccountKind }) {
  const profiles = await storeProfilesOf(services).search(query.value, query.platform);
  const ids = profiles.map((profile) => profile.externalId);
  const claims = ids.length
    ? await services.db
        .select({ userId: artistClaims.userId, platform: artistClaims.platform, externalId: artistClaims.externalId, status: artistClaims.status })
        .from(artistClaims)
        .where(and(inArray(artistClaims.externalId, ids), inArray(artistClaims.status, account.type === UserType.ARTIST ? ['pending', 'accepted', 'refused'] : ['accepted'])))
        .orderBy(desc(artistClaims.id))
    : [];
  return {
    profiles: profiles.map((profile) => {
      const of = claims.filter((claim) => claim.platform === profile.platform && claim.externalId === profile.externalId);
      const mine = of.find((claim) => claim.userId === account.id);
      return { ...profile, claimStatus: (mine?.status as ClaimStatus | undefined) ?? null, heldByAnother: of.some((claim) => claim.userId !== account.id && claim.status === 'accepted') };
    }),
  };
}

const queueColumns = { claim: artistClaims, nickname: users.nickname, email: users.email };

/** A claim as operators see it: the store's current answer and the other accounts claiming the same profile. */
async function queuedView(services: Services, row: { claim: ClaimRow; nickname: string | null; email: string | null }) {
  const { claim } = row;
  const [answer, [rivals], [holder]] = await Promise.all([
    claim.storeReference ? storeProfilesOf(services).readAnswer(claim.storeReference) : Promise.resolve({ known: false as const, reasonKey: 'artist_mgmt_store_reference_unknown' }),
    services.db
      .select({ total: count() })
      .from(artistClaims)
      .where(and(sameProfile(claim.platform, claim.externalId), eq(artistClaims.status, 'pending'), ne(artistClaims.userId, claim.userId))),
    services.db
      .select({ id: artistClaims.id })
      .from(artistClaims)
      .where(and(sameProfile(claim.platform, claim.externalId), eq(artistClaims.status, 'accepted'), ne(artistClaims.userId, claim.userId)))
      .limit(1),
  ]);
  return {
    ...claimView(claim),
    userId: claim.userId,
    nickname: row.nickname,
    email: row.email,
    store: answer.known ? { known: true, profileName: answer.profile.name, reasonKey: null } : { known: false, profileName: null, reasonKey: answer.reasonKey },
    rivalClaims: Number(rivals?.total ?? 0),
    heldByAnother: Boolean(holder),
  };
}

/** GET /admin/artist-claims: the queue (waiting claims, oldest first) or the decided ones, newest first. */
export async function claimQueue(services: Services, query: { status: ClaimStatus; offset: number; count: number }) {
  const where = eq(artistClaims.status, query.status);
  const order = query.status === 'pending' ? [asc(artistClaims.createdAt), asc(artistClaims.id)] : [desc(artistClaims.decidedAt), desc(artistClaims.id)];
  const [[counted], rows] = await Promise.all([
    services.db.select({ total: count() }).from(artistClaims).where(where),
    services.db
      .select(queueColumns)
      .from(artistClaims)
      .innerJoin(users, eq(users.id, artistClaims.userId))
      .where(where)
      .orderBy(...order)
      .offset(query.offset)
      .limit(query.count),
  ]);
  return { total: Number(counted?.total ?? 0), claims: await Promise.all(rows.map((row) => queuedView(services, row))) };
}

/**
 * POST /admin/artist-claims/decide. Accepting puts the profile on the artist's profile (its store accounts) and needs
 * the store to still know the profile and no other account to hold it; refusing needs a reason the artist reads.
 * Either way the artist gets a notice. A claim is decided once: a second decision, even a concurrent one, is refused.
 */
export async function decideClaim(services: Services, operator: UserRow, input: { claimId: number; decision: 'accept' | 'refuse'; reason?: string }) {
  const reason = input.reason?.trim() ?? '';
  const accept = input.decision === 'accept';
  if (!accept && reason.length < MIN_REASON) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [fieldError('body.reason', 'admin_claims_reason_required')], 'admin_claims_reason_required');
  }
  const [found] = await services.db.select().from(artistClaims).where(eq(artistClaims.id, input.claimId));
  if (!found) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'admin_claims_not_found');
  if (found.status !== 'pending') throw conflict('admin_claims_already_decided');
  const platform = found.platform as StoreAccountKind;
  if (accept) {
    const answer = found.storeReference ? await storeProfilesOf(services).readAnswer(found.storeReference) : null;
    if (!answer?.known) throw conflict('admin_claims_store_unknown');
  }

  const decided = await services.db.transaction(async (tx) => {
    if (accept) {
      // One holder per profile: two operators accepting rival claims at once take turns here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`artist-claim:${found.platform}:${found.externalId}`}))`);
      const [holder] = await tx
        .select({ id: artistClaims.id })
        .from(artistClaims)
        .where(and(sameProfile(found.platform, found.externalId), eq(artistClaims.status, 'accepted')))
        .limit(1);
      if (holder) throw conflict('admin_claims_profile_held');
    }
    const [row] = await tx
      .update(artistClaims)
      .set({ status: accept ? 'accepted' : 'refused', refusalReason: accept ? null : reason, decidedAt: new Date(), decidedByUserId: operator.id })
      .where(and(eq(artistClaims.id, found.id), eq(artistClaims.status, 'pending')))
      .returning();
    if (!row) return null;
    if (accept) {
      const [profile] = await tx.select({ storeAccounts: artistProfiles.storeAccounts }).from(artistProfiles).where(eq(artistProfiles.userId, row.userId));
      const storeAccounts = { ...((profile?.storeAccounts ?? {}) as Record<string, unknown>), [platform]: { url: storeArtistUrl(platform, row.externalId), artistId: row.externalId } };
      await tx
        .insert(artistProfiles)
        .values({ userId: row.userId, storeAccounts })
        .onConflictDoUpdate({ target: artistProfiles.userId, set: { storeAccounts, updatedAt: new Date() } });
    }
    return row;
  });
  if (!decided) throw conflict('admin_claims_already_decided');

  await notify(services, {
    userId: decided.userId,
    subtype: accept ? 'ARTIST_REVIEW_PASSED' : 'ARTIST_REVIEW_REJECTED',
    titleKey: accept ? 'artist_mgmt_notice_accepted_title' : 'artist_mgmt_notice_refused_title',
    bodyKey: accept ? 'artist_mgmt_notice_accepted_body' : 'artist_mgmt_notice_refused_body',
    vars: { store: STORE_NAMES[platform], profile: decided.externalId, reason },
    link: '/artists/claims',
    eventKey: `artist-claim:${decided.id}`,
  });
  const [user] = await services.db.select({ nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, decided.userId));
  return { claim: await queuedView(services, { claim: decided, nickname: user?.nickname ?? null, email: user?.email ?? null }) };
}
