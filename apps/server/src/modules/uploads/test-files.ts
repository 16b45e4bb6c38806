import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestClient } from '../../test/harness.ts';
import { multipart } from '../../test/harness.ts';

/** Test files and the three upload calls, for the uploads tests. */

export interface WavShape {
  seconds?: number;
  sampleRate?: number;
  bitsPerSample?: number;
  channels?: number;
  /** Bytes cut off the end of the data, leaving the header's sizes as they were (a truncated upload). */
  truncateBy?: number;
}

/** A 440 Hz tone as a PCM WAV: a 44-byte header written by hand, then the samples. */
export function makeWav({ seconds = 2, sampleRate = 44_100, bitsPerSample = 16, channels = 2, truncateBy = 0 }: WavShape = {}): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const bytesPerSample = bitsPerSample / 8;
  const blockAlign = channels * bytesPerSample;
  const data = Buffer.alloc(frames * blockAlign);
  for (let frame = 0; frame < frames; frame++) {
    const level = Math.sin((2 * Math.PI * 440 * frame) / sampleRate) * 0.25;
    for (let channel = 0; channel < channels; channel++) {
      const at = frame * blockAlign + channel * bytesPerSample;
      if (bitsPerSample === 8) data.writeUInt8(Math.round(128 + level * 127), at);
      else if (bitsPerSample === 16) data.writeInt16LE(Math.round(level * 32767), at);
      else data.writeIntLE(Math.round(level * 8_388_607), at, 3);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  const wav = Buffer.concat([header, data]);
  return truncateBy ? wav.subarray(0, wav.length - truncateBy) : wav;
}

/** The WAV encoded by the reference encoder (Debian package flac), through a file so that it writes the sample count and MD5. */
export function encodeFlac(wav: Buffer): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'flac-'));
  try {
    execFileSync('flac', ['--silent', '--force', '-o', join(folder, 'out.flac'), '-'], { input: wav, stdio: ['pipe', 'ignore', 'ignore'] });
    return readFileSync(join(folder, 'out.flac'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const squareImage = (side: number, format: 'png' | 'jpeg' = 'png', height = side) =>
  sharp({ create: { width: side, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })[format]().toBuffer();

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const minimalPdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface UploadOptions {
  kind?: 'audio' | 'clip' | 'cover' | 'proof';
  fileName?: string;
  mimeType?: string;
  partSize?: number;
  fingerprint?: string;
}

export const initUpload = (client: TestClient, bytes: Buffer, options: UploadOptions = {}) =>
  client.post('/api/upload/partial/init', {
    mimeType: options.mimeType ?? 'audio/wav',
    fileName: options.fileName ?? 'master.wav',
    size: bytes.length,
    kind: options.kind ?? 'audio',
    ...(options.partSize ? { partSize: options.partSize } : {}),
    ...(options.fingerprint ? { fingerprint: options.fingerprint } : {}),
  });

export function sendPart(client: TestClient, session: { uploadId: string; objectKey: string }, partIndex: number, bytes: Uint8Array, checksum?: string) {
  const form = multipart(
    { uploadId: session.uploadId, objectKey: session.objectKey, partIndex: String(partIndex), ...(checksum ? { sha256: checksum } : {}) },
    { file: { name: 'blob', type: 'application/octet-stream', bytes } },
  );
  return client.call('POST', '/api/upload/partial/upload', form);
}

export const partOf = (bytes: Buffer, partSize: number, index: number) => bytes.subarray(index * partSize, (index + 1) * partSize);

export const mergeParts = (client: TestClient, session: { uploadId: string; objectKey: string }, partIds: number[], partChecksums?: string[]) =>
  client.post('/api/upload/partial/merge', { uploadId: session.uploadId, objectKey: session.objectKey, partIds, ...(partChecksums ? { partChecksums } : {}) });

/** init, every part, merge: the merge's answer. */
export async function uploadWhole(client: TestClient, bytes: Buffer, options: UploadOptions = {}) {
  const init = await initUpload(client, bytes, options);
  if (init.status !== 200) return init;
  const { partSize, partCount } = init.body.data as { partSize: number; partCount: number };
  for (let index = 0; index < partCount; index++) {
    const sent = await sendPart(client, init.body.data, index, partOf(bytes, partSize, index));
    if (sent.status !== 200) throw new Error(`part ${index}: ${JSON.stringify(sent.body)}`);
  }
  return mergeParts(client, init.body.data, Array.from({ length: partCount }, (_, index) => index));
}
