import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { artists, releases, tracks, uploadedFiles, users } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { Explicitness, ReleaseTimeType, type AlbumInput, type TrackInput } from '@portal/domain/release/model';
import { actorOf } from '../platform/actor.ts';
import type { Services } from '../platform/services.ts';
import { moveRelease } from '../modules/releases/release-status.ts';
import { submitRelease } from '../modules/releases/submit-release.ts';
import { makeWav } from '../modules/uploads/wav-tone.ts';

const DAY = 86_400_000;

export interface DemoRelease {
  title: string;
  artist: string;
  genre: string;
  language: string;
  /** Days from today: negative for a release that is live, positive for one approved and waiting for its date. */
  releaseInDays: number;
  tracks: { title: string; featuring?: string }[];
  /** Cover background colours, top and bottom. */
  colours: [string, string];
}

export interface DemoTrack {
  trackId: number;
  releaseId: number;
  isrc: string;
  upc: string;
  title: string;
  artist: string;
  releasedOn: Date;
  upcoming: boolean;
}

async function cover(colours: [string, string], title: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400"><defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs><rect width="1400" height="1400" fill="url(#g)"/><circle cx="980" cy="420" r="230" fill="#ffffff" fill-opacity="0.12"/><text x="110" y="1230" font-family="sans-serif" font-size="110" font-weight="700" fill="#ffffff" fill-opacity="0.92">${title.replace(/[<&>]/g, '')}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function storeFile(services: Services, userId: number, kind: 'audio' | 'clip' | 'cover', bytes: Buffer, meta: Record<string, unknown>) {
  const id = `demo-${kind}-${randomBytes(6).toString('hex')}`;
  const contentType = kind === 'cover' ? 'image/png' : 'audio/wav';
  const objectKey = `demo/${id}`;
  await services.files.put(objectKey, bytes, contentType);
  await services.db.insert(uploadedFiles).values({ id, userId, kind, objectKey, contentType, size: bytes.length, ...(kind === 'cover' ? { width: 1400, height: 1400 } : {}), meta });
  return id;
}

/**
 * The demo accounts' catalogue (decision 025): releases submitted through the release form's own checks, with real
 * files, then moved along the review to live (or approved, for one waiting for its date) without deliveries.
 */
export async function seedDemoCatalogue(services: Services, userId: number, list: readonly DemoRelease[]): Promise<DemoTrack[]> {
  // The demo accounts may deliver to Apple Music, as accounts an operator allowed.
  const [user] = await services.db
    .update(users)
    .set({ extra: sql`jsonb_set(coalesce(${users.extra}, '{}'::jsonb), '{releaseFlags}', '{"allowAppleMusic": true}'::jsonb)` })
    .where(eq(users.id, userId))
    .returning();
  const actor = actorOf({ user: user!, tokenHash: '', acting: null });
  const artistIds = new Map((await services.db.select().from(artists).where(eq(artists.ownerUserId, userId))).map((artist) => [artist.name, artist.id]));
  const ref = (name: string) => ({ id: artistIds.get(name)!, name });
  const audio = makeWav({ seconds: 1 });
  const seeded: DemoTrack[] = [];
  for (const release of list) {
    const coverId = await storeFile(services, userId, 'cover', await cover(release.colours, release.title), {});
    const trackInputs: TrackInput[] = [];
    for (const [index, track] of release.tracks.entries()) {
      trackInputs.push({
        sequenceNumber: index + 1,
        fullAudio: await storeFile(services, userId, 'audio', audio, { format: 'WAV', durationMs: 150_000 + index * 17_000, sampleRate: 44_100, bitsPerSample: 16, channels: 2 }),
        clipAudios: [await storeFile(services, userId, 'clip', audio, { format: 'WAV', durationMs: 30_000, sampleRate: 44_100, bitsPerSample: 16, channels: 2 })],
        title: track.title,
        language: release.language,
        isInstrumental: false,
        lyricsLanguage: release.language,
        lyrics: '',
        explicitness: Explicitness.NO,
        lyricistsName: [release.artist],
        songwritersName: [release.artist],
        uniMainArtistObjects: [ref(release.artist)],
        uniFeaturedArtistObjects: track.featuring ? [ref(track.featuring)] : [],
        uniContributorObjects: [{ name: 'Rafa Lima', role: 2 }],
        uniProductionAndEngineeringObjects: [{ name: 'Iris Okafor', role: 15 }],
        existLocalSociety: false,
        existPublisher: false,
        optInPromote: false,
      });
    }
    const releaseTime = Date.now() + release.releaseInDays * DAY;
    const album: AlbumInput = {
      title: release.title,
      language: release.language,
      cover: coverId,
      // Labels name the publishers of their releases.
      publishers: user!.type === 1 ? [user!.nickname.replace(/[^\p{L}\p{N} .]/gu, '')] : [],
      uniMainArtistObjects: [ref(release.artist)],
      isPreviouslyReleased: false,
      mainGenre: release.genre,
      releaseTimeType: ReleaseTimeType.GLOBAL,
      timezone: 'UTC',
      // The form accepts only future dates: a live release gets its real (past) date once submitted.
      releaseTime: Math.max(releaseTime, Date.now() + 14 * DAY),
      optInPrerelease: false,
      stores: { 1: true, 2: true, 1026: true, 1036: true, 1028: true, 1013: true, 1032: true },
    };
    const view = await submitRelease(services, actor, { kind: release.tracks.length > 1 ? 'ALBUM' : 'SINGLE', album, tracks: trackInputs });
    const albumId = (view as { albumId: number }).albumId;
    let [row] = await services.db.select().from(releases).where(eq(releases.id, albumId));
    const path = release.releaseInDays > 0 ? [ReleaseStatus.Approved] : [ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live];
    for (const status of path) row = await moveRelease(services.db, row!, status, { actorUserId: null });
    await services.db
      .update(releases)
      .set({ releaseTime: new Date(releaseTime), album: sql`jsonb_set(${releases.album}, '{releaseTime}', to_jsonb(${releaseTime}::bigint))` })
      .where(eq(releases.id, albumId));
    for (const track of await services.db.select().from(tracks).where(eq(tracks.releaseId, albumId)).orderBy(tracks.sequenceNumber)) {
      seeded.push({
        trackId: track.id,
        releaseId: albumId,
        isrc: track.isrc,
        upc: row!.upc ?? '',
        title: track.title,
        artist: release.artist,
        releasedOn: new Date(releaseTime),
        upcoming: release.releaseInDays > 0,
      });
    }
  }
  return seeded;
}
