import { el, renderXml } from './xml-writer.ts';

/** The bytes of a file to deliver: a file on disk, a stream (from object storage) or bytes in memory. */
export type FileSource = { path: string } | { stream: NodeJS.ReadableStream } | { bytes: Uint8Array | string };

/**
 * Where one store's deliveries go. A batch is a folder named by its batch id. Files go in first, the message
 * last: `putMessage` writes the message and then the BatchComplete marker, which tells the store the batch is
 * whole (DDEX ERN choreography, batch profile). Acknowledgements are files the store leaves for us.
 */
export interface DeliveryTarget {
  /** Where the batches go, for logs and the operator console (never credentials). */
  readonly location: string;
  putFile(batchId: string, relativePath: string, source: FileSource): Promise<void>;
  putMessage(batchId: string, relativePath: string, xml: string): Promise<void>;
  /** Acknowledgement files waiting to be read, oldest name first. */
  listAcknowledgements(): Promise<string[]>;
  readAcknowledgement(name: string): Promise<Buffer>;
  /** Moves a read acknowledgement aside so it is not imported twice. */
  archiveAcknowledgement(name: string): Promise<void>;
}

export class DeliveryTargetError extends Error {
  override name = 'DeliveryTargetError';
}

/** DDEX batch ids are the UTC time the batch was made, to the millisecond: 20250301100000123. */
export const batchIdAt = (at: Date) => at.toISOString().replace(/\D/g, '').slice(0, 17);
export const batchCompleteName = (batchId: string) => `BatchComplete_${batchId}.xml`;
export const ACKNOWLEDGEMENTS_FOLDER = 'acknowledgements';

/** The batch's marker: tells the store which message the batch carries (decision 012). */
export const batchCompleteMarker = (batchId: string, messagePath: string) => renderXml(el('BatchComplete', { BatchId: batchId }, el('Message', { Path: messagePath })));

/** One name in a batch path or an acknowledgement name: no separators, no leading dot. */
export const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const checkBatchId = (batchId: string) => {
  if (!/^[A-Za-z0-9_-]+$/.test(batchId)) throw new DeliveryTargetError(`Bad batch id "${batchId}"`);
};
export const checkRelativePath = (path: string) => {
  if (!path.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..')) throw new DeliveryTargetError(`Bad path in batch "${path}"`);
};
