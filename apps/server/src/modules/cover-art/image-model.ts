import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { genres } from '@portal/domain/catalog/genres';
import type { CoverArtInput } from '@portal/domain/cover-art/cover-art';
import { AigcTaskError } from '../aigc/tasks.ts';
import type { ImageModelSettings } from './model-settings.ts';

// The hosted image model's client; its settings and the request's shape are described in model-settings.ts.

/** A model may take a while per picture; past this the variation fails with the timeout code. */
export const MODEL_TIMEOUT_MS = 120_000;
/** Larger answers are not pictures we asked for. */
const MAX_ANSWER_BYTES = 30 * 1024 * 1024;

/** What the model is asked for: the song's world in pictures, explicitly without text, logos or borders. */
export function modelPrompt(input: Pick<CoverArtInput, 'title' | 'genre' | 'mood'>): string {
  const genre = genres.find((item) => item.id === input.genre)?.name ?? input.genre;
  return [
    `Album cover artwork for a ${genre} song called "${input.title}", with a ${input.mood} mood.`,
    'Square composition, one strong focal point, rich colour, high detail.',
    'No text, no letters, no words, no logos, no watermarks, no borders, no frames.',
  ].join(' ');
}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) throw new AigcTaskError(AigcResultCode.PACKET_TOO_LARGE);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_ANSWER_BYTES) throw new AigcTaskError(AigcResultCode.PACKET_TOO_LARGE);
  return bytes;
}

function failureOf(status: number): AigcTaskError {
  if (status === 429) return new AigcTaskError(AigcResultCode.QPS_LIMIT);
  if (status === 503 || status === 502) return new AigcTaskError(AigcResultCode.SERVER_BUSY);
  if (status === 400 || status === 422) return new AigcTaskError(AigcResultCode.INVALID_REQUEST);
  return new AigcTaskError(AigcResultCode.PROCESSING_ERROR);
}

/** One picture from the model for one variation's seed: the image's bytes (format unchecked; the caller decodes). */
export async function requestModelImage(settings: ImageModelSettings, input: Pick<CoverArtInput, 'title' | 'genre' | 'mood'>, seed: number, timeoutMs = MODEL_TIMEOUT_MS): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', ...(settings.key && { authorization: `Bearer ${settings.key.reveal()}` }) },
      body: JSON.stringify({ model: settings.model, prompt: modelPrompt(input), n: 1, size: '1024x1024', response_format: 'b64_json', seed }),
    });
    if (!response.ok) throw failureOf(response.status);
    const answer = JSON.parse((await readCapped(response)).toString('utf8')) as { data?: { b64_json?: string; url?: string }[] };
    const picture = answer.data?.[0];
    if (picture?.b64_json) return Buffer.from(picture.b64_json, 'base64');
    if (picture?.url && /^https?:\/\//.test(picture.url)) {
      const image = await fetch(picture.url, { signal });
      if (!image.ok) throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE);
      return await readCapped(image);
    }
    throw new AigcTaskError(AigcResultCode.INVALID_FORMAT);
  } catch (error) {
    if (error instanceof AigcTaskError) throw error;
    if (signal.aborted) throw new AigcTaskError(AigcResultCode.TIMEOUT);
    if (error instanceof SyntaxError) throw new AigcTaskError(AigcResultCode.INVALID_FORMAT);
    throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE);
  }
}
