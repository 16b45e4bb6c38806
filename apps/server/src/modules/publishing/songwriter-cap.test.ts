import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipiCheckDigits } from '@portal/domain/release/identifiers';
import { createTestContext, makeOperator, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';

// A portal configured for at most 2 songwriters per composition (SONGWRITERS_PER_TRACK).
let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext({ songwritersPerTrack: 2 });
  const op = await signUpArtist(ctx, { nickname: 'Operator' });
  await makeOperator(ctx, op.userId);
  operator = op.client;
  await ctx.services.gates.save({ scope: 'system', key: 'publishingService', enabled: true, description: 'Publishing area' }, op.userId);
});
afterAll(() => ctx.close());

const ipi = (body: string) => body + ipiCheckDigits(body);

describe('the songwriter cap', () => {
  it('is the configured one: told to the form, and applied to a submission', async () => {
    const { client, userId } = await signedArtist(ctx);
    expect((await client.get('/api/system/basic')).body.data.limits.songwritersPerSplit).toBe(2);
    const release = (await client.post('/api/release', await validSingle(ctx, userId))).body.data;
    await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' });
    await client.post('/api/publishing/registration', { type: 'LOD', lodInfo: { pro: 'bmi', ipi: ipi('004463201'), firstName: 'Ana', lastName: 'Souza' } });
    const self = (await client.get('/api/publishing/songwriters')).body.data.songwriters[0].id as number;
    const others: number[] = [];
    for (const [firstName, body] of [
      ['Rio', '005551234'],
      ['Mara', '007771234'],
    ] as const) {
      others.push((await client.post('/api/publishing/songwriters', { firstName, lastName: 'Stone', email: `${firstName}@example.com`, pro: 'ascap', ipi: ipi(body) })).body.data.id);
    }
    const songId = release.tracks[0].songId as number;
    const three = await client.post('/api/publishing/tracks', {
      songId,
      publishingSplits: [{ songwriterId: self, percentage: 4000 }, ...others.map((songwriterId) => ({ songwriterId, percentage: 3000 }))],
    });
    expect(three.status).toBe(400);
    expect(three.body.baseResponse.details).toMatchObject([{ field: 'body.publishingSplits', messageKey: 'pub_songwriters_max', vars: { max: 2 } }]);
    const two = await client.post('/api/publishing/tracks', {
      songId,
      publishingSplits: [
        { songwriterId: self, percentage: 6000 },
        { songwriterId: others[0], percentage: 4000 },
      ],
    });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
  });
});
