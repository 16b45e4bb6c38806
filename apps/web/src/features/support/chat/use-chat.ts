import { useCallback, useEffect, useReducer, useRef } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { askAssistant, rateAssistantReply } from '../api.ts';
import { canSend, chatReducer, failedQuery, historyOf, newConversationId, newMessageId, parseConversation, prepareQuery, type ChatState } from './chat-machine.ts';
import type { ChatEvaluation } from '@portal/domain/support';

/** Session storage: the assistant conversation of this tab (document 1 section 3, "feedback AI conversation"). */
export const CONVERSATION_KEY = 'feedback-ai-conversation';

function initialState(): ChatState {
  const stored = parseConversation(readStorage(CONVERSATION_KEY, 'session'));
  return { ...(stored ?? { conversationId: newConversationId(), messages: [] }), pending: false };
}

/** The assistant conversation: sending, retrying, rating, kept in session storage. */
export function useChat(user: string) {
  const [state, dispatch] = useReducer(chatReducer, undefined, initialState);
  // The latest state for callbacks, so a double click cannot send twice before React re-renders.
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    writeStorage(CONVERSATION_KEY, JSON.stringify({ conversationId: state.conversationId, messages: state.messages }), 'session');
  }, [state.conversationId, state.messages]);

  const ask = useCallback(
    async (input: string) => {
      const before = current.current;
      const query = prepareQuery(input);
      if (!query || !canSend(before, query)) return false;
      current.current = { ...before, pending: true };
      dispatch({ type: 'send', id: newMessageId(), query });
      try {
        const reply = await askAssistant({ conversationId: before.conversationId, query, user, history: historyOf(before) });
        dispatch({ type: 'reply', id: reply.messageId, answer: reply.answer });
      } catch {
        dispatch({ type: 'fail', id: newMessageId(), messageKey: 'ai_feedback_chatting_error' });
      }
      return true;
    },
    [user],
  );

  const retry = useCallback(() => {
    const query = failedQuery(current.current);
    if (query === null || current.current.pending) return;
    dispatch({ type: 'retry' });
    current.current = { ...current.current, messages: current.current.messages.slice(0, -2) };
    void ask(query);
  }, [ask]);

  const rate = useCallback(async (messageId: string, evaluation: ChatEvaluation | null) => {
    const previous = current.current.messages.find((m) => m.id === messageId)?.evaluation ?? null;
    dispatch({ type: 'rate', id: messageId, evaluation });
    try {
      await rateAssistantReply({ conversationId: current.current.conversationId, messageId, evaluation });
    } catch {
      dispatch({ type: 'rate', id: messageId, evaluation: previous });
    }
  }, []);

  const restart = useCallback(() => dispatch({ type: 'reset', conversationId: newConversationId() }), []);

  return { state, ask, retry, rate, restart };
}
