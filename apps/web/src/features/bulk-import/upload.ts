import { ApiError } from '../../lib/api-client.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { sendReleaseFile } from '../../lib/release-file-transport.ts';

/** What each source slot takes, by file name ending (the server checks the bytes again). */
export const SOURCE_SUFFIXES = {
  workbook: ['xlsx', 'zip'],
  archive: ['zip'],
  ddex: ['xml', 'zip'],
  catalogue: ['csv', 'txt'],
} as const;
export type SourceSlot = keyof typeof SOURCE_SUFFIXES;

export const acceptOf = (slot: SourceSlot) => SOURCE_SUFFIXES[slot].map((suffix) => `.${suffix}`).join(',');

/** A refusal to show under the slot: a message key and its placeholders. */
export interface UploadProblem {
  key: string;
  vars?: Record<string, string | number>;
}

export function checkSourceFile(file: File, slot: SourceSlot, maxBytes: number | null, sizeText: (bytes: number) => string): UploadProblem | null {
  const suffix = file.name.toLowerCase().split('.').pop() ?? '';
  const allowed: readonly string[] = SOURCE_SUFFIXES[slot];
  if (!allowed.includes(suffix)) return { key: 'bulk_ui_file_wrong_type', vars: { types: allowed.map((s) => `.${s}`).join(', ') } };
  if (file.size === 0) return { key: 'bulk_ui_file_empty' };
  if (maxBytes !== null && file.size > maxBytes) return { key: 'bulk_ui_file_too_large', vars: { max: sizeText(maxBytes) } };
  return null;
}

/** The source goes up like release files (straight to the bucket, or in parts and resumable), as an upload of kind `batch`. */
export async function uploadSource(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  return (await sendReleaseFile(file, 'batch', { onProgress, signal })).fileId;
}

/** The server's upload_* refusal with its placeholders, or the generic text of a failed call. */
export function uploadProblemOf(error: unknown, known: (key: string) => boolean): UploadProblem {
  if (error instanceof ApiError && error.status === 400) {
    const detail = error.details.find((item) => item.messageKey && known(item.messageKey));
    if (detail) return { key: detail.messageKey, vars: detail.vars };
  }
  return { key: errorMessageKey(error, known) };
}
