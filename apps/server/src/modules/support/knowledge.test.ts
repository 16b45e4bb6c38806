import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingFaqFeedback } from '@portal/db/schema';
import { createTestContext, signUpArtist, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

describe('knowledge hub', () => {
  it('lists the articles by topic in the reader’s language, and in English with a note for the others', async () => {
    const spanish = (await ctx.client().get('/api/open/knowledge/articles', { lang: 'es-MX' })).body.data;
    expect(spanish).toMatchObject({ lang: 'es-MX', fallback: false });
    expect(spanish.articles.length).toBeGreaterThanOrEqual(10);
    expect(spanish.articles.find((a: { slug: string }) => a.slug === 'withdraw-your-earnings').title).toBe('Cómo retirar tus ganancias');
    expect(spanish.topics).toEqual(expect.arrayContaining(['releasing', 'royalties', 'publishing']));

    const indonesian = (await ctx.client().get('/api/open/knowledge/articles', { lang: 'id' })).body.data;
    expect(indonesian).toMatchObject({ lang: 'en', fallback: true });

    const royalties = (await ctx.client().get('/api/open/knowledge/articles', { lang: 'en', topic: 'royalties' })).body.data.articles;
    expect(royalties.map((a: { topic: string }) => a.topic)).toEqual(royalties.map(() => 'royalties'));
  });

  it('searches the articles, best first', async () => {
    const found = (await ctx.client().get('/api/open/knowledge/articles', { lang: 'en', q: 'cover artwork size' })).body.data.articles;
    expect(found[0].slug).toBe('audio-and-artwork-requirements');
    expect((await ctx.client().get('/api/open/knowledge/articles', { lang: 'en', q: 'qwxz blorf' })).body.data.articles).toEqual([]);
  });

  it('serves an article with others of its topic; an unknown one is a 404', async () => {
    const data = (await ctx.client().get('/api/open/knowledge/article', { slug: 'royalty-splits', lang: 'en' })).body.data;
    expect(data.article).toMatchObject({ slug: 'royalty-splits', topic: 'splits', title: 'Sharing royalties with royalty splits' });
    expect(data.article.body).toContain('## Setting up a split');
    expect((await ctx.client().get('/api/open/knowledge/article', { slug: 'no-such-article' })).status).toBe(404);
    expect((await ctx.client().get('/api/open/knowledge/article', { slug: '../secrets' })).status).toBe(400);
  });

  it('keeps one helpful vote per reader and question, visitors included, and shows operators the counts', async () => {
    const visitor = ctx.client();
    const vote = (client: TestClient, helpful: boolean, questionId = 'minimum-withdrawal') => client.post('/api/open/knowledge/faq/feedback', { questionId, helpful, lang: 'en' });
    expect((await vote(visitor, true)).body.data).toEqual({ questionId: 'minimum-withdrawal', helpful: true });
    await vote(visitor, false);
    await vote(visitor, false);
    const mine = (await visitor.get('/api/open/knowledge/faq', { lang: 'en' })).body.data.entries.find((e: { id: string }) => e.id === 'minimum-withdrawal');
    expect(mine.myVote).toBe(false);
    expect((await ctx.client().get('/api/open/knowledge/faq', { lang: 'en' })).body.data.entries[0].myVote).toBeNull();

    const artist = await signUpArtist(ctx);
    await vote(artist.client, true);
    await vote(ctx.client(), true);
    expect((await vote(ctx.client(), true, 'no-such-question')).status).toBe(404);
    await ctx.services.db.insert(publishingFaqFeedback).values({ userId: artist.userId, questionId: 'what-is-an-ipi', helpful: false, lang: 'en' });

    const stats = (await operator.get('/api/admin/support/faq/stats')).body.data;
    expect(stats.answers.find((a: { questionId: string }) => a.questionId === 'minimum-withdrawal')).toEqual({
      faq: 'knowledge',
      questionId: 'minimum-withdrawal',
      question: 'What is the minimum amount I can withdraw?',
      helpful: 2,
      unhelpful: 1,
    });
    expect(stats.answers.find((a: { faq: string }) => a.faq === 'publishing')).toMatchObject({ questionId: 'what-is-an-ipi', helpful: 0, unhelpful: 1 });
    expect((await artist.client.get('/api/admin/support/faq/stats')).status).toBe(403);
  });
});
