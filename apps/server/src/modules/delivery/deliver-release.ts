import { buildNewReleaseMessage } from './ern/new-release-message.ts';
import { messageFiles, type MessageFile, type MessageKind } from './ern/message-files.ts';
import type { SchemaValidation } from './ern/validate-xml.ts';
import type { ReleaseSnapshot } from './release-snapshot.ts';
import type { DeliveryTarget, FileSource } from './delivery-target.ts';

export interface DeliverOptions {
  kind: MessageKind;
  batchId: string;
  /** Where to read an audio or cover file from (lyrics are written from the snapshot). */
  openFile: (file: Exclude<MessageFile, { role: 'lyrics' }>) => FileSource | Promise<FileSource>;
  /** Checks the message before anything is written; pass validateAgainstErnSchema. */
  validate?: (xml: string) => Promise<SchemaValidation>;
}

export interface DeliveryReceipt {
  batchId: string;
  messageId: string;
  /** The message's path inside the batch: `<UPC>/<UPC>.xml`. */
  messagePath: string;
  /** Paths inside the batch of the files written before the message. */
  files: string[];
  xml: string;
}

export class InvalidMessageError extends Error {
  override name = 'InvalidMessageError';
  constructor(readonly errors: string[]) {
    super(`The ERN message does not validate: ${errors.slice(0, 3).join('; ')}`);
  }
}

/**
 * One release to one store as a DDEX batch: `<batch>/<UPC>/resources/…`, then `<batch>/<UPC>/<UPC>.xml`, then the
 * BatchComplete marker. A message that fails validation writes nothing.
 */
export async function deliverRelease(target: DeliveryTarget, snapshot: ReleaseSnapshot, options: DeliverOptions): Promise<DeliveryReceipt> {
  const xml = buildNewReleaseMessage(snapshot, { kind: options.kind });
  if (options.validate) {
    const result = await options.validate(xml);
    if (!result.valid) throw new InvalidMessageError(result.errors);
  }
  const folder = snapshot.release.upc;
  const files: string[] = [];
  for (const file of messageFiles(snapshot, options.kind)) {
    const path = `${folder}/${file.path}`;
    await target.putFile(options.batchId, path, file.role === 'lyrics' ? { bytes: file.content } : await options.openFile(file));
    files.push(path);
  }
  const messagePath = `${folder}/${folder}.xml`;
  await target.putMessage(options.batchId, messagePath, xml);
  return { batchId: options.batchId, messageId: snapshot.messageId, messagePath, files, xml };
}
