import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistClaims, releaseDeliveries, releases, supportFeedback } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, signUpOperator, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('operator console: what waits in each room', () => {
  it('counts the waiting releases, claims, failed deliveries and open messages, for operators only', async () => {
    const operator = await signUpOperator(ctx);
    const before = (await operator.get('/api/admin/console/counts')).body.data;
    expect(before).toMatchObject({ releaseReviews: 0, artistClaims: 0, failedDeliveries: 0, openSupport: 0, waitingWithdrawals: 0, failedImports: 0 });

    const { userId, email, client: artist } = await signUpArtist(ctx);
    const release = (values: { status: number; title: string }) => ({ ownerUserId: userId, createdByUserId: userId, kind: 'SINGLE', isDraft: false, ...values });
    const [waiting] = await ctx.services.db
      .insert(releases)
      .values([
        release({ status: ReleaseStatus.UnderReview, title: 'Waiting one' }),
        release({ status: ReleaseStatus.UnderReview, title: 'Waiting two' }),
        release({ status: ReleaseStatus.Live, title: 'Live' }),
      ])
      .returning({ id: releases.id });
    await ctx.services.db.insert(releaseDeliveries).values([
      { releaseId: waiting!.id, platformId: 1, state: 'failed' },
      { releaseId: waiting!.id, platformId: 2, state: 'live' },
    ]);
    await ctx.services.db.insert(artistClaims).values([
      { userId, platform: 'spotify', externalId: 'a1', url: 'https://open.spotify.com/artist/a1' },
      { userId, platform: 'apple', externalId: 'b1', url: 'https://music.apple.com/artist/b1', status: 'refused' },
    ]);
    await ctx.services.db.insert(supportFeedback).values([
      { userId, email, category: 'other', subject: 'Help', message: 'Where is my release?', lang: 'en' },
      { userId, email, category: 'other', subject: 'Thanks', message: 'All good now.', lang: 'en', status: 'CLOSED' },
    ]);

    const after = await operator.get('/api/admin/console/counts');
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ releaseReviews: 2, artistClaims: 1, failedDeliveries: 1, openSupport: 1 });
    expect(after.body.data.healthProblems).toBe(before.healthProblems);

    expect((await artist.get('/api/admin/console/counts')).status).toBe(403);
    expect((await ctx.client().get('/api/admin/console/counts')).status).toBe(401);
  });
});
