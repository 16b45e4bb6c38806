import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { newObjectKey } from '../../platform/storage.ts';

/** Document 3 limits for a clip (the store preview): 15 to 60 seconds. */
export const CLIP_MIN_MS = 15_000;
export const CLIP_MAX_MS = 60_000;

const badClip = (messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.startMs', messageKey, message: '' }], messageKey);

interface PcmWav {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataLength: number;
}

/** Reads a PCM WAV's format and where its samples are, walking the RIFF chunks. */
export function readWavLayout(bytes: Buffer): PcmWav | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let format: Omit<PcmWav, 'dataOffset' | 'dataLength'> | null = null;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 24 <= bytes.length) {
      format = { channels: bytes.readUInt16LE(at + 10), sampleRate: bytes.readUInt32LE(at + 12), bitsPerSample: bytes.readUInt16LE(at + 22) };
    } else if (id === 'data' && format) {
      return { ...format, dataOffset: at + 8, dataLength: Math.min(size, bytes.length - at - 8) };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

function wavOf(layout: PcmWav, samples: Buffer): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = (layout.channels * layout.bitsPerSample) / 8;
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(layout.channels, 22);
  header.writeUInt32LE(layout.sampleRate, 24);
  header.writeUInt32LE(layout.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(layout.bitsPerSample, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** FLAC is decoded by the reference decoder to WAV first (Debian package flac). */
function flacToWav(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile('flac', ['--decode', '--silent', '--stdout', '-'], { encoding: 'buffer', maxBuffer: 2 * 1024 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(bytes);
  });
}

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
  const wav = isFlac ? await flacToWav(stored.bytes).catch(() => null) : stored.bytes;
  const layout = wav && readWavLayout(wav);
  if (!wav || !layout) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'upload_decode_error');

  const blockAlign = (layout.channels * layout.bitsPerSample) / 8;
  const totalMs = Math.floor((layout.dataLength / blockAlign / layout.sampleRate) * 1000);
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
