import { HUMAN_MARKER } from '@portal/domain/support';
import type { HelpDocument } from './retrieval.ts';

/**
 * A hosted language model behind the assistant, when operators configure one: any service that speaks the
 * OpenAI-compatible chat-completions API (POST {url}/chat/completions). Set SUPPORT_LLM_URL (the API base, e.g.
 * https://api.example.com/v1), SUPPORT_LLM_API_KEY, SUPPORT_LLM_MODEL and optionally SUPPORT_LLM_TIMEOUT_MS.
 */
export interface HostedModelSettings {
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export function hostedModelFrom(env: NodeJS.ProcessEnv): HostedModelSettings | null {
  if (!env.SUPPORT_LLM_URL || !env.SUPPORT_LLM_MODEL) return null;
  return {
    url: env.SUPPORT_LLM_URL.replace(/\/+$/, ''),
    apiKey: env.SUPPORT_LLM_API_KEY ?? '',
    model: env.SUPPORT_LLM_MODEL,
    timeoutMs: Number(env.SUPPORT_LLM_TIMEOUT_MS) || 8000,
  };
}

export interface HostedQuestion {
  languageName: string;
  documents: HelpDocument[];
  history: { role: 'user' | 'assistant'; content: string }[];
  query: string;
}

const documentText = (doc: HelpDocument) => (doc.kind === 'article' ? `# ${doc.article.title}\n${doc.article.summary}\n\n${doc.article.body}` : `# ${doc.entry.question}\n${doc.entry.answer}`);

export function systemPrompt(question: Pick<HostedQuestion, 'languageName' | 'documents'>): string {
  return [
    "You are SoundPort's support assistant. SoundPort is a music distribution portal for independent artists and labels.",
    `Answer in ${question.languageName}, in at most five short sentences, using only the help articles below.`,
    `If the articles do not answer the question, or the question is not about SoundPort, reply with exactly ${HUMAN_MARKER} and nothing else.`,
    'Never invent prices, dates, amounts or policies that the articles do not state.',
    '',
    ...question.documents.map(documentText),
  ].join('\n');
}

/** Asks the model; throws on any failure (HTTP error, timeout, unexpected shape) so the caller can fall back. */
export async function askHostedModel(settings: HostedModelSettings, question: HostedQuestion): Promise<string> {
  const response = await fetch(`${settings.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(settings.apiKey && { authorization: `Bearer ${settings.apiKey}` }) },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.2,
      max_tokens: 400,
      messages: [{ role: 'system', content: systemPrompt(question) }, ...question.history, { role: 'user', content: question.query }],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`language model answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new Error('language model gave no answer');
  return content.trim();
}
