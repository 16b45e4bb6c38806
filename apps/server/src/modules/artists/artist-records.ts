import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { artists } from '@portal/db/schema';
import { storeArtistUrl } from '@portal/domain/artist-store-ids';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { fileUrl } from '../uploads/record-file.ts';

export type ArtistRow = typeof artists.$inferSelect;

export const artistNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'artist_not_found');

/** The account's artists that were not deleted: every query for an artist starts here. */
export const artistsOf = (accountId: number): SQL => and(eq(artists.ownerUserId, accountId), isNull(artists.deletedAt))!;

export function artistView(row: ArtistRow) {
  return {
    artistId: row.id,
    artistName: row.name,
    spotifyId: row.spotifyId,
    spotifyUrl: row.spotifyId ? storeArtistUrl('spotify', row.spotifyId) : null,
    appleId: row.appleId,
    appleUrl: row.appleId ? storeArtistUrl('apple', row.appleId) : null,
    avatarUrl: fileUrl(row.avatarFileId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An artist of this account; another account's id answers exactly as one that does not exist. */
export async function findArtist(services: Services, accountId: number, artistId: number): Promise<ArtistRow> {
  const [row] = await services.db
    .select()
    .from(artists)
    .where(and(artistsOf(accountId), eq(artists.id, artistId)))
    .limit(1);
  if (!row) throw artistNotFound();
  return row;
}

/** LIKE patterns with the user's wildcards taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
export const containing = (value: string) => `%${escapeLike(value)}%`;
