import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { newObjectKey } from '../../platform/storage.ts';
import { decodeFlacToWav } from '../uploads/flac.ts';
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

/**
 * Online trim (document 3): cuts the chosen part of a track's full audio into a WAV the form then names as the
 * track's clip.
 */
export async function cutClip(services: Services, actor: Actor, input: { fileId: string; startMs: number; durationMs: number }) {
  if (input.durationMs < CLIP_MIN_MS || input.durationMs > CLIP_MAX_MS) throw badClip('clip_duration_invalid');
  const [source] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, input.fileId), eq(uploadedFiles.userId, actor.accountId), eq(uploadedFiles.kind, 'audio')));
  const stored = source ? await services.files.get(source.objectKey) : null;
  if (!source || !stored) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'rule_file_missing');
  const isFlac = stored.bytes.subarray(0, 4).toString('ascii') === 'fLaC';
  const wav = isFlac ? await decodeFlacToWav(stored.bytes).catch(() => null) : stored.bytes;
  const layout = wav && (await wavLayout(wav).catch(() => null));
  if (!wav || !layout) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'upload_decode_error');

  const blockAlign = (layout.channels * layout.bitsPerSample) / 8;
  const totalMs = layout.durationMs;
  if (input.startMs < 0 || input.startMs + input.durationMs > totalMs) throw badClip('clip_outside_audio');
  const frame = (ms: number) => Math.floor((ms / 1000) * layout.sampleRate) * blockAlign;
  const samples = wav.subarray(layout.dataOffset + frame(input.startMs), layout.dataOffset + frame(input.startMs + input.durationMs));
  const clip = wavOf(layout, Buffer.from(samples));

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
    meta: { format: 'WAV', durationMs: input.durationMs, sampleRate: layout.sampleRate, bitsPerSample: layout.bitsPerSample, channels: layout.channels, sourceFileId: source.id, startMs: input.startMs },
  });
  return { clipFileId: id, startMs: input.startMs, durationMs: input.durationMs };
}
