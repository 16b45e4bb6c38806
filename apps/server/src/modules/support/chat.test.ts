import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportChatReplies } from '@portal/db/schema';
import { createTestContext, type TestContext } from '../../test/harness.ts';

const CHAT = '/api/open/local/open_api/v1/chat';
const ask = (query: string, extra: Record<string, unknown> = {}) => ({ conversationId: 'conv_test_0001', query, user: '', history: [], ...extra });

describe('the assistant, answering from the help content', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers a FAQ question with the answer and a link to it, and stores the reply', async () => {
    const answer = await ctx.client().post(CHAT, ask('What is the minimum amount I can withdraw?'));
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.human).toBe(false);
    expect(data.answer).toContain('USD 10.00');
    expect(data.answer).toMatch(/Source: \[.+\]\(\/knowledge\/(faq#minimum-withdrawal|withdraw-your-earnings)\)/);
    expect(data.sources).toHaveLength(1);
    const [row] = await ctx.services.db.select().from(supportChatReplies).where(eq(supportChatReplies.id, data.messageId));
    expect(row).toMatchObject({ conversationId: 'conv_test_0001', engine: 'local', provider: 'local', human: false, evaluation: null });
  });

  it('quotes the article it used, in the reader’s language when the content is written in it', async () => {
    const answer = await ctx.client().post(`${CHAT}?lang=es-MX`, ask('¿Qué tamaño debe tener la portada?'));
    expect(answer.body.data.human).toBe(false);
    expect(answer.body.data.sources[0].title).toMatch(/portada/i);
  });

  it('hands a question it cannot answer to a person with the [HUMAN] marker', async () => {
    for (const query of ['qwxz blorf vrrk', 'What is the best recipe for lasagna?']) {
      const data = (await ctx.client().post(CHAT, ask(query))).body.data;
      expect(data.human, query).toBe(true);
      expect(data.answer).toContain('[HUMAN]');
      expect(data.sources).toEqual([]);
    }
  });

  it('strips newlines from the question and refuses an empty one', async () => {
    const client = ctx.client();
    const data = (await client.post(CHAT, ask('How do I pay\nmy producer\r\ntheir share?'))).body.data;
    const [row] = await ctx.services.db.select().from(supportChatReplies).where(eq(supportChatReplies.id, data.messageId));
    expect(row!.query).toBe('How do I pay my producer their share?');
    const empty = await client.post(CHAT, ask('  \n '));
    expect(empty.status).toBe(400);
    expect(empty.body.baseResponse.details?.[0]?.field).toBe('body.query');
  });

  it('answers an unknown provider with a clean 404', async () => {
    const answer = await ctx.client().post('/api/open/someone-else/open_api/v1/chat', ask('Hello'));
    expect(answer.status).toBe(404);
    expect(answer.body.baseResponse.messageKey).toBe('error_not_found');
  });

  it('keeps a good or bad rating per reply, which can be withdrawn', async () => {
    const client = ctx.client();
    const { messageId } = (await client.post(CHAT, ask('How do I remove my music from stores?'))).body.data;
    const rate = (evaluation: string | null, conversationId = 'conv_test_0001') => client.post('/api/open/chat/evaluation', { conversationId, messageId, evaluation });
    const stored = async () => (await ctx.services.db.select().from(supportChatReplies).where(eq(supportChatReplies.id, messageId)))[0]!.evaluation;
    expect((await rate('good')).body.data).toEqual({ messageId, evaluation: 'good' });
    expect(await stored()).toBe('good');
    await rate('bad');
    expect(await stored()).toBe('bad');
    await rate(null);
    expect(await stored()).toBeNull();
    expect((await rate('good', 'conv_someone_else')).status).toBe(404);
    expect((await rate('great')).status).toBe(400);
  });
});

describe('the assistant with a hosted language model', () => {
  let ctx: TestContext;
  let server: Server;
  let mode: 'answer' | 'human' | 'error' | 'slow' = 'answer';
  const requests: { headers: IncomingMessage['headers']; body: any }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(raw) });
        if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
        if (mode === 'error') return res.writeHead(500).end('{"error":"overloaded"}');
        const content = mode === 'human' ? '[HUMAN]' : 'You can withdraw from USD 10 once your account is verified.';
        const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
        if (mode === 'slow') setTimeout(send, 1500);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      SUPPORT_LLM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      SUPPORT_LLM_API_KEY: 'sk-test',
      SUPPORT_LLM_MODEL: 'support-small',
      SUPPORT_LLM_TIMEOUT_MS: '500',
    });
    ctx = await createTestContext();
  });
  afterAll(async () => {
    for (const key of ['SUPPORT_LLM_URL', 'SUPPORT_LLM_API_KEY', 'SUPPORT_LLM_MODEL', 'SUPPORT_LLM_TIMEOUT_MS']) delete process.env[key];
    await ctx.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the question, the history and the retrieved articles, and answers with the model’s words and the source', async () => {
    mode = 'answer';
    requests.length = 0;
    const history = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
    ];
    const data = (await ctx.client().post(CHAT, ask('What is the minimum withdrawal?', { history }))).body.data;
    expect(data.answer).toMatch(/^You can withdraw from USD 10 once your account is verified\.\n\nSource: \[/);
    expect(data.human).toBe(false);
    const [request] = requests;
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('support-small');
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Withdrawing your earnings');
    expect(messages.slice(1)).toEqual([...history, { role: 'user', content: 'What is the minimum withdrawal?' }]);
    const [row] = await ctx.services.db.select().from(supportChatReplies).where(eq(supportChatReplies.id, data.messageId));
    expect(row!.engine).toBe('hosted');
  });

  it('passes on the model’s [HUMAN] as the hand-over answer', async () => {
    mode = 'human';
    const data = (await ctx.client().post(CHAT, ask('What is the minimum withdrawal?'))).body.data;
    expect(data.human).toBe(true);
    expect(data.answer).toContain('[HUMAN]');
  });

  it('falls back to the local answer when the model fails or is too slow', async () => {
    for (const failure of ['error', 'slow'] as const) {
      mode = failure;
      const data = (await ctx.client().post(CHAT, ask('What is the minimum amount I can withdraw?'))).body.data;
      expect(data.answer, failure).toContain('USD 10.00');
      const [row] = await ctx.services.db.select().from(supportChatReplies).where(eq(supportChatReplies.id, data.messageId));
      expect(row!.engine).toBe('local');
    }
  });

  it('does not ask the model when the help content has nothing on the question', async () => {
    mode = 'answer';
    requests.length = 0;
    const data = (await ctx.client().post(CHAT, ask('qwxz blorf vrrk'))).body.data;
    expect(data.human).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
