import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FLAC_STREAMINFO_BYTES } from '@portal/domain/release/audio-header';
import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { newObjectKey, readRange } from '../../platform/storage.ts';
import { decodeFlacRangeToWav, readStreamInfo } from '../uploads/flac.ts';
import { inspectWav, type WavInfo } from '../uploads/wav.ts';

/** Document 3 limits for a clip (the store preview): 15 to 60 seconds. */
export const CLIP_MIN_MS = 15_000;
export const CLIP_MAX_MS = 60_000;

const badClip = (messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.startMs', messageKey, message: '' }], messageKey);

/** A WAV file of the given samples, in the source's format. */
function wavOf(source: WavInfo, samples: Buffer): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = (source.channels * source.bitsPerSample) / 8;
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(source.sampleFormat === 'float' ? 3 : 1, 20);
  header.writeUInt16LE(source.channels, 22);
  header.writeUInt32LE(source.sampleRate, 24);
  header.writeUInt32LE(source.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(source.bitsPerSample, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** The layout of a WAV held in memory, read by the uploads module's parser. */
export const wavLayout = (bytes: Buffer) => inspectWav(async (offset, length) => bytes.subarray(offset, offset + length), bytes.length);

const decodeError = () => new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'upload_decode_error');
const clipOutside = () => badClip('clip_outside_audio');
const frameOf = (layout: { sampleRate: number }, ms: number) => Math.floor((ms / 1000) * layout.sampleRate);

/** The chosen samples of a stored WAV, read straight from storage: only its header and the clip's bytes. */
async function wavClip(services: Services, objectKey: string, size: number, startMs: number, durationMs: number) {
  const readAt = async (offset: number, length: number) => (await readRange(services.files, objectKey, offset, length)) ?? Buffer.alloc(0);
  const layout = await inspectWav(readAt, size).catch(() => null);
  if (!layout) throw decodeError();
  if (startMs + durationMs > layout.durationMs) throw clipOutside();
  const blockAlign = (layout.channels * layout.bitsPerSample) / 8;
  const from = frameOf(layout, startMs) * blockAlign;
  return { layout, samples: await readAt(layout.dataOffset + from, frameOf(layout, startMs + durationMs) * blockAlign - from) };
}

/**
 * The chosen samples of a stored FLAC: the file is copied to a temporary file (storage may be remote and the decoder
 * needs to seek), and ffmpeg decodes just the clip.
 */
async function flacClip(services: Services, objectKey: string, startMs: number, durationMs: number) {
  const head = await readRange(services.files, objectKey, 0, FLAC_STREAMINFO_BYTES);
  const info = head && readStreamInfo(head);
  const object = info ? await services.files.getStream(objectKey) : null;
  if (!info || !object) throw decodeError();
  if (info.totalSamples && frameOf(info, startMs + durationMs) > info.totalSamples) throw clipOutside();
  const folder = await mkdtemp(join(tmpdir(), 'clip-'));
  try {
    const path = join(folder, 'source.flac');
    await pipeline(object.stream, createWriteStream(path));
    const skip = frameOf(info, startMs);
    const wav = await decodeFlacRangeToWav(path, skip, frameOf(info, startMs + durationMs) - skip, info.bitsPerSample).catch(() => null);
    const layout = wav && (await wavLayout(wav).catch(() => null));
    if (!wav || !layout) throw decodeError();
    if (layout.durationMs < durationMs - 1) throw clipOutside();
    return { layout, samples: wav.subarray(layout.dataOffset, layout.dataOffset + layout.dataSize) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Online trim (document 3): cuts the chosen part of a track's full audio into a WAV the form then names as the
 * track's clip. Memory holds the clip (60 s at most), never the whole track.
 */
export async function cutClip(services: Services, actor: Actor, input: { fileId: string; startMs: number; durationMs: number }) {
  if (input.durationMs < CLIP_MIN_MS || input.durationMs > CLIP_MAX_MS) throw badClip('clip_duration_invalid');
  const [source] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, input.fileId), eq(uploadedFiles.userId, actor.accountId), eq(uploadedFiles.kind, 'audio')));
  const magic = source ? await readRange(services.files, source.objectKey, 0, 4) : null;
  if (!source || !magic) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'rule_file_missing');
  const { layout, samples } =
    magic.toString('ascii') === 'fLaC'
      ? await flacClip(services, source.objectKey, input.startMs, input.durationMs)
      : await wavClip(services, source.objectKey, Number(source.size), input.startMs, input.durationMs);
  const clip = wavOf(layout, samples);

  const id = `clip-${randomBytes(12).toString('hex')}`;
  const objectKey = newObjectKey(`releases/${actor.accountId}/clips`, 'wav');
  await services.files.put(objectKey, clip, 'audio/wav');
  await services.db.insert(uploadedFiles).values({
    id,
    userId: actor.accountId,
    kind: 'clip',
    objectKey,
    contentType: 'audio/wav',
    size: clip.length,
    meta: {
      format: 'WAV',
      durationMs: input.durationMs,
      sampleRate: layout.sampleRate,
      bitsPerSample: layout.bitsPerSample,
      channels: layout.channels,
      sourceFileId: source.id,
      startMs: input.startMs,
    },
  });
  return { clipFileId: id, startMs: input.startMs, durationMs: input.durationMs };
}
