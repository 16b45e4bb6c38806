import { and, eq, ne, or } from 'drizzle-orm';
import { artists, uploadedFiles } from '@portal/db/schema';
import type { FieldError } from '@portal/contract/route';
import type { StoreAccountKind } from '@portal/domain/artist-links';
import { parseStoreArtistId } from '@portal/domain/artist-store-ids';
import { BusinessCode } from '@portal/domain/errors';
import { artistNameErrors, normaliseArtistName } from '@portal/domain/release/artist-name';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { artistNotFound, artistsOf, artistView, findArtist } from './artist-records.ts';

interface ArtistInput {
  artistName?: string;
  spotify?: string | null;
  apple?: string | null;
  avatarUri?: string | null;
}

type Columns = Partial<Pick<typeof artists.$inferInsert, 'name' | 'spotifyId' | 'appleId' | 'avatarFileId'>>;

const problem = (field: string, messageKey: string, vars?: Record<string, string | number>): FieldError => ({ field, messageKey, message: messageKey, ...(vars && { vars }) });
const invalid = (problems: FieldError[]) => new AppError(BusinessCode.REQUEST_COMMON, 400, problems, 'error_invalid_request');
const nameTaken = () => new AppError(BusinessCode.COMMON_BUSINESS, 409, [problem('body.artistName', 'artist_name_taken')], 'artist_name_taken');

const storeColumns = { spotify: 'spotifyId', apple: 'appleId' } as const satisfies Record<StoreAccountKind, keyof Columns>;
const blank = (value: string | null | undefined) => value === null || (value !== undefined && value.trim() === '');

/**
 * An avatar is an image uploaded like artwork (`/upload/partial/*` with kind cover: square JPG or PNG). Portraits are
 * not taken: uploading one changes the account's own avatar, and only the owner may.
 */
async function isImageOfAccount(services: Services, accountId: number, fileId: string) {
  const [row] = await services.db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, accountId), eq(uploadedFiles.kind, 'cover')))
    .limit(1);
  return Boolean(row);
}

/** The given fields checked and turned into columns; every bad field is reported at once and nothing is stored. */
async function columnsOf(services: Services, accountId: number, input: ArtistInput): Promise<Columns> {
  const problems: FieldError[] = [];
  const columns: Columns = {};
  if (input.artistName !== undefined) {
    const [error] = artistNameErrors(input.artistName);
    if (error) problems.push(problem('body.artistName', error.key, error.params));
    else columns.name = normaliseArtistName(input.artistName);
  }
  for (const kind of ['spotify', 'apple'] as const) {
    const value = input[kind];
    if (value === undefined) continue;
    const id = blank(value) ? null : parseStoreArtistId(kind, value!);
    if (!blank(value) && !id) problems.push(problem(`body.${kind}`, `artist_${kind}_id_invalid`));
    else columns[storeColumns[kind]] = id;
  }
  if (input.avatarUri !== undefined) {
    if (blank(input.avatarUri)) columns.avatarFileId = null;
    else if (await isImageOfAccount(services, accountId, input.avatarUri!)) columns.avatarFileId = input.avatarUri!;
    else problems.push(problem('body.avatarUri', 'artist_avatar_not_found'));
  }
  if (problems.length) throw invalid(problems);
  return columns;
}

/** One store artist stands for one artist of the account: a second artist with the same store id is a mistake. */
async function refuseSharedStoreIds(services: Services, accountId: number, columns: Columns, exceptId?: number) {
  const checks = (['spotify', 'apple'] as const).filter((kind) => columns[storeColumns[kind]]);
  if (!checks.length) return;
  const owners = await services.db
    .select({ spotifyId: artists.spotifyId, appleId: artists.appleId, name: artists.name })
    .from(artists)
    .where(and(artistsOf(accountId), exceptId ? ne(artists.id, exceptId) : undefined, or(...checks.map((kind) => eq(artists[storeColumns[kind]], columns[storeColumns[kind]]!)))));
  const problems = checks.flatMap((kind) => {
    const owner = owners.find((row) => row[storeColumns[kind]] === columns[storeColumns[kind]]);
    return owner ? [problem(`body.${kind}`, 'artist_store_id_taken', { name: owner.name })] : [];
  });
  if (problems.length) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, problems, 'artist_store_id_taken', { name: owners[0]!.name });
}

export async function createArtist(services: Services, accountId: number, input: ArtistInput & { artistName: string }) {
  const columns = await columnsOf(services, accountId, input);
  await refuseSharedStoreIds(services, accountId, columns);
  try {
    const [row] = await services.db
      .insert(artists)
      .values({ ownerUserId: accountId, name: columns.name!, ...columns })
      .returning();
    return artistView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Changes the fields given. Releases keep the artist names they were submitted with (the stores hold those), so a
 * new name applies to releases made from now on.
 */
export async function updateArtist(services: Services, accountId: number, input: ArtistInput & { artistId: number }) {
  const current = await findArtist(services, accountId, input.artistId);
  const columns = await columnsOf(services, accountId, input);
  await refuseSharedStoreIds(services, accountId, columns, current.id);
  try {
    const [row] = await services.db
      .update(artists)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(artistsOf(accountId), eq(artists.id, current.id)))
      .returning();
    if (!row) throw artistNotFound();
    return artistView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
