import { CHAT_REPLY_CAP, HUMAN_MARKER, type ChatEvaluation } from '@portal/domain/support';

/** A chat message of document 1 section 3: role, content, evaluation and id. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant' | 'aside' | 'system';
  content: string;
  evaluation?: ChatEvaluation | null;
}

/** What is kept per browser session (document 1 section 3: conversationId plus messages). */
export interface Conversation {
  conversationId: string;
  messages: ChatMessage[];
}

export interface ChatState extends Conversation {
  /** A question is on its way: the spinner shows and nothing else can be sent. */
  pending: boolean;
}

/** Delays of document 1 section 4. */
export const STOP_MESSAGE_DELAY_MS = 500;
export const SCROLL_DELAY_MS = 200;
export const DOTS_INTERVAL_MS = 200;

export type ChatAction =
  | { type: 'send'; id: string; query: string }
  | { type: 'reply'; id: string; answer: string }
  | { type: 'fail'; id: string; messageKey: string }
  | { type: 'retry' }
  | { type: 'rate'; id: string; evaluation: ChatEvaluation | null }
  | { type: 'reset'; conversationId: string };

/** The question as it is sent: newlines stripped, trimmed; null when nothing is left (section 5). */
export function prepareQuery(input: string): string | null {
  const query = input.replace(/[\r\n]+/g, ' ').trim();
  return query === '' ? null : query;
}

export const assistantReplies = (state: Conversation) => state.messages.filter((m) => m.role === 'assistant').length;
export const limitReached = (state: Conversation) => assistantReplies(state) >= CHAT_REPLY_CAP;

export function canSend(state: ChatState, input: string): boolean {
  return !state.pending && !limitReached(state) && prepareQuery(input) !== null;
}

/** The earlier turns sent with a question: user and assistant messages only, asides left out. */
export const historyOf = (state: Conversation) =>
  state.messages.filter((m): m is ChatMessage & { role: 'user' | 'assistant' } => m.role === 'user' || m.role === 'assistant').map(({ role, content }) => ({ role, content }));

/** The question a failed exchange asked: the user message right before the trailing error aside. */
export function failedQuery(state: Conversation): string | null {
  const last = state.messages.at(-1);
  const before = state.messages.at(-2);
  return last?.role === 'aside' && before?.role === 'user' ? before.content : null;
}

export const needsHuman = (content: string) => content.includes(HUMAN_MARKER);
export const withoutMarker = (content: string) => content.replaceAll(HUMAN_MARKER, '').trim();

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      if (state.pending || limitReached(state)) return state;
      return { ...state, pending: true, messages: [...state.messages, { id: action.id, role: 'user', content: action.query }] };
    }
    case 'reply':
      return { ...state, pending: false, messages: [...state.messages, { id: action.id, role: 'assistant', content: action.answer, evaluation: null }] };
    case 'fail':
      return { ...state, pending: false, messages: [...state.messages, { id: action.id, role: 'aside', content: action.messageKey }] };
    case 'retry':
      // Removes the failed pair; the caller sends the question again.
      return failedQuery(state) === null || state.pending ? state : { ...state, messages: state.messages.slice(0, -2) };
    case 'rate':
      return { ...state, messages: state.messages.map((m) => (m.id === action.id && m.role === 'assistant' ? { ...m, evaluation: action.evaluation } : m)) };
    case 'reset':
      return { conversationId: action.conversationId, messages: [], pending: false };
  }
}

/** A stored conversation, if it is one; anything else is dropped. */
export function parseConversation(raw: string | null): Conversation | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Conversation;
    if (typeof value?.conversationId !== 'string' || !Array.isArray(value.messages)) return null;
    const messages = value.messages.filter((m) => m && typeof m.id === 'string' && typeof m.content === 'string' && ['user', 'assistant', 'aside', 'system'].includes(m.role));
    // A question that was on its way when the page closed has no answer to wait for.
    const trimmed = messages.at(-1)?.role === 'user' ? messages.slice(0, -1) : messages;
    return { conversationId: value.conversationId, messages: trimmed };
  } catch {
    return null;
  }
}

export const newConversationId = () => `conv_${crypto.randomUUID().replaceAll('-', '')}`;
export const newMessageId = () => `m_${crypto.randomUUID().slice(0, 8)}`;
