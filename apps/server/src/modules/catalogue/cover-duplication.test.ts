import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { signedArtist, storedFile, validSingle } from '../../test/releases.ts';
import { coverDHash, hammingDistance } from './cover-hash.ts';
import { details, patternCover, storedImage, submitted } from './test-support.ts';

let ctx: TestContext;
let artist: Awaited<ReturnType<typeof signedArtist>>;
let other: Awaited<ReturnType<typeof signedArtist>>;
let ownRelease: number;
let othersCoverId: string;
let othersRelease: { albumId: number; title: string };
const covers: Record<number, Buffer> = {};

/** A release of the account with this cover, submitted for review. */
async function releaseWithCover(account: Awaited<ReturnType<typeof signedArtist>>, title: string, coverId: string) {
  const form = await validSingle(ctx, account.userId, { title, cover: coverId });
  return submitted(account.client, form);
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const seed of [1, 2, 3, 4, 5]) covers[seed] = await patternCover(seed);
  artist = await signedArtist(ctx);
  other = await signedArtist(ctx);
  ownRelease = (await releaseWithCover(artist, 'First Cover', await storedImage(ctx, artist.userId, covers[1]!))).albumId;
  othersCoverId = await storedImage(ctx, other.userId, covers[2]!);
  othersRelease = await releaseWithCover(other, 'Secret Release', othersCoverId);
  // Another account's draft is nobody's business, and a broken cover must not break the check.
  await other.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Secret Draft', cover: await storedImage(ctx, other.userId, covers[3]!) }, tracks: [] });
  await releaseWithCover(other, 'Broken Cover', await storedImage(ctx, other.userId, Buffer.from('not an image at all')));
});
afterAll(() => ctx.close());

const check = (client: typeof artist.client, body: object) => client.post('/api/validate/cover-art-duplication', body);
const reEncoded = (bytes: Buffer, size: number) => sharp(bytes).resize(size, size).jpeg({ quality: 72 }).toBuffer();
const metaOf = async (id: string) => (await ctx.services.db.select({ meta: uploadedFiles.meta }).from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0]!.meta as Record<string, unknown>;

describe('the perceptual hash', () => {
  it('stays within the duplicate distance when a cover is re-encoded or resized, and not for another picture', async () => {
    const original = await coverDHash(covers[1]!);
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(original, await coverDHash(await reEncoded(covers[1]!, 1300)))).toBeLessThanOrEqual(6);
    expect(hammingDistance(original, await coverDHash(await sharp(covers[1]!).resize(3000, 3000).png().toBuffer()))).toBeLessThanOrEqual(6);
    expect(hammingDistance(original, await coverDHash(covers[4]!))).toBeGreaterThan(6);
  });
});

describe('POST /validate/cover-art-duplication', () => {
  it('names the account’s own release whose cover is the same picture, re-encoded and resized', async () => {
    const upload = await storedImage(ctx, artist.userId, await reEncoded(covers[1]!, 1300), 'cover', 'image/jpeg');
    const answer = await check(artist.client, { fileId: upload });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ duplicated: true, ownMatches: [{ albumId: ownRelease, title: 'First Cover' }], othersMatched: false });
    // Editing that very release, its own cover is no duplicate.
    expect((await check(artist.client, { fileId: upload, albumId: ownRelease })).body.data).toEqual({ duplicated: false, ownMatches: [], othersMatched: false });
  });

  it('says only that another account’s release has the picture, never which', async () => {
    const upload = await storedImage(ctx, artist.userId, await sharp(covers[2]!).resize(1500, 1500).png().toBuffer());
    const answer = await check(artist.client, { fileId: upload });
    expect(answer.body.data).toEqual({ duplicated: true, ownMatches: [], othersMatched: true });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('Secret');
    expect(text).not.toContain(String(othersRelease.albumId));
  });

  it('finds the account’s drafts too, but not other accounts’ drafts, and a different picture is no duplicate', async () => {
    const { albumId } = (await artist.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Draft Cover', cover: await storedImage(ctx, artist.userId, covers[5]!) }, tracks: [] })).body
      .data;
    expect((await check(artist.client, { fileId: await storedImage(ctx, artist.userId, await reEncoded(covers[5]!, 1400)) })).body.data).toEqual({
      duplicated: true,
      ownMatches: [{ albumId, title: 'Draft Cover' }],
      othersMatched: false,
    });
    expect((await check(artist.client, { fileId: await storedImage(ctx, artist.userId, covers[3]!) })).body.data).toEqual({ duplicated: false, ownMatches: [], othersMatched: false });
    expect((await check(artist.client, { fileId: await storedImage(ctx, artist.userId, covers[4]!) })).body.data).toEqual({ duplicated: false, ownMatches: [], othersMatched: false });
  });

  it('computes each hash once and keeps it in the file’s meta beside what the uploads recorded', async () => {
    const upload = await storedImage(ctx, artist.userId, covers[4]!);
    await ctx.services.db
      .update(uploadedFiles)
      .set({ meta: { sha256: 'abc' } })
      .where(eq(uploadedFiles.id, upload));
    await check(artist.client, { fileId: upload });
    expect(await metaOf(upload)).toEqual({ sha256: 'abc', dhash: await coverDHash(covers[4]!) });
    expect((await metaOf(othersCoverId)).dhash).toBe(await coverDHash(covers[2]!));

    // The kept hash is what counts: once it says another picture, the same upload is no longer a duplicate.
    await ctx.services.db
      .update(uploadedFiles)
      .set({ meta: sql`${uploadedFiles.meta} || '{"dhash":"0000000000000000"}'::jsonb` })
      .where(eq(uploadedFiles.id, othersCoverId));
    try {
      const again = await storedImage(ctx, artist.userId, covers[2]!);
      expect((await check(artist.client, { fileId: again })).body.data.othersMatched).toBe(false);
    } finally {
      await ctx.services.db.update(uploadedFiles).set({ meta: {} }).where(eq(uploadedFiles.id, othersCoverId));
    }
    const broken = await ctx.services.db.select({ meta: uploadedFiles.meta }).from(uploadedFiles).where(eq(uploadedFiles.userId, other.userId));
    expect(broken.map((row) => row.meta)).toContainEqual({ dhashUnreadable: true });
  });

  it('answers 404 for a file that is not the account’s, 400 for one that is no readable cover', async () => {
    for (const fileId of [othersCoverId, 'no-such-file']) {
      const missing = await check(artist.client, { fileId });
      expect(missing.status).toBe(404);
      expect(missing.body.baseResponse.messageKey).toBe('rule_file_missing');
    }
    expect(details(await check(artist.client, { fileId: await storedFile(ctx, artist.userId, 'audio') }))).toEqual({ 'body.fileId': 'cover_duplication_not_a_cover' });
    const garbage = await storedImage(ctx, artist.userId, Buffer.from('<svg>not really</svg>'));
    const unreadable = await check(artist.client, { fileId: garbage });
    expect(unreadable.status).toBe(400);
    expect(details(unreadable)).toEqual({ 'body.fileId': 'cover_duplication_unreadable' });
  });

  it('refuses bad input field by field', async () => {
    const bad = await check(artist.client, { fileId: ' ', albumId: 0 });
    expect(bad.status).toBe(400);
    expect(details(bad)).toEqual({ 'body.fileId': 'validation_too_short', 'body.albumId': 'validation_too_short' });
    expect(details(await check(artist.client, { fileId: 'x'.repeat(101) }))).toEqual({ 'body.fileId': 'validation_too_long' });
    expect(Object.keys(details(await check(artist.client, {})))).toEqual(['body.fileId']);
    expect(details(await check(artist.client, { fileId: 'a', hash: 'ffff' }))).toEqual({ body: 'validation_unknown_field' });
  });

  it('checks a team’s covers for a member who may view its releases, and refuses one without the permission', async () => {
    const { owner, member } = await ownerWithMember(ctx, { 1: [1] });
    const upload = await storedImage(ctx, owner.userId, covers[4]!);
    expect((await check(member.client, { fileId: upload })).body.data).toEqual({ duplicated: false, ownMatches: [], othersMatched: false });
    const outsider = await ownerWithMember(ctx, { 2: [1] });
    expect((await check(outsider.member.client, { fileId: upload })).status).toBe(403);
  });
});
