import { secretFrom, type Secret } from '../../platform/secret.ts';

/**
 * A hosted image model, as optional configuration (decision 036): COVER_ART_MODEL_URL (the images-generation
 * endpoint), COVER_ART_MODEL_KEY (sent as a bearer token), COVER_ART_MODEL (the model's name). The request is the
 * common images-generation shape — JSON { model, prompt, n, size, response_format: 'b64_json', seed } answered by
 * { data: [{ b64_json } or { url }] } — which OpenAI-compatible services and most self-hosted gateways speak.
 * The picture it answers is only a starting point: it is cropped and graded into a 3000 x 3000 cover with the title
 * set by us (models misspell text), and checked like every generated cover.
 */
export interface ImageModelSettings {
  url: string;
  key: Secret | null;
  model: string;
}

export function readImageModelSettings(env: NodeJS.ProcessEnv): ImageModelSettings | null {
  const url = env.COVER_ART_MODEL_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('COVER_ART_MODEL_URL must be an http(s) URL');
  return { url, key: secretFrom(env.COVER_ART_MODEL_KEY) ?? null, model: env.COVER_ART_MODEL?.trim() || 'default' };
}
