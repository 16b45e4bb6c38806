import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import sharp from 'sharp';
import { uploadedFiles } from '@portal/db/schema';
import { makeOperator, signUpArtist, type ApiResult, type TestClient, type TestContext } from '../../test/harness.ts';

export const details = (response: ApiResult) => Object.fromEntries((response.body.baseResponse.details ?? []).map((detail) => [detail.field, detail.messageKey]));

export async function submitted(client: TestClient, form: unknown) {
  const response = await client.post('/api/release', form);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

export async function operatorClient(ctx: TestContext) {
  const operator = await signUpArtist(ctx, { nickname: 'Operator' });
  await makeOperator(ctx, operator.userId);
  return operator.client;
}

export async function approve(operator: TestClient, albumId: number) {
  const approved = await operator.post('/api/admin/releases/decide', { albumId, decision: 'approve' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

/** A pseudo-random generator, so a seed always paints the same picture. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** A 1400 px PNG cover: a 12x12 grid of random colours from the seed, smoothly enlarged (distinct per seed). */
export async function patternCover(seed: number, size = 1400): Promise<Buffer> {
  const random = seeded(seed);
  const grid = 12;
  const pixels = Buffer.alloc(grid * grid * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(random() * 256);
  return sharp(pixels, { raw: { width: grid, height: grid, channels: 3 } })
    .resize(size, size, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

/** An upload of the account as the uploads module records it, with the given bytes. */
export async function storedImage(ctx: TestContext, accountId: number, bytes: Buffer, kind = 'cover', contentType = 'image/png') {
  const id = `test-${kind}-${randomBytes(6).toString('hex')}`;
  const objectKey = `test/${id}`;
  await ctx.services.files.put(objectKey, bytes, contentType);
  await ctx.services.db.insert(uploadedFiles).values({ id, userId: accountId, kind, objectKey, contentType, size: bytes.length, width: 1400, height: 1400, meta: {} });
  return id;
}
