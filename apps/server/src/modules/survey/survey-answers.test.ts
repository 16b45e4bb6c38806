import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { SettlementStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';
import { savePublicConfig } from '../open/public-config.ts';

// The satisfaction survey answered in full on the feedback-survey page (decision 065).

let ctx: TestContext;
let operator: TestClient;
const today = new Date().toISOString().slice(0, 10);
const SURVEY = { start: today, end: today, url: 'https://survey.example/satisfaction' };
const GOOD = { satisfaction: 5, recommend: 10, areas: ['releasing', 'analytics'], comment: '  Love the release checks.  ' };

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
  await savePublicConfig(ctx.services, { survey: SURVEY });
});
afterAll(() => ctx.close());

const answer = (client: TestClient, body: unknown) => client.post('/api/survey/answer', body);

describe('satisfaction survey answers', () => {
  it('records an answer once per person, finishes the banner, and shows operators the scores and comments', async () => {
    const before = (await operator.get('/api/admin/survey/stats')).body.data.answers;
    const artist = await signUpArtist(ctx, { region: 'US' });
    expect((await artist.client.get('/api/survey/answer')).body.data).toEqual({ url: SURVEY.url, answer: null });

    const saved = await answer(artist.client, GOOD);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ url: SURVEY.url, answer: { satisfaction: 5, recommend: 10, areas: ['releasing', 'analytics'], comment: 'Love the release checks.' } });
    expect((await artist.client.get('/api/survey/answer')).body.data.answer).toMatchObject({ satisfaction: 5, answeredAt: saved.body.data.answer.answeredAt });
    // Answering finishes the survey: the banner does not show again.
    expect((await artist.client.get('/api/survey/state')).body.data.finished).toBe(true);

    const again = await answer(artist.client, { ...GOOD, satisfaction: 1 });
    expect(again.status).toBe(409);
    expect(again.body.baseResponse.messageKey).toBe('survey_page_already_answered');
    expect((await artist.client.get('/api/survey/answer')).body.data.answer.satisfaction).toBe(5);

    const critic = await signUpArtist(ctx, { region: 'BR' });
    expect((await answer(critic.client, { satisfaction: 2, recommend: 3, areas: [] })).status).toBe(200);

    const stats = (await operator.get('/api/admin/survey/stats')).body.data.answers;
    expect(stats.count).toBe(before.count + 2);
    expect(stats.satisfactionCounts[4]).toBe(before.satisfactionCounts[4] + 1);
    expect(stats.satisfactionCounts[1]).toBe(before.satisfactionCounts[1] + 1);
    expect(stats.recommendCounts[10]).toBe(before.recommendCounts[10] + 1);
    expect(stats.areas.releasing).toBe(before.areas.releasing + 1);
    expect(stats.comments[0]).toMatchObject({ satisfaction: 5, recommend: 10, comment: 'Love the release checks.' });
    if (before.count === 0) expect(stats).toMatchObject({ satisfaction: 3.5, netPromoterScore: 0 });
  });

  it('starts a new round when the operators set up another survey', async () => {
    const artist = await signUpArtist(ctx, { region: 'CA' });
    await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, artist.userId));
    expect((await answer(artist.client, GOOD)).status).toBe(200);
    await savePublicConfig(ctx.services, { survey: { ...SURVEY, url: 'https://survey.example/next' } });
    try {
      expect((await artist.client.get('/api/survey/answer')).body.data).toEqual({ url: 'https://survey.example/next', answer: null });
      expect((await operator.get('/api/admin/survey/stats')).body.data.answers.count).toBe(0);
      expect((await answer(artist.client, { ...GOOD, satisfaction: 4 })).status).toBe(200);
      expect((await operator.get('/api/admin/survey/stats')).body.data.answers).toMatchObject({ count: 1, satisfaction: 4 });
    } finally {
      await savePublicConfig(ctx.services, { survey: SURVEY });
    }
  });

  it('rejects bad answers, changing nothing, and callers who are not signed in', async () => {
    const artist = await signUpArtist(ctx);
    for (const body of [
      {},
      { ...GOOD, satisfaction: 0 },
      { ...GOOD, satisfaction: 6 },
      { ...GOOD, satisfaction: 4.5 },
      { ...GOOD, recommend: 11 },
      { ...GOOD, areas: ['karaoke'] },
      { ...GOOD, comment: 'x'.repeat(2001) },
      { ...GOOD, extra: true },
    ]) {
      expect((await answer(artist.client, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await artist.client.get('/api/survey/answer')).body.data.answer).toBeNull();
    expect((await answer(ctx.client(), GOOD)).status).toBe(401);
    expect((await ctx.client().get('/api/survey/answer')).status).toBe(401);
  });
});
