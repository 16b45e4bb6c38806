import type { DeliveryFailureReason } from '@portal/domain/release/delivery';
import { isWriteRefused } from '../../platform/storage.ts';
import { InvalidMessageError } from './deliver-release.ts';
import { SchemaValidatorUnavailableError } from './ern/validate-xml.ts';
import { DeliveryTargetError } from './delivery-target.ts';

/** A release file the message names is not in storage any more. */
export class StoredFileMissingError extends Error {
  override name = 'StoredFileMissingError';
}

const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

function errnoOf(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Why a delivery failed, as the account and the operators are told (decision 047). */
export function failureReasonOf(error: unknown): DeliveryFailureReason {
  if (error instanceof SchemaValidatorUnavailableError) return error.code;
  if (error instanceof InvalidMessageError) return 'message_invalid';
  if (error instanceof StoredFileMissingError) return 'file_missing';
  const errno = errnoOf(error);
  if (isWriteRefused(errno)) return 'target_unwritable';
  if (errno && NETWORK.has(errno)) return 'target_unreachable';
  if (error instanceof DeliveryTargetError) {
    return /refused the login|refused the credentials|host key|private key|no password|does not exist/.test(error.message) ? 'target_refused' : 'target_unreachable';
  }
  return 'internal';
}
