import type { ReadResult } from '@portal/domain/bulk-import/model';
import { BulkReadError, type BatchSource, type SourceReader } from '../readers.ts';
import { readErnMessage } from './read-ern.ts';

/**
 * The DDEX method's reader: one uploaded ERN XML (its files, if any, in the archive beside it), or a zip of a batch
 * as stores receive it (one folder per release with its message and `resources/`). Every `.xml` of the zip is read
 * as a message except the batch's own manifest and the litter of archivers (`__MACOSX/`, `._*`).
 */
export const readErn: SourceReader = async (source) => {
  const result: ReadResult = { releases: [], fileIssues: [] };
  const { fileIssues } = result;
  const now = Date.now();
  // One message in memory at a time: a batch may hold thousands.
  const add = async (file: string, read: () => Promise<Buffer>) => {
    try {
      const text = decodeXml(await read());
      if (text === undefined) fileIssues.push({ place: { file }, code: 'bulk_xml_encoding' });
      else {
        const parsed = readErnMessage(text, file, { now });
        result.releases.push(...parsed.releases);
        fileIssues.push(...parsed.fileIssues);
      }
    } catch (error) {
      if (!(error instanceof BulkReadError)) throw error;
      fileIssues.push({ place: { file }, code: error.code, ...(error.values && { values: error.values }) });
    }
  };

  if (source.document) {
    if (source.document.extension.toLowerCase() !== 'xml') fileIssues.push({ place: { file: source.document.name }, code: 'bulk_ern_not_xml' });
    else await add(source.document.name, () => source.document!.read());
  } else if (source.archive) {
    const archive = source.archive;
    const entries = messageEntries(source);
    if (!entries.length) fileIssues.push({ place: { file: archive.name }, code: 'bulk_ern_no_messages' });
    for (const path of entries) await add(path, () => archive.read(path));
  }
  return result;
};

/** The zip's ERN messages in path order: `.xml` entries, without the batch manifest (BatchComplete_…) and archiver litter. */
export function messageEntries(source: Pick<BatchSource, 'archive'>): string[] {
  return (source.archive?.entries ?? [])
    .map((entry) => entry.path)
    .filter((path) => {
      const name = path.slice(path.lastIndexOf('/') + 1);
      return /\.xml$/i.test(name) && !name.startsWith('.') && !/^BatchComplete/i.test(name) && !path.split('/').includes('__MACOSX');
    })
    .sort();
}

/** UTF-8 (the ERN default) or UTF-16 with its byte-order mark; undefined for bytes that are neither. */
function decodeXml(bytes: Buffer): string | undefined {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
