import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publishingFaqFeedback } from '@portal/db/schema';
import { createTestContext, signUpArtist, type TestContext } from '../../../test/harness.ts';

const URL = '/api/publishing/faq/feedback';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setPublishing = (enabled: boolean) => ctx.services.gates.save({ scope: 'system', key: 'publishingService', enabled, description: 'Publishing area (/publishing)' }, 0);
const rowsOf = (userId: number) => ctx.services.db.select().from(publishingFaqFeedback).where(eq(publishingFaqFeedback.userId, userId));

describe('POST /publishing/faq/feedback', () => {
  it('stores one answer per user and question; answering again replaces it', async () => {
    await setPublishing(true);
    const artist = await signUpArtist(ctx);
    const before = Date.now();
    const first = await artist.client.post(URL, { questionId: 'registration-timeline', helpful: true, lang: 'pt-BR' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ questionId: 'registration-timeline', helpful: true });
    const [row] = await rowsOf(artist.userId);
    expect(row).toMatchObject({ userId: artist.userId, questionId: 'registration-timeline', helpful: true, lang: 'pt-BR' });
    expect(row!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect((await artist.client.post(URL, { questionId: 'registration-timeline', helpful: false, lang: 'en' })).status).toBe(200);
    expect((await artist.client.post(URL, { questionId: 'what-is-an-ipi', helpful: true, lang: 'en' })).status).toBe(200);
    const rows = await rowsOf(artist.userId);
    expect(rows.map(({ questionId, helpful, lang }) => ({ questionId, helpful, lang })).sort((a, b) => a.questionId.localeCompare(b.questionId))).toEqual([
      { questionId: 'registration-timeline', helpful: false, lang: 'en' },
      { questionId: 'what-is-an-ipi', helpful: true, lang: 'en' },
    ]);

    const other = await signUpArtist(ctx);
    await other.client.post(URL, { questionId: 'registration-timeline', helpful: true, lang: 'id' });
    expect(await rowsOf(other.userId)).toHaveLength(1);
    expect(await rowsOf(artist.userId)).toHaveLength(2);
  });

  it('refuses visitors: the FAQ lives in the signed-in publishing area', async () => {
    await setPublishing(true);
    const visitor = await ctx.client().post(URL, { questionId: 'registration-timeline', helpful: true, lang: 'en' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.baseResponse.messageKey).toBe('error_not_logged_in');
  });

  it('refuses malformed answers with the field at fault', async () => {
    await setPublishing(true);
    const artist = await signUpArtist(ctx);
    const cases: [unknown, string][] = [
      [{ questionId: 'registration-timeline', helpful: true, lang: 'fr' }, 'lang'],
      [{ questionId: 'Registration Timeline', helpful: true, lang: 'en' }, 'questionId'],
      [{ questionId: 'a'.repeat(81), helpful: true, lang: 'en' }, 'questionId'],
      [{ questionId: 'registration-timeline', helpful: 'yes', lang: 'en' }, 'helpful'],
      [{ questionId: 'registration-timeline', lang: 'en' }, 'helpful'],
    ];
    for (const [body, field] of cases) {
      const answer = await artist.client.post(URL, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.baseResponse.details?.map((d) => d.field).join(' ')).toContain(field);
    }
    expect((await artist.client.post(URL, { questionId: 'registration-timeline', helpful: true, lang: 'en', userId: 1 })).status).toBe(400);
    expect(await rowsOf(artist.userId)).toEqual([]);
  });

  it('takes no feedback while the publishing area is switched off', async () => {
    await setPublishing(false);
    const artist = await signUpArtist(ctx);
    const answer = await artist.client.post(URL, { questionId: 'registration-timeline', helpful: true, lang: 'en' });
    expect(answer.status).toBe(403);
    expect(answer.body.baseResponse.messageKey).toBe('error_publishing_unavailable');
    expect(answer.body.baseResponse.message).toBe('The publishing service is not available right now.');
    expect(await rowsOf(artist.userId)).toEqual([]);
  });
});
