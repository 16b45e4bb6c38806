import { and, asc, eq, isNull } from 'drizzle-orm';
import { fileUrl } from '../uploads/record-file.ts';
import { releases, releaseStatusHistory, tracks, uploadedFiles, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { releaseDeliveryViews } from './delivery-views.ts';

export type ReleaseRow = typeof releases.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;
export type ReleaseKind = 'ALBUM' | 'SINGLE';
export interface DraftForm {
  album: AlbumInput;
  tracks: TrackInput[];
}

export const releaseNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'release_not_found');

/** Stored files are served by the uploads module; a form refers to them by id. */

/** A release of this account (another account's id is simply not found). */
export async function findRelease(services: Services, accountId: number, albumId: number): Promise<ReleaseRow> {
  const [row] = await services.db
    .select()
    .from(releases)
    .where(and(eq(releases.id, albumId), eq(releases.ownerUserId, accountId), isNull(releases.deletedAt)));
  if (!row) throw releaseNotFound();
  return row;
}

export const tracksOf = (services: Services, releaseId: number) => services.db.select().from(tracks).where(eq(tracks.releaseId, releaseId)).orderBy(asc(tracks.sequenceNumber));

function trackView(input: TrackInput, row?: TrackRow) {
  return {
    ...input,
    songId: row?.id ?? null,
    durationMs: row?.durationMs ?? null,
    audioUrl: fileUrl(input.fullAudio),
    clipUrl: fileUrl(input.clipAudios?.[0]),
  };
}

/** The name the owner's cover file was uploaded under (kept in the file's meta); null for no cover or another account's file. */
async function coverFileName(services: Services, ownerId: number, fileId: string | undefined): Promise<string | null> {
  if (!fileId) return null;
  const [file] = await services.db
    .select({ meta: uploadedFiles.meta })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, ownerId)))
    .limit(1);
  const name = (file?.meta as { fileName?: unknown } | undefined)?.fileName;
  return typeof name === 'string' && name ? name : null;
}

export interface ViewIncludes {
  history?: boolean;
  deliveries?: boolean;
  /** The caller's language, for the reasons of failed deliveries. */
  language?: string;
}

export async function releaseView(services: Services, row: ReleaseRow, includes: ViewIncludes = {}) {
  const form = row.isDraft ? (row.draft as DraftForm) : { album: row.album as AlbumInput, tracks: [] as TrackInput[] };
  const trackViews = row.isDraft ? form.tracks.map((track) => trackView(track)) : (await tracksOf(services, row.id)).map((track) => trackView(track.data as TrackInput, track));
  const [history, deliveries, coverName] = await Promise.all([
    includes.history
      ? services.db
          .select({ entry: releaseStatusHistory, byOperator: users.isAdmin })
          .from(releaseStatusHistory)
          .leftJoin(users, eq(users.id, releaseStatusHistory.actorUserId))
          .where(eq(releaseStatusHistory.releaseId, row.id))
          .orderBy(asc(releaseStatusHistory.id))
      : null,
    includes.deliveries ? releaseDeliveryViews(services, row.id, includes.language ?? 'en') : null,
    coverFileName(services, row.ownerUserId, form.album.cover),
  ]);
  return {
    albumId: row.id,
    kind: row.kind as ReleaseKind,
    status: row.status,
    isDraft: row.isDraft,
    title: row.title,
    upc: row.upc,
    coverUrl: fileUrl(form.album.cover),
    coverFileName: coverName,
    album: form.album,
    tracks: trackViews,
    reviewReasons: row.reviewReasons as string[],
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    ...(history && {
      history: history.map(({ entry, byOperator }) => ({
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        reasons: entry.reasons as string[],
        at: entry.createdAt.toISOString(),
        byOperator: byOperator === true,
      })),
    }),
    ...(deliveries && { deliveries }),
  };
}
