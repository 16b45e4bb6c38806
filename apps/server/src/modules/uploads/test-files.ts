import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ffmpegPath } from '../../platform/media/ffmpeg.ts';
import type { TestClient } from '../../test/harness.ts';
import { multipart } from '../../test/harness.ts';

/** Test files and the three upload calls, for the uploads tests. */

export { makeWav, type WavShape } from './wav-tone.ts';

/** The WAV encoded as FLAC by ffmpeg. */
export function encodeFlac(wav: Buffer): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'flac-'));
  try {
    // Written to a file, not a pipe: the encoder seeks back to put the sample count and MD5 into STREAMINFO.
    execFileSync(ffmpegPath(), ['-v', 'error', '-nostdin', '-f', 'wav', '-i', 'pipe:0', '-c:a', 'flac', join(folder, 'out.flac')], { input: wav, stdio: ['pipe', 'ignore', 'ignore'] });
    return readFileSync(join(folder, 'out.flac'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const squareImage = (side: number, format: 'png' | 'jpeg' = 'png', height = side) =>
  sharp({ create: { width: side, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    [format]()
    .toBuffer();

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const minimalPdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

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
  return mergeParts(
    client,
    init.body.data,
    Array.from({ length: partCount }, (_, index) => index),
  );
}
