import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { uploadParts, uploadSessions } from '@portal/db/schema';
import { createTestContext, makeOperator, multipart, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';
import { storedPartKey } from './upload-sessions.ts';
import { encodeFlac, initUpload, makeWav, mergeParts, minimalPdf, partOf, sendPart, sha256, squareImage, uploadWhole } from './test-files.ts';

let ctx: TestContext;
let client: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  client = (await signUpArtist(ctx)).client;
});
afterAll(() => ctx.close());

const KiB = 1024;
const refusal = (response: { status: number; body: { baseResponse: { messageKey?: string; message: string } } }) => ({
  status: response.status,
  key: response.body.baseResponse.messageKey,
  message: response.body.baseResponse.message,
});

describe('chunked upload of release audio', () => {
  it('joins the parts of a WAV, measures it and serves it back to its owner only', async () => {
    const wav = makeWav({ seconds: 2 });
    const merged = await uploadWhole(client, wav, { partSize: 64 * KiB });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const file = merged.body.data;
    expect(file).toMatchObject({
      kind: 'audio',
      contentType: 'audio/wav',
      size: wav.length,
      uri: file.fileId,
      vid: file.fileId,
      url: `/api/files/${file.fileId}`,
      meta: { format: 'WAV', durationMs: 2000, sampleRate: 44_100, bitsPerSample: 16, channels: 2, sha256: sha256(wav), fileName: 'master.wav' },
    });

    const served = await client.get(file.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="master.wav"; filename*=UTF-8''master.wav`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(wav.length);
    expect(served.headers['cache-control']).toBe('private, no-store');

    const range = await client.call('GET', file.url, { headers: { range: 'bytes=0-43' } });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-43/${wav.length}`);
    expect(String(range.body).slice(0, 4)).toBe('RIFF');

    const stranger = (await signUpArtist(ctx)).client;
    expect((await stranger.get(file.url)).status).toBe(404);
    expect((await stranger.get('/api/files/uf_none-such-file-at-all')).status).toBe(404);
    expect((await ctx.client().get(file.url)).status).toBe(401);
  });

  it('decodes a FLAC with ffmpeg and records what it found', async () => {
    const flac = encodeFlac(makeWav({ seconds: 1.5, sampleRate: 96_000, bitsPerSample: 24 }));
    const merged = await uploadWhole(client, flac, { fileName: 'Master.FLAC', mimeType: 'audio/x-flac' });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data).toMatchObject({ contentType: 'audio/flac', meta: { format: 'FLAC', durationMs: 1500, sampleRate: 96_000, bitsPerSample: 24, channels: 2 } });
  });

  it('answers a repeated merge with the same file', async () => {
    const wav = makeWav({ seconds: 1 });
    const init = (await initUpload(client, wav)).body.data;
    await sendPart(client, init, 0, wav);
    const first = await mergeParts(client, init, [0]);
    const again = await mergeParts(client, init, [0]);
    expect(first.status).toBe(200);
    expect(again.body.data.fileId).toBe(first.body.data.fileId);
    expect((await sendPart(client, init, 0, wav)).body.baseResponse.messageKey).toBe('upload_session_closed');
  });

  it('refuses at init what the name, size and type already rule out', async () => {
    const tooLarge = await client.post('/api/upload/partial/init', { mimeType: 'audio/wav', fileName: 'a.wav', size: 3 * 1024 ** 3, kind: 'audio' });
    expect(refusal(tooLarge)).toEqual({ status: 400, key: 'upload_size_too_large', message: 'The file is larger than 2 GB.' });
    const mp3 = await client.post('/api/upload/partial/init', { mimeType: 'audio/mpeg', fileName: 'a.mp3', size: 5_000_000, kind: 'audio' });
    expect(refusal(mp3)).toMatchObject({ key: 'upload_mime_type_not_supported', message: 'This type of file is not supported. Use WAV, FLAC.' });
    const suffix = await client.post('/api/upload/partial/init', { mimeType: 'audio/wav', fileName: 'a.wave', size: 5_000_000, kind: 'audio' });
    expect(refusal(suffix).key).toBe('upload_suffix_type_not_supported');
    const bad = await client.post('/api/upload/partial/init', { mimeType: 'audio/wav', fileName: 'a.wav', size: 5_000_000, kind: 'video', partSize: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.baseResponse.details?.map((detail: { field: string }) => detail.field).sort()).toEqual(['body.kind', 'body.partSize']);
  });
});

describe('resuming', () => {
  const wav = makeWav({ seconds: 1 }); // 176 444 bytes: 3 parts of 64 KiB
  const partSize = 64 * KiB;

  it('reports the parts it holds to an init with the same fingerprint or upload id, and takes the rest', async () => {
    const first = (await initUpload(client, wav, { partSize, fingerprint: 'master.wav:176444:1700000000' })).body.data;
    expect(first).toMatchObject({ partCount: 3, receivedParts: [], resumed: false });
    await sendPart(client, first, 0, partOf(wav, partSize, 0));
    await sendPart(client, first, 2, partOf(wav, partSize, 2));

    // The page reloads: the client asks again for the same file.
    const again = await initUpload(client, wav, { partSize, fingerprint: 'master.wav:176444:1700000000' });
    expect(again.body.data).toMatchObject({ uploadId: first.uploadId, objectKey: first.objectKey, receivedParts: [0, 2], resumed: true });
    expect(again.body.data.parts).toEqual([
      { partIndex: 0, size: partSize, sha256: sha256(partOf(wav, partSize, 0)) },
      { partIndex: 2, size: wav.length - 2 * partSize, sha256: sha256(partOf(wav, partSize, 2)) },
    ]);
    const byId = await client.post('/api/upload/partial/init', { mimeType: 'audio/wav', fileName: 'master.wav', size: wav.length, kind: 'audio', uploadId: first.uploadId });
    expect(byId.body.data).toMatchObject({ uploadId: first.uploadId, receivedParts: [0, 2], resumed: true });

    const early = await mergeParts(client, first, [0, 1, 2]);
    expect(refusal(early)).toMatchObject({ status: 400, key: 'upload_part_missing', message: 'Part 1 of the file has not arrived. Send it again.' });
    await sendPart(client, first, 1, partOf(wav, partSize, 1));
    const merged = await mergeParts(client, first, [0, 1, 2]);
    expect(merged.status).toBe(200);
    expect(merged.body.data.meta.sha256).toBe(sha256(wav));
  });

  it('starts afresh for another file, another account or without a fingerprint', async () => {
    const first = (await initUpload(client, wav, { partSize, fingerprint: 'fingerprint-one' })).body.data;
    await sendPart(client, first, 0, partOf(wav, partSize, 0));
    expect((await initUpload(client, wav, { partSize })).body.data.uploadId).not.toBe(first.uploadId);
    expect((await initUpload(client, wav, { partSize, fingerprint: 'fingerprint-two' })).body.data.uploadId).not.toBe(first.uploadId);
    const stranger = (await signUpArtist(ctx)).client;
    const theirs = await initUpload(stranger, wav, { partSize, fingerprint: 'fingerprint-one' });
    expect(theirs.body.data).toMatchObject({ receivedParts: [], resumed: false });
    expect(theirs.body.data.uploadId).not.toBe(first.uploadId);
  });
});

describe('parts are checked', () => {
  const wav = makeWav({ seconds: 1 });
  const partSize = 64 * KiB;

  it('refuses a part of the wrong size, a wrong checksum, an index past the end', async () => {
    const init = (await initUpload(client, wav, { partSize })).body.data;
    expect(refusal(await sendPart(client, init, 0, partOf(wav, partSize, 0).subarray(1))).key).toBe('upload_part_size_mismatch');
    expect(refusal(await sendPart(client, init, 2, partOf(wav, partSize, 2), sha256(Buffer.from('other')))).key).toBe('upload_part_checksum_mismatch');
    expect(refusal(await sendPart(client, init, 3, partOf(wav, partSize, 2))).key).toBe('upload_part_out_of_range');
    const accepted = await sendPart(client, init, 2, partOf(wav, partSize, 2), sha256(partOf(wav, partSize, 2)));
    expect(accepted.body.data).toEqual({ partIndex: 2, size: wav.length - 2 * partSize, sha256: sha256(partOf(wav, partSize, 2)) });
  });

  it('refuses a merge whose checksums differ from the client’s or whose stored part changed, and keeps the upload open', async () => {
    const init = (await initUpload(client, wav, { partSize })).body.data;
    for (const index of [0, 1, 2]) await sendPart(client, init, index, partOf(wav, partSize, index));
    const checksums = [0, 1, 2].map((index) => sha256(partOf(wav, partSize, index)));
    const claimed = await mergeParts(client, init, [0, 1, 2], [checksums[0]!, sha256(Buffer.from('x')), checksums[2]!]);
    expect(refusal(claimed)).toMatchObject({ status: 400, key: 'upload_part_checksum_mismatch', message: 'Part 1 of the file arrived damaged. Send it again.' });

    // The stored part changes behind the server's back (same size, other bytes).
    const [stored] = await ctx.services.db
      .select()
      .from(uploadParts)
      .where(and(eq(uploadParts.uploadId, init.uploadId), eq(uploadParts.partIndex, 1)));
    await ctx.services.files.put(storedPartKey(stored!), Buffer.alloc(partSize, 7), 'application/octet-stream');
    expect(refusal(await mergeParts(client, init, [0, 1, 2], checksums)).key).toBe('upload_part_checksum_mismatch');
    expect(await ctx.services.files.stat(init.objectKey)).toBeNull();

    await sendPart(client, init, 1, partOf(wav, partSize, 1));
    expect((await mergeParts(client, init, [0, 1, 2], checksums)).status).toBe(200);
  });

  it('streams each part into storage: a refused part leaves nothing behind, a part sent again replaces the earlier bytes', async () => {
    const init = (await initUpload(client, wav, { partSize })).body.data;
    const partFiles = async () => (await readdir(join(ctx.services.config.storageDir, 'upload-parts', init.uploadId)).catch(() => [])).filter((name) => !name.endsWith('.type'));
    expect(refusal(await sendPart(client, init, 0, partOf(wav, partSize, 0).subarray(1))).key).toBe('upload_part_size_mismatch');
    expect(refusal(await sendPart(ctx.client(), init, 0, partOf(wav, partSize, 0))).status).toBe(401);
    expect(refusal(await sendPart(client, init, 1, partOf(wav, partSize, 1), sha256(Buffer.from('other')))).key).toBe('upload_part_checksum_mismatch');
    expect(await partFiles()).toEqual([]);

    await sendPart(client, init, 0, partOf(wav, partSize, 0));
    await sendPart(client, init, 0, partOf(wav, partSize, 0));
    expect(await partFiles()).toHaveLength(1);
    // A JSON body cannot pass off a stored object as its part.
    const forged = await client.post('/api/upload/partial/upload', {
      uploadId: init.uploadId,
      objectKey: init.objectKey,
      partIndex: 1,
      file: { objectKey: `upload-parts/${init.uploadId}/0`, size: partSize, sha256: sha256(partOf(wav, partSize, 0)) },
    });
    expect(forged.status).toBe(400);
    for (const index of [1, 2]) await sendPart(client, init, index, partOf(wav, partSize, index));
    expect((await mergeParts(client, init, [0, 1, 2])).status).toBe(200);
    expect(await partFiles()).toEqual([]);
  });

  it('needs every part, in order', async () => {
    const init = (await initUpload(client, wav, { partSize })).body.data;
    for (const index of [0, 1, 2]) await sendPart(client, init, index, partOf(wav, partSize, index));
    expect(refusal(await mergeParts(client, init, [0, 2])).key).toBe('upload_part_missing');
    expect(refusal(await mergeParts(client, init, [0, 2, 1])).key).toBe('upload_part_missing');
    expect((await mergeParts(client, init, [0, 1, 2])).status).toBe(200);
  });

  it('hides other accounts’ uploads: their parts and merges are not found', async () => {
    const init = (await initUpload(client, wav, { partSize })).body.data;
    const stranger = (await signUpArtist(ctx)).client;
    expect(refusal(await sendPart(stranger, init, 0, partOf(wav, partSize, 0))).status).toBe(404);
    expect(refusal(await mergeParts(stranger, init, [0, 1, 2])).status).toBe(404);
    expect(refusal(await sendPart(client, { ...init, objectKey: 'uploads/1/other.wav' }, 0, partOf(wav, partSize, 0))).status).toBe(404);
  });
});

describe('server-side checks after the merge', () => {
  const refusedAudio: [string, Buffer, string][] = [
    ['44.1 kHz mono', makeWav({ channels: 1 }), 'upload_number_of_channels_invalid'],
    ['8 bit', makeWav({ bitsPerSample: 8 }), 'upload_samplebits_too_low'],
    ['22.05 kHz', makeWav({ sampleRate: 22_050 }), 'upload_samplerate_too_low'],
    ['truncated data', makeWav({ truncateBy: 1000 }), 'upload_decode_error'],
    ['half a second', makeWav({ seconds: 0.5 }), 'upload_duration_too_short'],
    ['garbage named .wav', Buffer.alloc(50_000, 'not a wav file at all '), 'upload_relo_type_not_supported'],
    ['an MP3 named .wav', Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00'), Buffer.alloc(20_000, 1)]), 'upload_relo_type_not_supported'],
  ];
  it.each(refusedAudio)('refuses %s with its key, and the file is not kept', async (_, bytes, key) => {
    const init = (await initUpload(client, bytes)).body.data;
    await sendPart(client, init, 0, bytes);
    const merged = await mergeParts(client, init, [0]);
    expect(refusal(merged)).toMatchObject({ status: 400, key });
    expect(await ctx.services.files.stat(init.objectKey)).toBeNull();
    expect(await ctx.services.db.select().from(uploadSessions).where(eq(uploadSessions.id, init.uploadId))).toEqual([]);
    expect((await mergeParts(client, init, [0])).status).toBe(404);
  });

  it('refuses a damaged or cut FLAC', async () => {
    const flac = encodeFlac(makeWav({ seconds: 3 }));
    expect(flac.readUInt32BE(22)).toBe(3 * 44_100); // the sample count is in STREAMINFO
    const damaged = Buffer.from(flac);
    damaged[Math.floor(flac.length * 0.6)]! ^= 0xff;
    expect(refusal(await uploadWhole(client, damaged, { fileName: 'a.flac', mimeType: 'audio/flac' })).key).toBe('upload_decode_error');
    const cut = flac.subarray(0, Math.floor(flac.length * 0.7));
    expect(refusal(await uploadWhole(client, cut, { fileName: 'a.flac', mimeType: 'audio/flac' })).key).toBe('upload_decode_error');
    expect((await uploadWhole(client, flac, { fileName: 'a.flac', mimeType: 'audio/flac' })).status).toBe(200);
  });

  it('takes a clip of 15 to 60 seconds only', async () => {
    expect(refusal(await uploadWhole(client, makeWav({ seconds: 5 }), { kind: 'clip' }))).toMatchObject({ key: 'upload_duration_too_short', message: 'The audio is shorter than 0:15.' });
    expect((await uploadWhole(client, makeWav({ seconds: 15, sampleRate: 44_100 }), { kind: 'clip', partSize: 1024 * KiB })).status).toBe(200);
  });

  it('checks cover art: square JPG or PNG, 1400 to 6000 px, RGB', async () => {
    const png = await squareImage(1400);
    const cover = await uploadWhole(client, png, { kind: 'cover', fileName: 'cover.png', mimeType: 'image/png' });
    expect(cover.status, JSON.stringify(cover.body)).toBe(200);
    expect(cover.body.data).toMatchObject({ contentType: 'image/png', meta: { format: 'PNG', width: 1400, height: 1400 } });
    // A cover never changes under its address and is shown on many pages: the browser keeps it, no shared cache does.
    const served = await client.get(cover.body.data.url);
    expect([served.status, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/png', 'private, max-age=31536000, immutable']);
    const jpeg = await squareImage(1500, 'jpeg');
    expect((await uploadWhole(client, jpeg, { kind: 'cover', fileName: 'cover.jpg', mimeType: 'image/jpeg' })).body.data.meta.format).toBe('JPEG');

    const small = await uploadWhole(client, await squareImage(1000), { kind: 'cover', fileName: 'c.png', mimeType: 'image/png' });
    expect(refusal(small)).toMatchObject({ key: 'upload_image_frame_size_too_small', message: 'Both sides of the image must be at least 1400 pixels.' });
    const wide = await uploadWhole(client, await squareImage(1600, 'png', 1500), { kind: 'cover', fileName: 'c.png', mimeType: 'image/png' });
    expect(refusal(wide).key).toBe('upload_image_shape_not_square');
    const cmyk = await sharp(jpeg).toColourspace('cmyk').jpeg().toBuffer();
    expect(refusal(await uploadWhole(client, cmyk, { kind: 'cover', fileName: 'c.jpg', mimeType: 'image/jpeg' })).key).toBe('upload_image_color_space_not_supported');
    const cut = png.subarray(0, Math.floor(png.length / 2));
    expect(refusal(await uploadWhole(client, cut, { kind: 'cover', fileName: 'c.png', mimeType: 'image/png' })).key).toBe('upload_read_error');
    expect(refusal(await uploadWhole(client, makeWav(), { kind: 'cover', fileName: 'c.png', mimeType: 'image/png' })).key).toBe('upload_relo_type_not_supported');
  });

  it('takes a PDF as proof of licensed content', async () => {
    const proof = await uploadWhole(client, minimalPdf(), { kind: 'proof', fileName: 'licence.pdf', mimeType: 'application/pdf' });
    expect(proof.status, JSON.stringify(proof.body)).toBe(200);
    expect(proof.body.data).toMatchObject({ contentType: 'application/pdf', meta: { format: 'PDF' } });
  });
});

describe('direct upload with a storage token', () => {
  const token = (c: TestClient, bytes: Buffer, kind = 'audio') => c.get('/api/upload/vcloud/ststoken', { kind, fileName: 'direct.wav', size: String(bytes.length), mimeType: 'audio/wav' });
  const put = (url: string, bytes: Buffer) => client.call('PUT', url, { body: bytes, headers: { 'content-type': 'application/octet-stream' } });

  it('puts the file with the token, then commits it through the same checks', async () => {
    const wav = makeWav({ seconds: 20 }); // 3.5 MB: more than the JSON body limit, streamed past it
    const issued = (await token(client, wav)).body.data;
    expect(issued).toMatchObject({ provider: 'local', method: 'PUT' });
    // The page keeps the chunked upload with local storage: only an S3 store offers direct uploads (decision 057).
    expect((await client.get('/api/system/basic')).body.data.directUpload).toBe(false);
    const stored = await put(issued.uploadUrl, wav);
    expect(stored.body.data).toEqual({ size: wav.length, sha256: sha256(wav) });
    const committed = await client.post('/api/upload/vcloud/commit', { token: issued.token });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.data).toMatchObject({ kind: 'audio', meta: { format: 'WAV', sha256: sha256(wav) } });
    expect(committed.body.data.vid).toBe(committed.body.data.uri);
    expect((await client.post('/api/upload/vcloud/commit', { token: issued.token })).body.data.fileId).toBe(committed.body.data.fileId);
    expect(refusal(await put(issued.uploadUrl, wav)).key).toBe('upload_session_closed');
  });

  it('refuses a body of another size, a forged token, and another account’s commit', async () => {
    const wav = makeWav({ seconds: 1 });
    const issued = (await token(client, wav)).body.data;
    expect(refusal(await put(issued.uploadUrl, wav.subarray(10)))).toMatchObject({ status: 400, key: 'upload_size_mismatch' });
    expect(refusal(await put(issued.uploadUrl, Buffer.concat([wav, Buffer.alloc(10)]))).key).toBe('upload_size_mismatch');
    const forged = `${issued.token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(refusal(await put(`/api/upload/vcloud/direct?token=${forged}`, wav))).toMatchObject({ status: 403, key: 'upload_token_invalid' });
    expect(refusal(await client.post('/api/upload/vcloud/commit', { token: issued.token })).key).toBe('upload_no_file_instance_found');
    await put(issued.uploadUrl, wav);
    const stranger = (await signUpArtist(ctx)).client;
    expect(refusal(await stranger.post('/api/upload/vcloud/commit', { token: issued.token })).status).toBe(403);
    expect(refusal(await token(client, wav, 'cover')).key).toBe('upload_mime_type_not_supported');
  });
});

describe('who may see a file', () => {
  it('team members with Release View and operators; members without it are refused', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { 1: [1] });
    const file = (await uploadWhole(owner.client, makeWav({ seconds: 1 }))).body.data;
    expect((await member.client.get(file.url)).status).toBe(200);
    await setMemberPermissions(ctx, teamId, member.userId, {});
    expect((await member.client.get(file.url)).status).toBe(403);
    expect((await member.client.post('/api/upload/partial/init', { mimeType: 'audio/wav', fileName: 'a.wav', size: 200_000, kind: 'audio' })).status).toBe(403);

    const operator = await signUpArtist(ctx);
    await makeOperator(ctx, operator.userId);
    expect((await operator.client.get(file.url)).status).toBe(200);
  });

  it('serves release files only: an ID photo keeps its own route', async () => {
    const photo = await client.call('POST', '/api/images/user_id_photo', multipart({}, { file: { name: 'id.png', type: 'image/png', bytes: await squareImage(400) } }));
    expect(photo.status).toBe(200);
    expect((await client.get(`/api/files/${photo.body.data.uri}`)).status).toBe(404);
  });
});
