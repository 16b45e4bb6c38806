import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { uploadedFiles, users } from '@portal/db/schema';
import { genres } from '@portal/domain/catalog/genres';
import { platformById } from '@portal/domain/catalog/platforms';
import { WORLDWIDE } from '@portal/domain/catalog/territories';
import { artistLine } from '@portal/domain/release/artist-line';
import { Explicitness, type AlbumInput, type ArtistRef, type TrackInput } from '@portal/domain/release/model';
import type { Services } from '../../platform/services.ts';
import { recipientDpidFor } from '../delivery/delivery-config.ts';
import { audioFileName, coverFileName, releaseTypeFor, type ReleaseSnapshot, type SnapshotArtist, type SnapshotContributor } from '../delivery/release-snapshot.ts';
import type { FileRow } from './release-files.ts';
import { tracksOf, type ReleaseRow } from './release-records.ts';

/** Roles the ERN needs for the writers the form lists as names (document 1's contributor roles). */
const LYRICIST_ROLE = 7;
const SONGWRITER_ROLE = 8;
/** Stores that sell no downloads get streaming deals only. */
const streamingOnly = new Set(['Spotify', 'YouTube Music', 'Deezer', 'TIDAL', 'SoundCloud', 'Pandora']);

/**
 * The MD5 the ERN gives for a stored file, read as a stream once and then kept in the file's meta, so the other
 * stores' deliveries of the same release do not read the file again just to hash it.
 */
async function md5Of(services: Services, file: FileRow): Promise<string> {
  const known = (file.meta as { md5?: string }).md5;
  if (known) return known;
  const object = await services.files.getStream(file.objectKey);
  if (!object) throw new Error(`stored file missing for ${file.id}`);
  const hash = createHash('md5');
  for await (const chunk of object.stream) hash.update(chunk as Buffer);
  const md5 = hash.digest('hex');
  await services.db
    .update(uploadedFiles)
    .set({ meta: sql`${uploadedFiles.meta} || ${JSON.stringify({ md5 })}::jsonb` })
    .where(eq(uploadedFiles.id, file.id));
  return md5;
}
const genreName = (id: string | undefined) => {
  const genre = genres.find((entry) => entry.id === id);
  return genre ? { genre: genre.name, subgenre: null as string | null } : { genre: 'Pop', subgenre: null };
};
const subgenreName = (mainGenre: string | undefined, subGenre: string | undefined) => genres.find((entry) => entry.id === mainGenre)?.subgenres.find((sub) => sub.id === subGenre)?.name ?? null;

const artistsOf = (main: ArtistRef[] = [], featured: ArtistRef[] = []): SnapshotArtist[] => [
  ...main.map((artist) => ({ name: artist.name.trim(), role: 'primary' as const })),
  ...featured.map((artist) => ({ name: artist.name.trim(), role: 'featured' as const })),
];

function contributorsOf(track: TrackInput): SnapshotContributor[] {
  return [
    // A person with no role (Unknown, or none chosen: the rules refuse that on submit) is not credited.
    ...(track.uniContributorObjects ?? []).map((person) => ({ name: person.name.trim(), roleId: person.role ?? 0 })),
    ...(track.uniProductionAndEngineeringObjects ?? []).map((person) => ({ name: person.name.trim(), roleId: person.role ?? 0 })),
    ...(track.lyricistsName ?? []).filter((name) => name.trim()).map((name) => ({ name: name.trim(), roleId: LYRICIST_ROLE })),
    ...(track.songwritersName ?? []).filter((name) => name.trim()).map((name) => ({ name: name.trim(), roleId: SONGWRITER_ROLE })),
  ].filter((person) => person.name && person.roleId > 0);
}

export interface DeliveryFiles {
  /** The stored bytes of each file the message names, by resources/ name. */
  byName: Map<string, FileRow>;
}

/** Everything the ERN message for one store needs, read from the release tables and the stored files. */
export async function buildSnapshot(services: Services, row: ReleaseRow, platformId: number, threadId: string) {
  const album = row.album as AlbumInput;
  const stored = await tracksOf(services, row.id);
  const fileIds = [album.cover!, ...stored.map((track) => track.fullAudioFileId!)].filter(Boolean);
  const files = new Map((await services.db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds))).map((file) => [file.id, file]));
  const [account] = await services.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, row.ownerUserId));
  const byName = new Map<string, FileRow>();

  const coverRow = files.get(album.cover!)!;
  const coverMime = coverRow.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
  const cover = { fileName: coverFileName(row.upc!, coverMime), md5: await md5Of(services, coverRow), width: coverRow.width ?? 3000, height: coverRow.height ?? 3000, mimeType: coverMime } as const;
  byName.set(cover.fileName, coverRow);

  const labelName = album.recordLabel?.trim() || account?.nickname || 'Independent';
  const releaseAt = new Date(album.releaseTime!);
  const year = new Date(album.originalReleaseTime ?? album.releaseTime!).getUTCFullYear();
  const tracks = [];
  for (const track of stored) {
    const input = track.data as TrackInput;
    const audioRow = files.get(track.fullAudioFileId!)!;
    const meta = audioRow.meta as { format?: string; sampleRate?: number; bitsPerSample?: number; channels?: number };
    const codec = meta.format?.toUpperCase() === 'FLAC' || audioRow.contentType.includes('flac') ? ('FLAC' as const) : ('WAV' as const);
    const audio = {
      fileName: audioFileName(row.upc!, track.sequenceNumber, codec),
      md5: await md5Of(services, audioRow),
      codec,
      bitsPerSample: meta.bitsPerSample ?? 16,
      sampleRateHz: meta.sampleRate ?? 44_100,
      channels: meta.channels ?? 2,
    };
    byName.set(audio.fileName, audioRow);
    tracks.push({
      sequence: track.sequenceNumber,
      isrc: track.isrc,
      title: track.title,
      version: track.version || null,
      durationMs: track.durationMs ?? 0,
      displayArtist: artistLine(input.uniMainArtistObjects, input.uniFeaturedArtistObjects),
      artists: artistsOf(input.uniMainArtistObjects, input.uniFeaturedArtistObjects),
      contributors: contributorsOf(input),
      explicitness: (input.explicitness ?? Explicitness.NO) as 0 | 1 | 2,
      instrumental: input.isInstrumental === true,
      languageOfPerformance: input.isInstrumental ? 'zxx' : input.lyricsLanguage || null,
      genre: input.mainGenre ? genreName(input.mainGenre).genre : null,
      subgenre: subgenreName(input.mainGenre, input.subGenre),
      lyrics: input.lyrics?.trim() || null,
      audio,
      clip: null,
    });
  }
  const explicit = stored.some((track) => (track.data as TrackInput).explicitness === Explicitness.YES);
  const platform = platformById(platformId);
  const snapshot: ReleaseSnapshot = {
    messageId: randomUUID(),
    threadId,
    createdAt: new Date(),
    test: services.config.testMode,
    sender: services.config.delivery.sender,
    recipient: {
      dpid: recipientDpidFor(services.config.delivery, platformId),
      name: platform?.name ?? `Store ${platformId}`,
      offers: streamingOnly.has(platform?.name ?? '') ? ['stream'] : ['stream', 'download'],
    },
    release: {
      id: row.id,
      upc: row.upc!,
      type: releaseTypeFor(
        row.kind as 'ALBUM' | 'SINGLE',
        stored.map((track) => track.durationMs ?? 0),
      ),
      title: row.title,
      version: album.version || null,
      language: album.language || null,
      displayArtist: artistLine(album.uniMainArtistObjects),
      artists: artistsOf(album.uniMainArtistObjects),
      labelName,
      ...genreName(album.mainGenre),
      subgenre: subgenreName(album.mainGenre, album.subGenre),
      pLine: { year, text: `℗ ${year} ${labelName}` },
      cLine: { year, text: `© ${year} ${labelName}` },
      releaseTimeType: (album.releaseTimeType ?? 1) as 1 | 2,
      timezone: album.timezone || 'UTC',
      releaseAt,
      originalReleaseAt: album.originalReleaseTime ? new Date(album.originalReleaseTime) : null,
      preReleaseAt: album.optInPrerelease && album.preReleaseTime ? new Date(album.preReleaseTime) : null,
      territories: album.territories?.length && !album.territories.includes(WORLDWIDE) ? album.territories : [WORLDWIDE],
      explicitness: explicit ? Explicitness.YES : stored.some((track) => (track.data as TrackInput).explicitness === Explicitness.CLEAN) ? Explicitness.CLEAN : Explicitness.NO,
      cover,
    },
    tracks,
  };
  return { snapshot, files: { byName } satisfies DeliveryFiles };
}
