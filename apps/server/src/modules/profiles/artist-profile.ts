import { desc, eq } from 'drizzle-orm';
import { artistClaims, artistProfiles, users } from '@portal/db/schema';
import { artistLinkKinds, checkArtistLink, storeAccountKinds, storeArtistId } from '@portal/domain/artist-links';
import { BusinessCode, LoginCode } from '@portal/domain/errors';
import { UserType } from '@portal/domain/enums';
import type { FieldError } from '@portal/contract/route';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { claimView } from '../artists/artist-claims.ts';
import { refuseCensoredName } from '../../platform/account-name-check.ts';

const notFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'artist_not_found');
const invalid = (details: FieldError[]) => new AppError(BusinessCode.REQUEST_COMMON, 400, details, 'error_invalid_request');
const detail = (field: string, messageKey: string): FieldError => ({ field, messageKey, message: messageKey });

async function readProfile(services: Services, account: UserRow) {
  const [[profile], claims] = await Promise.all([
    services.db.select().from(artistProfiles).where(eq(artistProfiles.userId, account.id)),
    services.db.select().from(artistClaims).where(eq(artistClaims.userId, account.id)).orderBy(desc(artistClaims.createdAt)),
  ]);
  return {
    artistId: account.id,
    artistName: account.nickname,
    bio: profile?.bio ?? '',
    links: (profile?.links ?? {}) as Record<string, string>,
    storeAccounts: (profile?.storeAccounts ?? {}) as Record<string, { url: string; artistId: string }>,
    claims: claims.map(claimView),
  };
}

/** The account's own artist; other artist ids (another account's) are answered as not found. */
export async function artistExtra(services: Services, account: UserRow, artistId: number) {
  if (artistId !== account.id || account.type !== UserType.ARTIST) throw notFound();
  return readProfile(services, account);
}

/** Links must be https on the platform's own host; an empty string removes a link or a store account. */
export async function updateArtist(services: Services, account: UserRow, input: { artistName?: string; bio?: string; links?: Record<string, string>; storeAccounts?: Record<string, string> }) {
  if (account.type !== UserType.ARTIST) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'artist_only');
  const problems: FieldError[] = [];
  const [current] = await services.db.select().from(artistProfiles).where(eq(artistProfiles.userId, account.id));
  const links = { ...((current?.links ?? {}) as Record<string, string>) };
  for (const kind of artistLinkKinds) {
    const value = input.links?.[kind]?.trim();
    if (value === undefined) continue;
    if (value === '') delete links[kind];
    else {
      const problem = checkArtistLink(kind, value);
      if (problem) problems.push(detail(`body.links.${kind}`, problem));
      else links[kind] = value;
    }
  }
  const stores = { ...((current?.storeAccounts ?? {}) as Record<string, { url: string; artistId: string }>) };
  for (const kind of storeAccountKinds) {
    const value = input.storeAccounts?.[kind]?.trim();
    if (value === undefined) continue;
    if (value === '') delete stores[kind];
    else {
      const id = storeArtistId(kind, value);
      if (!id) problems.push(detail(`body.storeAccounts.${kind}`, `store_account_invalid_${kind}`));
      else stores[kind] = { url: value, artistId: id };
    }
  }
  if (problems.length > 0) throw invalid(problems);

  const values = { bio: input.bio ?? current?.bio ?? '', links, storeAccounts: stores, updatedAt: new Date() };
  await services.db
    .insert(artistProfiles)
    .values({ userId: account.id, ...values })
    .onConflictDoUpdate({ target: artistProfiles.userId, set: values });
  let updated = account;
  if (input.artistName && input.artistName !== account.nickname) {
    refuseCensoredName(input.artistName, 'body.artistName');
    try {
      [updated] = (await services.db.update(users).set({ nickname: input.artistName, updatedAt: new Date() }).where(eq(users.id, account.id)).returning()) as [UserRow];
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(LoginCode.DUPLICATE_TITLE, 409);
      throw error;
    }
    await services.sessions.invalidateUser(account.id);
  }
  return readProfile(services, updated);
}
