import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { createTestContext, multipart, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { Secret } from '../../platform/secret.ts';
import { IMAGE_URL_TTL_MS, imageBySignedUrl } from './signed-urls.ts';
import { syntheticPhoto } from './test-photo.ts';

// The hosted image model's stand-in: a local server speaking the images-generation shape, recording what it is asked.
const modelCalls: { authorization?: string; body: { model: string; prompt: string; seed: number; response_format: string } }[] = [];
let modelServer: Server;
let modelPictureBytes: Buffer;
/** What the model server answers: a picture, or a refusal with this status. */
let modelAnswer: 'picture' | 429 = 'picture';

let ctx: TestContext;
beforeAll(async () => {
  modelPictureBytes = await sharp(await syntheticPhoto(1024, 1024, 'png', 0.5))
    .png()
    .toBuffer();
  modelServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      modelCalls.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
      res.setHeader('content-type', 'application/json');
      if (modelAnswer !== 'picture') {
        res.statusCode = modelAnswer;
        res.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
        return;
      }
      res.end(JSON.stringify({ created: 1, data: [{ b64_json: modelPictureBytes.toString('base64') }] }));
    });
  });
  await new Promise<void>((resolve) => modelServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(modelServer.address() as AddressInfo).port}/v1/images/generations`;
  ctx = await createTestContext({ coverArtModel: { url, key: new Secret('model-key'), model: 'image-model-1' } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => modelServer.close(resolve));
});

const request = { title: 'Midnight Drive', artist: 'Mara Quinn', genre: 'electronic', mood: 'dreamy', style: 'typographic' };

/** Starts a set, runs the queued task as the job runner would, and answers the finished task. */
async function generated(client: TestClient, body: Record<string, unknown>) {
  const created = await client.post('/api/aigc/cover-art', body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await runDueJobs(ctx.services);
  const task = await client.get('/api/aigc/cover-art', { taskId: String(created.body.data.taskId) });
  expect(task.status).toBe(200);
  return { created: created.body.data, task: task.body.data };
}

/** Fetches a signed URL with no cookies at all, as an <img> on another page or a download manager would. */
const fetchSigned = (url: string) => ctx.app.inject({ method: 'GET', url });

const imageIdsOf = (task: { output: { images: { imageId: string }[] } }) => task.output.images.map((image) => image.imageId);

describe('cover art', () => {
  let artist: Awaited<ReturnType<typeof signUpArtist>>;
  let first: Awaited<ReturnType<typeof generated>>;
  beforeAll(async () => {
    artist = await signUpArtist(ctx);
    first = await generated(artist.client, { ...request, seed: 4242 });
  });

  it('makes four 3000 x 3000 variations as a task that costs credits, each passing the release cover checks', async () => {
    expect(first.created).toMatchObject({ seed: 4242, creditsLeft: 98 });
    expect(first.task).toMatchObject({ kind: 'cover_art', state: 'Success', resultCode: 0, progress: 100, errorKey: null });
    expect(first.task.output.seed).toBe(4242);
    expect(first.task.output.images).toHaveLength(4);
    expect(first.task.output.images[0].seed).toBe(4242);
    expect(new Set(first.task.output.images.map((image: { seed: number }) => image.seed)).size).toBe(4);
    for (const image of first.task.output.images) expect(image).toMatchObject({ width: 3000, height: 3000, contentType: 'image/jpeg' });

    const urls = await artist.client.get('/api/aigc/mget-imagex-urls', { imageIds: imageIdsOf(first.task).join(',') });
    expect(urls.body.data.notFound).toEqual([]);
    const digests = new Set<string>();
    for (const entry of urls.body.data.images) {
      const full = await fetchSigned(entry.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(full.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 3000, height: 3000, format: 'jpeg', space: 'srgb' });
      digests.add(full.rawPayload.toString('base64').slice(0, 20000));
      const preview = await fetchSigned(entry.previewUrl);
      expect((await sharp(preview.rawPayload).metadata()).width).toBe(640);
    }
    // Four different pictures.
    expect(digests.size).toBe(4);
  });

  it('makes the same images again from the same request and seed', async () => {
    const again = await generated(artist.client, { ...request, seed: 4242 });
    const [a, b] = await Promise.all(
      [first.task, again.task].map(async (task) => {
        const urls = await artist.client.get('/api/aigc/mget-imagex-urls', { imageIds: imageIdsOf(task)[2]! });
        return (await fetchSigned(urls.body.data.images[0].url)).rawPayload;
      }),
    );
    expect(a!.equals(b!)).toBe(true);
  });

  it("does not show another account's images: listed as notFound, and not usable", async () => {
    const other = await signUpArtist(ctx);
    const ids = imageIdsOf(first.task);
    const answer = await other.client.get('/api/aigc/mget-imagex-urls', { imageIds: `${ids[0]},ca_999999_1,nonsense` });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ images: [], notFound: [ids[0], 'ca_999999_1', 'nonsense'] });
    const used = await other.client.post('/api/aigc/cover-art/use', { imageId: ids[0] });
    expect(used.status).toBe(404);
    expect((await other.client.get('/api/aigc/cover-art', { taskId: String(first.created.taskId) })).status).toBe(404);
  });

  it('signs URLs that stop working when altered or expired', async () => {
    const urls = await artist.client.get('/api/aigc/mget-imagex-urls', { imageIds: imageIdsOf(first.task)[0]! });
    const { url, expiresAt } = urls.body.data.images[0];
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
    const token = decodeURIComponent(url.split('token=')[1]);
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    // Another image of the same set, which exists and the account may see: only the signature is wrong.
    const forged = Buffer.from(JSON.stringify({ ...claims, i: imageIdsOf(first.task)[1] })).toString('base64url');
    expect((await fetchSigned(url)).statusCode).toBe(200);
    expect((await fetchSigned(`/api/aigc/imagex?token=${encodeURIComponent(`${forged}.${signature}`)}`)).statusCode).toBe(403);
    const stale = Buffer.from(JSON.stringify({ ...claims, e: Date.now() - 1000 })).toString('base64url');
    expect((await fetchSigned(`/api/aigc/imagex?token=${encodeURIComponent(`${stale}.${signature}`)}`)).statusCode).toBe(403);
    expect((await fetchSigned('/api/aigc/imagex?token=garbage')).statusCode).toBe(403);
    // The untouched token itself, an hour and a minute later.
    await expect(imageBySignedUrl(ctx.services, token, Date.now() + IMAGE_URL_TTL_MS + 60_000)).rejects.toMatchObject({ httpStatus: 403 });
    await expect(imageBySignedUrl(ctx.services, token, Date.now() + IMAGE_URL_TTL_MS - 60_000)).resolves.toMatchObject({ contentType: 'image/jpeg' });
  });

  it('puts the chosen image into a draft as its cover, through the upload checks, as an uploaded cover', async () => {
    const draft = await artist.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Midnight Drive', mainGenre: 'electronic' }, tracks: [{ title: 'Midnight Drive' }] });
    const { albumId, revision } = draft.body.data;
    const used = await artist.client.post('/api/aigc/cover-art/use', { imageId: imageIdsOf(first.task)[1], albumId });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.data).toMatchObject({ albumId, revision: revision + 1, url: `/api/files/${used.body.data.fileId}` });
    const read = (await artist.client.get('/api/draft-release', { albumId: String(albumId) })).body.data;
    expect(read.album).toMatchObject({ title: 'Midnight Drive', mainGenre: 'electronic', cover: used.body.data.fileId });
    expect(read.tracks).toHaveLength(1);
    const [file] = await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, used.body.data.fileId));
    expect(file).toMatchObject({ kind: 'cover', contentType: 'image/jpeg', width: 3000, height: 3000, userId: artist.userId });
    expect(file!.meta).toMatchObject({ format: 'JPEG', fileName: expect.stringMatching(/^cover-art-\d+-2\.jpg$/) });
    // The cover is served like any uploaded release file.
    const served = await artist.client.get(used.body.data.url);
    expect(served.status).toBe(200);

    // Without a draft, a new single starts with the cover and the title.
    const fresh = await artist.client.post('/api/aigc/cover-art/use', { imageId: imageIdsOf(first.task)[0] });
    expect(fresh.status).toBe(200);
    const started = (await artist.client.get('/api/draft-release', { albumId: String(fresh.body.data.albumId) })).body.data;
    expect(started.album).toMatchObject({ title: 'Midnight Drive', cover: fresh.body.data.fileId });
  });

  it("refuses a release that is not the account's draft, and records no file for it", async () => {
    const other = await signUpArtist(ctx);
    const theirs = (await other.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Theirs' }, tracks: [] })).body.data;
    const before = await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, artist.userId));
    const refused = await artist.client.post('/api/aigc/cover-art/use', { imageId: imageIdsOf(first.task)[0], albumId: theirs.albumId });
    expect(refused.status).toBe(404);
    expect(await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, artist.userId))).toHaveLength(before.length);
  });

  it('refuses texts a store refuses on a cover and unknown moods, spending nothing', async () => {
    const check = async (body: Record<string, unknown>, field: string, messageKey: string) => {
      const answer = await artist.client.post('/api/aigc/cover-art', body);
      expect(answer.status).toBe(400);
      expect(answer.body.baseResponse.details).toEqual(expect.arrayContaining([expect.objectContaining({ field, messageKey })]));
    };
    await check({ ...request, title: 'Midnight (Spotify Exclusive)' }, 'body.title', 'rule_title_contains');
    await check({ ...request, artist: 'maraquinn.com' }, 'body.artist', 'rule_title_contains');
    await check({ ...request, title: 'Midnight 🌙' }, 'body.title', 'rule_emoji');
    await check({ ...request, title: ' ' }, 'body.title', 'rule_required');
    await check({ ...request, style: 'photo-crop' }, 'body.photoId', 'rule_required');
    const mood = await artist.client.post('/api/aigc/cover-art', { ...request, mood: 'furious' });
    expect(mood.status).toBe(400);
    expect((await artist.client.get('/api/aigc/get-aigc-basic')).body.data.creditsLeft).toBe(96);
  });
});

describe('photo crop and the hosted model', () => {
  it('crops an uploaded photo of the account into covers; a small photo or another account’s photo is refused', async () => {
    const { client } = await signUpArtist(ctx);
    const upload = (bytes: Buffer, name = 'photo.jpg') => client.call('POST', '/api/aigc/cover-art/photo', multipart({}, { file: { name, type: 'image/jpeg', bytes } }));
    const small = await upload(await syntheticPhoto(1200, 900));
    expect(small.status).toBe(400);
    expect(small.body.baseResponse.details?.[0]).toMatchObject({ field: 'body.file', messageKey: 'cover_art_photo_too_small' });
    expect((await upload(Buffer.from('not a picture at all'))).body.baseResponse.details?.[0]?.messageKey).toBe('upload_image_type');

    const photo = await upload(await syntheticPhoto());
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    expect(photo.body.data).toMatchObject({ width: 4200, height: 2800 });
    const { task } = await generated(client, { ...request, style: 'photo-crop', photoId: photo.body.data.photoId, seed: 7 });
    expect(task).toMatchObject({ state: 'Success', output: { style: 'photo-crop' } });
    expect(task.output.images.every((image: { width: number; height: number }) => image.width === 3000 && image.height === 3000)).toBe(true);

    const stranger = await signUpArtist(ctx);
    const theirs = await stranger.client.post('/api/aigc/cover-art', { ...request, style: 'photo-crop', photoId: photo.body.data.photoId });
    expect(theirs.status).toBe(404);
  });

  it('asks the configured image model for one picture per variation, then crops, titles and checks it like the others', async () => {
    const { client } = await signUpArtist(ctx);
    const options = await client.get('/api/aigc/cover-art/options');
    expect(options.body.data).toEqual({ styles: ['typographic', 'gradient', 'geometric', 'photo-crop', 'model'], cost: 2 });
    modelCalls.length = 0;
    const { task } = await generated(client, { ...request, style: 'model', seed: 99 });
    expect(task.state).toBe('Success');
    expect(modelCalls).toHaveLength(4);
    expect(modelCalls[0]).toMatchObject({ authorization: 'Bearer model-key', body: { model: 'image-model-1', seed: 99, response_format: 'b64_json' } });
    expect(modelCalls[0]!.body.prompt).toContain('Electronic');
    expect(modelCalls[0]!.body.prompt).toContain('No text');
    const urls = await client.get('/api/aigc/mget-imagex-urls', { imageIds: imageIdsOf(task).join(',') });
    const full = await fetchSigned(urls.body.data.images[3].url);
    // The model's 1024 px picture became a 3000 px cover.
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 3000, height: 3000, format: 'jpeg' });
    // Four 3000 px covers made from the model's pictures: about 25 s on two busy cores, more than the default bound.
  }, 90_000);

  it('a model that refuses (rate limit) fails the task with its result code and gives the credits back', async () => {
    const { client } = await signUpArtist(ctx);
    modelAnswer = 429;
    try {
      const { created, task } = await generated(client, { ...request, style: 'model' });
      expect(created.creditsLeft).toBe(98);
      expect(task).toMatchObject({ state: 'Fail', resultCode: 1003, errorKey: 'aigc_result_qps_limit', output: null });
      expect((await client.get('/api/aigc/get-aigc-basic')).body.data.creditsLeft).toBe(100);
    } finally {
      modelAnswer = 'picture';
    }
  });

  it('without a model configured, the model style is not offered and is refused', async () => {
    const plain = await createTestContext();
    try {
      const { client } = await signUpArtist(plain);
      expect((await client.get('/api/aigc/cover-art/options')).body.data.styles).not.toContain('model');
      const refused = await client.post('/api/aigc/cover-art', { ...request, style: 'model' });
      expect(refused.status).toBe(400);
      expect(refused.body.baseResponse.details?.[0]).toMatchObject({ field: 'body.style', messageKey: 'cover_art_model_off' });
    } finally {
      await plain.close();
    }
  });
});
