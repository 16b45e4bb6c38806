import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uploadedFiles, users } from '@portal/db/schema';
import { SignStatus } from '@portal/domain/enums';
import { Explicitness, ReleaseTimeType, type AlbumInput, type TrackInput } from '@portal/domain/release/model';
import { signUpArtist, type TestContext } from './harness.ts';

const DAY = 86_400_000;

/** An artist who signed the distribution agreement (the signing itself is the contracts module's test). */
export async function signedArtist(ctx: TestContext, options: Parameters<typeof signUpArtist>[1] = {}) {
  const artist = await signUpArtist(ctx, options);
  await ctx.services.db.update(users).set({ signStatus: SignStatus.ALL_SIGNED }).where(eq(users.id, artist.userId));
  await ctx.services.sessions.invalidateUser(artist.userId);
  return artist;
}

/** A checked upload of the account, as the uploads module records one after its checks. */
export async function storedFile(ctx: TestContext, accountId: number, kind: 'audio' | 'clip' | 'cover' | 'proof', meta: Record<string, unknown> = {}) {
  const id = `test-${kind}-${randomBytes(6).toString('hex')}`;
  const contentType = kind === 'cover' ? 'image/png' : 'audio/wav';
  await ctx.services.db.insert(uploadedFiles).values({ id, userId: accountId, kind, objectKey: `test/${id}`, contentType, size: 1000, meta: { durationMs: 187_000, ...meta } });
  return id;
}

export function releaseTrack(files: { audio: string; clip: string }, overrides: Partial<TrackInput> = {}): TrackInput {
  return {
    sequenceNumber: 1,
    fullAudio: files.audio,
    clipAudios: [files.clip],
    title: 'Midnight Drive',
    language: 'en',
    isInstrumental: false,
    lyricsLanguage: 'en',
    lyrics: 'Driving through the city lights',
    explicitness: Explicitness.NO,
    lyricistsName: ['Luna Vega'],
    songwritersName: ['Luna Vega'],
    uniMainArtistObjects: [{ name: 'Luna Vega' }],
    uniFeaturedArtistObjects: [],
    uniContributorObjects: [{ name: 'Sam Reed', role: 2 }],
    uniProductionAndEngineeringObjects: [{ name: 'Kai Moreno', role: 15 }],
    existLocalSociety: false,
    existPublisher: false,
    optInPromote: false,
    ...overrides,
  };
}

export function releaseAlbum(cover: string, overrides: Partial<AlbumInput> = {}): AlbumInput {
  return {
    title: 'Night Lights',
    language: 'en',
    cover,
    publishers: [],
    uniMainArtistObjects: [{ name: 'Luna Vega' }],
    isPreviouslyReleased: false,
    mainGenre: 'pop',
    releaseTimeType: ReleaseTimeType.GLOBAL,
    timezone: 'America/Sao_Paulo',
    releaseTime: Date.now() + 14 * DAY,
    optInPrerelease: false,
    stores: { 1: true, 2: true, 1026: true, 1032: true },
    ...overrides,
  };
}

/** Everything a valid single needs, with its files stored for the account. */
export async function validSingle(ctx: TestContext, accountId: number, album: Partial<AlbumInput> = {}, track: Partial<TrackInput> = {}) {
  const files = { audio: await storedFile(ctx, accountId, 'audio'), clip: await storedFile(ctx, accountId, 'clip', { durationMs: 30_000 }), cover: await storedFile(ctx, accountId, 'cover') };
  return { kind: 'SINGLE' as const, album: releaseAlbum(files.cover, album), tracks: [releaseTrack(files, track)] };
}
