import { PassThrough, Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { BULK_IMPORT_LIMITS } from '@portal/domain/bulk-import/model';
import { formatBytes } from '@portal/domain/release/file-checks';
import type { ObjectStore } from '../../platform/storage.ts';
import { BulkReadError, type Archive, type ArchiveEntry } from './readers.ts';

/**
 * A zip uploaded with a batch task, read straight from the object store (the central directory and each entry's
 * range; the zip is never copied whole). Opening checks every entry before any is read: names that could climb out
 * of a folder or name a link, encrypted entries, too many entries, too much data uncompressed, compression ratios no
 * audio or artwork has (zip bombs), entries that overlap. Reading counts the bytes, so an entry whose header lies
 * about its size is cut off at the size it declared.
 */

/** Below this size an entry may compress as well as it likes (a repetitive XML); above it, only up to the ratio. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const UNIX = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** yauzl's reader over a range of a stored object. */
class StoredObjectReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly store: ObjectStore,
    private readonly key: string,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) {
      out.end();
      return out;
    }
    this.store
      .getStream(this.key, { start, end: end - 1 })
      .then((object) => {
        if (!object) return out.destroy(new Error('archive object missing'));
        object.stream.on('error', (error) => out.destroy(error));
        object.stream.pipe(out);
      })
      .catch((error: Error) => out.destroy(error));
    return out;
  }
}

const refused = (code: string, values?: Record<string, string | number>) => new BulkReadError(code, values);

/** A name as the archive gives it, or the reason it is refused. Names are compared exactly (case matters). */
export function entryPath(raw: string): { path: string } | { refuse: 'bulk_archive_unsafe_path' } {
  if (raw.includes('\\') || raw.includes('\0') || raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) return { refuse: 'bulk_archive_unsafe_path' };
  const parts = raw.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..') || parts.length === 0) return { refuse: 'bulk_archive_unsafe_path' };
  return { path: parts.join('/') };
}

/** The normalised form of a path a message or sheet names (`./audio/a.wav` → `audio/a.wav`); null when unsafe. */
export function normaliseEntryPath(name: string): string | null {
  const result = entryPath(name.trim());
  return 'path' in result ? result.path : null;
}

const isLink = (entry: yauzl.Entry) => entry.versionMadeBy >> 8 === UNIX && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** Ends with an error once more than `max` bytes went through (a header that under-states an entry's size). */
function capped(max: number, name: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) return done(refused('bulk_archive_entry_unreadable', { name }));
      done(null, chunk);
    },
  });
}

export class StoredArchive implements Archive {
  private readonly byPath: Map<string, { entry: ArchiveEntry; raw: yauzl.Entry }>;
  readonly entries: readonly ArchiveEntry[];

  constructor(
    readonly name: string,
    private readonly zip: yauzl.ZipFile,
    files: { entry: ArchiveEntry; raw: yauzl.Entry }[],
  ) {
    this.byPath = new Map(files.map((file) => [file.entry.path, file]));
    this.entries = files.map((file) => file.entry);
  }

  find(path: string): ArchiveEntry | undefined {
    const normalised = normaliseEntryPath(path);
    return normalised === null ? undefined : this.byPath.get(normalised)?.entry;
  }

  async open(path: string, maxBytes: number = Number.MAX_SAFE_INTEGER): Promise<Readable> {
    const normalised = normaliseEntryPath(path);
    const file = normalised === null ? undefined : this.byPath.get(normalised);
    if (!file) throw refused('bulk_archive_entry_missing', { name: path });
    if (file.entry.size > maxBytes) throw refused('bulk_document_too_large', { name: file.entry.path, maxMb: Math.round(maxBytes / (1024 * 1024)) });
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(file.raw);
    } catch {
      throw refused('bulk_archive_entry_unreadable', { name: file.entry.path });
    }
    const limit = capped(Math.min(file.entry.size, maxBytes), file.entry.path);
    // yauzl's own errors (a bad deflate stream, a size that does not match the header) read as one refusal.
    stream.on('error', () => limit.destroy(refused('bulk_archive_entry_unreadable', { name: file.entry.path })));
    return stream.pipe(limit);
  }

  async read(path: string, maxBytes: number = BULK_IMPORT_LIMITS.documentBytesMax): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.open(path, maxBytes)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  close(): void {
    if (this.zip.isOpen) this.zip.close();
  }
}

export interface ArchiveLimits {
  entriesMax: number;
  uncompressedBytesMax: number;
  compressionRatioMax: number;
}

const defaultLimits: ArchiveLimits = {
  entriesMax: BULK_IMPORT_LIMITS.archiveEntriesMax,
  uncompressedBytesMax: BULK_IMPORT_LIMITS.archiveUncompressedBytesMax,
  compressionRatioMax: BULK_IMPORT_LIMITS.archiveCompressionRatioMax,
};

/** Opens and checks a stored zip; throws BulkReadError with the `bulk_archive_*` reason when it is refused. */
export async function openStoredArchive(store: ObjectStore, key: string, name: string, limits: ArchiveLimits = defaultLimits): Promise<StoredArchive> {
  const size = (await store.stat(key))?.size;
  if (size === undefined) throw refused('bulk_archive_unreadable', { name });
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new StoredObjectReader(store, key), size, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch {
    throw refused('bulk_archive_unreadable', { name });
  }
  try {
    if (zip.entryCount > limits.entriesMax) throw refused('bulk_archive_too_many_entries', { name, max: limits.entriesMax });
    const files: { entry: ArchiveEntry; raw: yauzl.Entry }[] = [];
    const seen = new Set<string>();
    let uncompressed = 0;
    let compressed = 0;
    try {
      for await (const raw of zip.eachEntry()) {
        // decodeStrings is off so that yauzl hands over every name and the refusal can say which one.
        const rawName = yauzl.getFileNameLowLevel(raw.generalPurposeBitFlag, raw.fileNameRaw, raw.extraFields, true);
        const checked = entryPath(rawName);
        if ('refuse' in checked) throw refused(checked.refuse, { name: rawName.slice(0, 200) });
        if (isLink(raw)) throw refused('bulk_archive_unsafe_path', { name: checked.path });
        if (raw.isEncrypted()) throw refused('bulk_archive_encrypted', { name: checked.path });
        if (rawName.endsWith('/')) continue;
        if (!raw.canDecodeFileData()) throw refused('bulk_archive_entry_unreadable', { name: checked.path });
        if (raw.uncompressedSize > RATIO_FLOOR_BYTES && raw.uncompressedSize > raw.compressedSize * limits.compressionRatioMax) {
          throw refused('bulk_archive_bomb', { name: checked.path });
        }
        uncompressed += raw.uncompressedSize;
        compressed += raw.compressedSize;
        if (uncompressed > limits.uncompressedBytesMax) throw refused('bulk_archive_too_large', { name, max: formatBytes(limits.uncompressedBytesMax) });
        // Entries that share their compressed bytes (the overlapping-file bomb) add up to more than the zip holds.
        if (compressed > size) throw refused('bulk_archive_bomb', { name: checked.path });
        if (seen.has(checked.path)) throw refused('bulk_archive_duplicate_entry', { name: checked.path });
        seen.add(checked.path);
        files.push({ entry: { path: checked.path, size: raw.uncompressedSize, compressedSize: raw.compressedSize }, raw });
      }
    } catch (error) {
      if (error instanceof BulkReadError) throw error;
      throw refused('bulk_archive_unreadable', { name });
    }
    return new StoredArchive(name, zip, files);
  } catch (error) {
    zip.close();
    throw error;
  }
}
