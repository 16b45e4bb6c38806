import { describe, expect, it } from 'vitest';
import { CHAT_REPLY_CAP } from '@portal/domain/support';
import { canSend, chatReducer, failedQuery, historyOf, limitReached, needsHuman, parseConversation, prepareQuery, withoutMarker, type ChatState } from './chat-machine.ts';

const fresh = (): ChatState => ({ conversationId: 'conv_1', messages: [], pending: false });
const exchange = (state: ChatState, n: number) => {
  let next = state;
  for (let i = 0; i < n; i++) {
    next = chatReducer(next, { type: 'send', id: `u${i}`, query: `question ${i}` });
    next = chatReducer(next, { type: 'reply', id: `a${i}`, answer: `answer ${i}` });
  }
  return next;
};

describe('the chat input', () => {
  it('strips newlines and refuses empty or blank input', () => {
    expect(prepareQuery('How do I\nwithdraw?\r\n')).toBe('How do I withdraw?');
    expect(prepareQuery('')).toBeNull();
    expect(prepareQuery('  \n\r\n  ')).toBeNull();
    expect(canSend(fresh(), ' \n ')).toBe(false);
    expect(canSend(fresh(), 'Hello')).toBe(true);
  });

  it('sends nothing while a request runs', () => {
    const sent = chatReducer(fresh(), { type: 'send', id: 'u1', query: 'first' });
    expect(sent.pending).toBe(true);
    expect(canSend(sent, 'second')).toBe(false);
    expect(chatReducer(sent, { type: 'send', id: 'u2', query: 'second' })).toBe(sent);
  });
});

describe('the conversation', () => {
  it('stops after 10 assistant replies', () => {
    const nine = exchange(fresh(), CHAT_REPLY_CAP - 1);
    expect(limitReached(nine)).toBe(false);
    expect(canSend(nine, 'one more')).toBe(true);
    const ten = exchange(nine, 1);
    expect(limitReached(ten)).toBe(true);
    expect(canSend(ten, 'eleventh')).toBe(false);
    expect(chatReducer(ten, { type: 'send', id: 'u99', query: 'eleventh' })).toBe(ten);
  });

  it('on retry removes the failed pair and gives back the question to send again', () => {
    let state = exchange(fresh(), 1);
    state = chatReducer(state, { type: 'send', id: 'u9', query: 'how do splits work' });
    state = chatReducer(state, { type: 'fail', id: 'x9', messageKey: 'ai_feedback_chatting_error' });
    expect(state.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'aside']);
    expect(failedQuery(state)).toBe('how do splits work');
    const retried = chatReducer(state, { type: 'retry' });
    expect(retried.messages.map((m) => m.id)).toEqual(['u0', 'a0']);
    // Nothing to retry on a conversation that did not fail.
    expect(chatReducer(retried, { type: 'retry' })).toBe(retried);
  });

  it('rates a reply good or bad, and withdraws the rating', () => {
    let state = exchange(fresh(), 1);
    state = chatReducer(state, { type: 'rate', id: 'a0', evaluation: 'good' });
    expect(state.messages[1]!.evaluation).toBe('good');
    state = chatReducer(state, { type: 'rate', id: 'a0', evaluation: null });
    expect(state.messages[1]!.evaluation).toBeNull();
    // Only assistant replies are rated.
    expect(chatReducer(state, { type: 'rate', id: 'u0', evaluation: 'bad' }).messages[0]!.evaluation).toBeUndefined();
  });

  it('sends the earlier turns without the asides as history', () => {
    let state = exchange(fresh(), 1);
    state = chatReducer(chatReducer(state, { type: 'send', id: 'u1', query: 'q' }), { type: 'fail', id: 'x', messageKey: 'ai_feedback_chatting_error' });
    expect(historyOf(state)).toEqual([
      { role: 'user', content: 'question 0' },
      { role: 'assistant', content: 'answer 0' },
      { role: 'user', content: 'q' },
    ]);
  });

  it('recognises the [HUMAN] marker and hides it', () => {
    expect(needsHuman('Not in our articles.\n\n[HUMAN]')).toBe(true);
    expect(withoutMarker('Not in our articles.\n\n[HUMAN]')).toBe('Not in our articles.');
    expect(needsHuman('Withdraw from USD 10.')).toBe(false);
  });

  it('restores a stored conversation and drops a question left without an answer', () => {
    const stored = JSON.stringify({
      conversationId: 'conv_9',
      messages: [
        { id: 'u', role: 'user', content: 'a' },
        { id: 'r', role: 'assistant', content: 'b' },
        { id: 'u2', role: 'user', content: 'c' },
      ],
    });
    expect(parseConversation(stored)?.messages.map((m) => m.id)).toEqual(['u', 'r']);
    expect(parseConversation('{nope')).toBeNull();
    expect(parseConversation(JSON.stringify({ messages: [] }))).toBeNull();
  });
});
