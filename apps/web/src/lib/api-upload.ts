import { send, type AnswerOf, type Endpoint } from './api-client.ts';

/** Sends one file (multipart field `file`) and optional text fields to a multipart route, e.g. /images/user_id_photo. */
export function apiUpload<H extends Endpoint>(route: H, file: Blob, fields: Record<string, string> = {}, signal?: AbortSignal): Promise<AnswerOf<H>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return send(route, '', { body: form, signal });
}
