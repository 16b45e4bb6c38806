import type { UploadItemStatus } from '../../lib/chunked-upload.ts';
import { DumpFailed, UploadRefused } from './upload-api.ts';

/** An upload item of the form as document 3 section 4 shows it. */
export interface SlotState {
  status: UploadItemStatus;
  percent: number;
  fileName: string;
  /** The item's validateMessage, or the event text of a failed link upload. */
  message: string | null;
  /** Under the message: why a link upload failed. */
  detail: string | null;
}

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The failed item: a refused file is validateFail with its check's message; a link upload shows document 3's event
 * text with the particular reason under it (an invalid dumped file counts as validateFail); anything else is
 * uploadFail with the generic message.
 */
export function failedSlot(fileName: string, error: unknown, t: Translate): SlotState {
  const base = { percent: 0, fileName, detail: null };
  if (error instanceof UploadRefused) return { ...base, status: 'validateFail', message: t(error.key, error.vars) };
  if (error instanceof DumpFailed) {
    const detail = error.reason ? t(error.reason.key, error.reason.vars) : null;
    return { ...base, status: error.key === 'upload_dump_invalid' ? 'validateFail' : 'uploadFail', message: t(error.key), detail };
  }
  return { ...base, status: 'uploadFail', message: t('upload_failed_generic') };
}
