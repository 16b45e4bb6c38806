import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { releases, uploadedFiles } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { RuleMessage } from '@portal/domain/release/messages';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { DHASH_PATTERN, DUPLICATE_DISTANCE, rememberCoverHash, rememberCoverHashes } from './cover-hash.ts';

const fileProblem = (messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.fileId', messageKey, message: '' }], 'error_invalid_request');
const coverMissing = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, RuleMessage.fileMissing);

const coverOf = sql`(case when ${releases.isDraft} then ${releases.draft}->'album'->>'cover' else ${releases.album}->>'cover' end)`;
const storedHash = sql<string | null>`(${uploadedFiles.meta}->>'dhash')`;

/** The hash of the checked cover: the account's own upload of kind cover, readable as an image. */
async function hashOfUpload(services: Services, accountId: number, fileId: string): Promise<string> {
  const [file] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, accountId)));
  if (!file) throw coverMissing();
  if (file.kind !== 'cover') throw fileProblem('cover_duplication_not_a_cover');
  const known = (file.meta as { dhash?: unknown }).dhash;
  const hash = typeof known === 'string' && DHASH_PATTERN.test(known) ? known : await rememberCoverHash(services, file);
  if (!hash) throw fileProblem('cover_duplication_unreadable');
  return hash;
}

/**
 * POST /validate/cover-art-duplication: the checked cover against the covers of the account's releases (drafts
 * included, the release being edited left out) and of other accounts' submitted releases. Only the account's own
 * matches are named; of the others the caller learns only that one exists.
 */
export async function coverArtDuplication(services: Services, accountId: number, input: { fileId: string; albumId?: number }) {
  const hash = await hashOfUpload(services, accountId, input.fileId);
  const mine = and(eq(releases.ownerUserId, accountId), input.albumId ? ne(releases.id, input.albumId) : undefined);
  const othersSubmitted = and(ne(releases.ownerUserId, accountId), eq(releases.isDraft, false));
  const candidates = (whose: SQL | undefined) =>
    services.db
      .select({ albumId: releases.id, title: releases.title, fileId: uploadedFiles.id, objectKey: uploadedFiles.objectKey, hash: storedHash })
      .from(releases)
      // A cover counts only as its release owner's upload: a draft may name any id, another account's file included.
      .innerJoin(uploadedFiles, and(eq(uploadedFiles.id, coverOf), eq(uploadedFiles.userId, releases.ownerUserId), ne(uploadedFiles.id, input.fileId)))
      .where(and(isNull(releases.deletedAt), whose));

  const unhashed = await candidates(and(or(mine, othersSubmitted), sql`${storedHash} is null`, sql`${uploadedFiles.meta}->'dhashUnreadable' is null`));
  await rememberCoverHashes(services, [...new Map(unhashed.map((row) => [row.fileId, { id: row.fileId, objectKey: row.objectKey }])).values()]);

  const near = sql`(case when ${storedHash} ~ '^[0-9a-f]{16}$' then bit_count(('x' || ${storedHash})::bit(64) # ('x' || ${hash})::bit(64)) else 64 end) <= ${DUPLICATE_DISTANCE}`;
  const [own, others] = await Promise.all([candidates(and(mine, near)).orderBy(desc(releases.id)), candidates(and(othersSubmitted, near)).limit(1)]);
  const ownMatches = own.map(({ albumId, title }) => ({ albumId, title }));
  return { duplicated: ownMatches.length > 0 || others.length > 0, ownMatches, othersMatched: others.length > 0 };
}
