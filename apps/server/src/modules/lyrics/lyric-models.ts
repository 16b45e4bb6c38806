import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { AigcTaskError } from '../aigc/tasks.ts';

/**
 * The hosted models behind the lyric tools (decision 037), configured by environment and read at each call, so a
 * server picks up a new key on restart and tests can point them at a local server:
 * - writing: any OpenAI-compatible chat-completions API — LYRICS_LLM_URL (the API base, e.g. https://api.example.com/v1),
 *   LYRICS_LLM_API_KEY, LYRICS_LLM_MODEL, LYRICS_LLM_TIMEOUT_MS (default 60 s);
 * - transcription: a Whisper-like POST {url}/audio/transcriptions (multipart: file, model, language,
 *   response_format=verbose_json) — LYRICS_ASR_URL, LYRICS_ASR_API_KEY, LYRICS_ASR_MODEL, LYRICS_ASR_TIMEOUT_MS (default 120 s).
 * Without a URL and a model the tool is off; nothing stands in for a model.
 */
export interface ModelSettings {
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

function settingsFrom(env: NodeJS.ProcessEnv, prefix: string, timeoutMs: number): ModelSettings | null {
  const url = env[`${prefix}_URL`]?.trim();
  const model = env[`${prefix}_MODEL`]?.trim();
  if (!url || !model) return null;
  return { url: url.replace(/\/+$/, ''), apiKey: env[`${prefix}_API_KEY`]?.trim() ?? '', model, timeoutMs: Number(env[`${prefix}_TIMEOUT_MS`]) || timeoutMs };
}

export const writingModel = (env: NodeJS.ProcessEnv = process.env) => settingsFrom(env, 'LYRICS_LLM', 60_000);
export const speechModel = (env: NodeJS.ProcessEnv = process.env) => settingsFrom(env, 'LYRICS_ASR', 120_000);

const authorization = (settings: ModelSettings): Record<string, string> => (settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {});

/** A model's HTTP answer or failure as the result code the task ends with. */
async function call(settings: ModelSettings, path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${settings.url}${path}`, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new AigcTaskError(timedOut ? AigcResultCode.TIMEOUT : AigcResultCode.SERVER_BUSY);
  }
  if (!response.ok) {
    const code =
      response.status === 429
        ? AigcResultCode.QPS_LIMIT
        : response.status === 413
          ? AigcResultCode.PACKET_TOO_LARGE
          : response.status === 401 || response.status === 403
            ? AigcResultCode.PERMISSION_DENIED
            : response.status >= 500
              ? AigcResultCode.SERVER_BUSY
              : AigcResultCode.INVALID_REQUEST;
    throw new AigcTaskError(code);
  }
  try {
    return await response.json();
  } catch {
    throw new AigcTaskError(AigcResultCode.PROCESSING_ERROR);
  }
}

export interface LyricsBrief {
  theme: string;
  /** English name of the language, e.g. "Brazilian Portuguese". */
  languageName: string;
  genre: string;
  mood: string;
}

export function writingPrompt(brief: LyricsBrief): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content: [
        'You are a songwriter. Write original song lyrics for a release on music streaming stores.',
        `Write in ${brief.languageName}. Answer with the lyrics only: one sung line per line, a blank line between sections, no titles, no section labels, no notes, no emoji.`,
        'Keep them under 60 lines. Do not copy existing songs.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: [`Theme: ${brief.theme}`, brief.genre && `Genre: ${brief.genre}`, brief.mood && `Mood: ${brief.mood}`].filter(Boolean).join('\n'),
    },
  ];
}

/** Section labels and fences a model may add despite the prompt: "[Chorus]", "Verse 1:", "```". */
const NOT_SUNG = /^(\[[^\]]*\]|\(?(verse|chorus|pre-chorus|bridge|outro|intro|hook|refrain)\b[^a-z]*\)?:?|```.*)$/i;

export function cleanLyrics(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => !NOT_SUNG.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function writeLyrics(settings: ModelSettings, brief: LyricsBrief): Promise<string> {
  const body = (await call(settings, '/chat/completions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization(settings) },
    body: JSON.stringify({ model: settings.model, temperature: 0.9, max_tokens: 1200, messages: writingPrompt(brief) }),
  })) as { choices?: { message?: { content?: unknown } }[] };
  const content = body?.choices?.[0]?.message?.content;
  const lyrics = typeof content === 'string' ? cleanLyrics(content) : '';
  if (!lyrics) throw new AigcTaskError(AigcResultCode.PROCESSING_ERROR);
  return lyrics;
}

export interface HeardLine {
  text: string;
  timeMs: number;
}

/**
 * Sends a 16 kHz mono WAV; answers the words heard, one segment per line, with the segments' start times when the
 * service gives them (without segments the words come untimed: no time is made up).
 */
export async function transcribe(settings: ModelSettings, wav: Uint8Array, language?: string): Promise<{ lyrics: string; lines: HeardLine[] | null }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'audio.wav');
  form.append('model', settings.model);
  form.append('response_format', 'verbose_json');
  if (language) form.append('language', language.split('-')[0]!.toLowerCase());
  const body = (await call(settings, '/audio/transcriptions', { method: 'POST', headers: authorization(settings), body: form })) as {
    text?: unknown;
    segments?: { start?: unknown; text?: unknown }[];
  };
  const lines = (Array.isArray(body?.segments) ? body.segments : [])
    .filter((segment) => typeof segment.text === 'string' && typeof segment.start === 'number' && segment.start >= 0)
    .map((segment) => ({ text: (segment.text as string).trim(), timeMs: Math.round((segment.start as number) * 100) * 10 }))
    .filter((line) => line.text !== '');
  if (lines.length) return { lyrics: lines.map((line) => line.text).join('\n'), lines };
  if (typeof body?.text !== 'string') throw new AigcTaskError(AigcResultCode.PROCESSING_ERROR);
  return { lyrics: body.text.trim(), lines: null };
}
