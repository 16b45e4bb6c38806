import { webcrypto } from 'node:crypto';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import type { ObjectStore } from '../../platform/storage.ts';
import { completeUpload, finishedFile } from './complete-upload.ts';
import { uploadProblem } from './upload-errors.ts';
import { assertOpen, expectedPartSize, ownSession, partCountOf, partsOf, storedPartKey, type UploadSession } from './upload-sessions.ts';

export interface MergeInput {
  uploadId: string;
  objectKey: string;
  partIds: number[];
  partChecksums?: string[];
}

class PartProblem extends Error {
  constructor(
    readonly messageKey: string,
    readonly index: number,
  ) {
    super(messageKey);
  }
}

const partProblem = (messageKey: string, index: number) => uploadProblem(messageKey, 'body.partIds', { index });

const sha256Of = async (bytes: Uint8Array) => Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');

type StoredPart = { uploadId: string; partIndex: number; size: number; sha256: string; objectKey: string | null };

/**
 * The parts one after another, each hashed again: a part changed on disk since it arrived stops the join. Two buffers
 * of one part each take turns (the next part is read while the current one is written), so the merge allocates
 * nothing per part, and each part's digest runs on the thread pool beside the main thread hashing the whole file.
 */
async function* joined(store: ObjectStore, parts: StoredPart[], partSize: number) {
  const buffers = [Buffer.allocUnsafe(partSize), Buffer.allocUnsafe(partSize)];
  const read = async (position: number) => {
    const part = parts[position]!;
    const target = buffers[position % 2]!.subarray(0, part.size);
    const length = await store.readInto(storedPartKey(part), 0, target);
    if (length === null) throw new PartProblem('upload_part_missing', part.partIndex);
    if (length !== part.size) throw new PartProblem('upload_part_size_mismatch', part.partIndex);
    return target;
  };
  // Started ahead and awaited later: the empty catch only keeps an early failure from counting as unhandled.
  const ahead = <T>(promise: Promise<T>) => {
    promise.catch(() => {});
    return promise;
  };
  let next = ahead(read(0));
  for (let position = 0; position < parts.length; position++) {
    const bytes = await next;
    // The other buffer is free: its part was written and its digest awaited in the previous turn.
    if (position + 1 < parts.length) next = ahead(read(position + 1));
    const check = ahead(sha256Of(bytes));
    yield bytes;
    if ((await check) !== parts[position]!.sha256) throw new PartProblem('upload_part_checksum_mismatch', parts[position]!.partIndex);
  }
}

/** Every part the client names is here, has its expected size, and (when the client says) the checksum it sent. */
async function verifiedParts(services: Services, session: UploadSession, input: MergeInput) {
  const count = partCountOf(session);
  const missing = Array.from({ length: count }, (_, index) => index).find((index) => input.partIds[index] !== index);
  if (missing !== undefined || input.partIds.length !== count) throw partProblem('upload_part_missing', missing ?? count);
  const stored = new Map((await partsOf(services, session.id)).map((part) => [part.partIndex, part]));
  return input.partIds.map((index, position) => {
    const part = stored.get(index);
    if (!part) throw partProblem('upload_part_missing', index);
    if (part.size !== expectedPartSize(session, index)) throw partProblem('upload_part_size_mismatch', index);
    const claimed = input.partChecksums?.[position];
    if (claimed !== undefined && claimed !== part.sha256) throw partProblem('upload_part_checksum_mismatch', index);
    return part;
  });
}

/**
 * Joins the parts into the file in constant memory, then runs the checks on it. A part that is missing, of the wrong
 * size or whose checksum differs is named in a 400 and the upload stays open for it to be sent again; a file that
 * breaks a rule is refused and the upload is discarded. A merge repeated after success answers the same file.
 */
export async function mergeUpload(services: Services, actor: Actor, input: MergeInput) {
  const session = await ownSession(services, actor.accountId, input.uploadId, { objectKey: input.objectKey });
  const finished = await finishedFile(services, session);
  if (finished) return finished;
  assertOpen(services, session);
  if (input.partChecksums && input.partChecksums.length !== input.partIds.length) throw uploadProblem('validation_invalid_value', 'body.partChecksums');
  const parts = await verifiedParts(services, session, input);
  return completeUpload(services, actor.accountId, session, () =>
    services.files.putStream(session.objectKey, joined(services.files, parts, session.partSize), 'application/octet-stream', { maxBytes: session.size }).catch((error) => {
      throw error instanceof PartProblem ? partProblem(error.messageKey, error.index) : error;
    }),
  );
}
