import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { SettlementStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { savePublicConfig } from '../open/public-config.ts';

let ctx: TestContext;
let operator: TestClient;
const today = new Date().toISOString().slice(0, 10);
const SURVEY = { start: today, end: today, url: 'https://survey.example/listeners' };

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
  await savePublicConfig(ctx.services, { survey: SURVEY });
});
afterAll(() => ctx.close());

/** An account the banner is for: settled, high quality, in a survey region. */
async function surveyedArtist(region = 'US', tier = 400) {
  const artist = await signUpArtist(ctx, { region });
  await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED, tier }).where(eq(users.id, artist.userId));
  await ctx.services.sessions.invalidateUser(artist.userId);
  return artist;
}

const event = (client: TestClient, body: unknown) => client.post('/api/survey/events', body);

describe('survey banner events', () => {
  it('records show, close and click; close or click finishes the survey for the person, and operators see the counts', async () => {
    const before = (await operator.get('/api/admin/survey/stats')).body.data;
    const first = await surveyedArtist();
    expect((await first.client.get('/api/survey/state')).body.data).toEqual({ url: SURVEY.url, finished: false });

    const shown = await event(first.client, { event: 'show', page: 'overview' });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ url: SURVEY.url, finished: false });
    await event(first.client, { event: 'show', page: 'release-management' });
    expect((await event(first.client, { event: 'close', page: 'release-management' })).body.data.finished).toBe(true);
    expect((await first.client.get('/api/survey/state')).body.data.finished).toBe(true);

    const second = await surveyedArtist('AU');
    await event(second.client, { event: 'show', page: 'royalty' });
    expect((await event(second.client, { event: 'click', page: 'royalty' })).body.data.finished).toBe(true);

    const stats = (await operator.get('/api/admin/survey/stats')).body.data;
    expect(stats.url).toBe(SURVEY.url);
    expect(stats.show).toEqual({ times: before.show.times + 3, people: before.show.people + 2 });
    expect(stats.close).toEqual({ times: before.close.times + 1, people: before.close.people + 1 });
    expect(stats.click).toEqual({ times: before.click.times + 1, people: before.click.people + 1 });
  });

  it('starts afresh when the operators set up a survey with another link', async () => {
    const artist = await surveyedArtist('CA');
    await event(artist.client, { event: 'close', page: 'overview' });
    await savePublicConfig(ctx.services, { survey: { ...SURVEY, url: 'https://survey.example/second' } });
    try {
      expect((await artist.client.get('/api/survey/state')).body.data).toEqual({ url: 'https://survey.example/second', finished: false });
      expect((await operator.get('/api/admin/survey/stats')).body.data.close).toEqual({ times: 0, people: 0 });
    } finally {
      await savePublicConfig(ctx.services, { survey: SURVEY });
    }
  });

  it('refuses events from accounts the banner is not for, and outside the window', async () => {
    for (const artist of [await surveyedArtist('BR'), await surveyedArtist('US', 300), await signUpArtist(ctx, { region: 'US' })]) {
      const refused = await event(artist.client, { event: 'show', page: 'overview' });
      expect(refused.status).toBe(403);
      expect(refused.body.baseResponse.messageKey).toBe('error_survey_not_running');
    }
    const artist = await surveyedArtist('NZ');
    await savePublicConfig(ctx.services, { survey: { ...SURVEY, start: '2025-03-21', end: '2025-04-15' } });
    try {
      expect((await event(artist.client, { event: 'show', page: 'overview' })).status).toBe(403);
    } finally {
      await savePublicConfig(ctx.services, { survey: SURVEY });
    }
    expect((await event(artist.client, { event: 'show', page: 'overview' })).status).toBe(200);
  });

  it('rejects bad input and callers who are not signed in or not operators', async () => {
    const artist = await surveyedArtist();
    for (const body of [{}, { event: 'hover', page: 'overview' }, { event: 'show', page: 'home' }, { event: 'show', page: 'overview', extra: 1 }]) {
      expect((await event(artist.client, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await event(ctx.client(), { event: 'show', page: 'overview' })).status).toBe(401);
    expect((await artist.client.get('/api/admin/survey/stats')).status).toBe(403);
    expect((await artist.client.get('/api/survey/state')).body.data.finished).toBe(false);
  });
});
