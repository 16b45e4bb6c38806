import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpArtist, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';

// The text-patch report of document 1 section 2 (decision 065): only in a test mode, into the operators' inbox.

let ctx: TestContext;
let operator: TestClient;
const REPORT = { text: 'Relase date', suggestion: 'Release date', page: '/release-management?tab=draft', language: 'en' };

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const report = (client: TestClient, body: unknown) => client.post('/api/open/text-patch', body);

describe('text-patch reports', () => {
  it("reaches the operators' inbox with the page, the language, the text and the suggestion", async () => {
    const tester = await signUpArtist(ctx);
    const sent = await report(tester.client, REPORT);
    expect(sent.status).toBe(200);
    const detail = (await operator.get('/api/admin/support/feedback/detail', { id: String(sent.body.data.id) })).body.data;
    expect(detail).toMatchObject({ source: 'text_patch', category: 'technical', subject: 'Relase date', lang: 'en', email: tester.email, status: 'OPEN', userId: tester.userId });
    expect(detail.message).toBe('/release-management?tab=draft · en\n\n« Relase date »\n\n→ « Release date »');
    const inbox = (await operator.get('/api/admin/support/feedback', { status: 'OPEN' })).body.data;
    expect(inbox.items[0]).toMatchObject({ id: sent.body.data.id, source: 'text_patch' });

    // A visitor on the login page, in Arabic, naming a missing text without a suggestion.
    const visitor = await report(ctx.client(), { text: 'No text under the code field', page: '/login', language: 'ar', email: 'Tester@Example.com' });
    expect(visitor.status).toBe(200);
    const fromVisitor = (await operator.get('/api/admin/support/feedback/detail', { id: String(visitor.body.data.id) })).body.data;
    expect(fromVisitor).toMatchObject({ userId: null, email: 'tester@example.com', lang: 'ar', message: '/login · ar\n\n« No text under the code field »' });
  });

  it('rejects bad reports', async () => {
    const before = (await operator.get('/api/admin/support/feedback')).body.data.total;
    for (const body of [
      {},
      { ...REPORT, text: '   ' },
      { ...REPORT, page: 'release-management' },
      { ...REPORT, language: 'xx' },
      { ...REPORT, text: 'x'.repeat(501) },
      { ...REPORT, email: 'nope' },
      { ...REPORT, extra: 1 },
    ]) {
      expect((await report(ctx.client(), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await operator.get('/api/admin/support/feedback')).body.data.total).toBe(before);
  });

  it('is not there outside a test mode', async () => {
    const live = await createTestContext({ testMode: false });
    try {
      const refused = await live.client().post('/api/open/text-patch', REPORT);
      expect(refused.status).toBe(404);
      expect(refused.body.baseResponse.messageKey).toBe('error_not_found');
    } finally {
      await live.close();
    }
  });
});
