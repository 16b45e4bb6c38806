import { and, eq, inArray } from 'drizzle-orm';
import { releases, tracks } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { ReleaseStatus } from '@portal/domain/enums';
import { normaliseIsrc } from '@portal/domain/release/identifiers';
import { RuleMessage } from '@portal/domain/release/messages';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { songViews } from './song-records.ts';

const RELEASED = [ReleaseStatus.Delivered, ReleaseStatus.Live];

/**
 * GET /song/isrc/detail: the account's songs of one recording, so a new release can reuse it (same audio, same
 * ISRC). Only the account's own songs: whether another account uses an ISRC is not this caller's business.
 */
export async function songsByIsrc(services: Services, accountId: number, query: { isrc: string; onlyReleased: boolean }) {
  const isrc = normaliseIsrc(query.isrc);
  if (!isrc) throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'query.isrc', messageKey: RuleMessage.invalidFormat, message: '' }], 'error_invalid_request');
  const songs = await songViews(services, accountId, and(eq(tracks.isrc, isrc), query.onlyReleased ? inArray(releases.status, RELEASED) : undefined)!);
  return { isrc, songs };
}
