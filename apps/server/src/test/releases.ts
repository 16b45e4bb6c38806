import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { makeWav } from '../modules/uploads/test-files.ts';
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

/** A 440 Hz tone as a 16-bit stereo 44.1 kHz WAV (the uploads tests' generator). */
export const toneWav = (seconds = 1) => makeWav({ seconds });

/**
 * A checked upload of the account as the uploads module records one after its checks: real bytes in storage
 * (a generated WAV, or a 1400 px PNG cover) and the row the form refers to.
 */
export async function storedFile(ctx: TestContext, accountId: number, kind: 'audio' | 'clip' | 'cover' | 'proof', meta: Record<string, unknown> = {}, audioBytes?: Buffer) {
  const id = `test-${kind}-${randomBytes(6).toString('hex')}`;
  const cover = kind === 'cover';
  const bytes = cover
    ? await sharp({ create: { width: 1400, height: 1400, channels: 3, background: { r: 40, g: 20, b: 90 } } })
        .png()
        .toBuffer()
    : (audioBytes ?? toneWav());
  const contentType = cover ? 'image/png' : 'audio/wav';
  const objectKey = `test/${id}`;
  await ctx.services.files.put(objectKey, bytes, contentType);
  await ctx.services.db.insert(uploadedFiles).values({
    id,
    userId: accountId,
    kind,
    objectKey,
    contentType,
    size: bytes.length,
    ...(cover ? { width: 1400, height: 1400 } : {}),
    meta: cover ? meta : { format: 'WAV', durationMs: 187_000, sampleRate: 44_100, bitsPerSample: 16, channels: 2, ...meta },
  });
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
