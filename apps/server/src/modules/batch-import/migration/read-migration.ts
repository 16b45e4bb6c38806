import type { AssetSource, ImportedRelease, ReadIssue, ReadResult } from '@portal/domain/bulk-import/model';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';
import { upcFromText } from '../ern/catalogue-lookups.ts';
import { BulkReadError, type Archive, type BatchSource, type ReaderContext, type SourceReader } from '../readers.ts';
import { readCatalogueCsv } from './catalogue-csv.ts';
import { PortalStoreCatalogue } from './portal-catalogue.ts';
import { completedBy, importedFromStore, type StoreCatalogue, type StoreRelease } from './store-catalogue.ts';

type FileIssues = ReadResult['fileIssues'];

/**
 * The QUICK_MIGRATION reader: the previous distributor's catalogue export (a CSV uploaded alone or inside the zip of
 * audio and artwork), each release completed from the store catalogue by its UPC or an ISRC, and the releases the
 * user named by UPC or ISRC looked up in the catalogue. A release is read once, however often it is named.
 */
export function migrationReader(catalogueFor: (context: ReaderContext) => StoreCatalogue): SourceReader {
  return async (source, context) => {
    const catalogue = catalogueFor(context);
    const fileIssues: FileIssues = [];
    const releases: ImportedRelease[] = [];
    const seen = new Set<string>();
    const keep = (release: ImportedRelease) => {
      const upc = release.album.upc;
      if (upc && seen.has(upc)) return;
      if (upc) seen.add(upc);
      releases.push(release);
    };

    for (const { file, text } of await catalogueDocuments(source, fileIssues)) {
      const read = readCatalogueCsv(text, file);
      fileIssues.push(...read.fileIssues);
      for (const { release, place, issues } of read.releases) {
        const store = await lookUp(catalogue, release);
        const imported = importedFromStore(store ? completedBy(release, store) : release, place, [...issues, ...heldIssues(store)]);
        keep(withArchiveFiles(imported, source.archive));
      }
    }

    for (const identifier of source.identifiers) {
      const kind = identifierKind(identifier);
      const place = { file: '', reference: identifier };
      if (!kind) {
        fileIssues.push({ place, code: 'bulk_migration_identifier_invalid', values: { identifier } });
        continue;
      }
      const store = kind === 'upc' ? await catalogue.byUpc(identifier) : await catalogue.byIsrc(identifier);
      if (!store) fileIssues.push({ place, code: 'bulk_migration_not_found', values: { identifier } });
      else keep(importedFromStore(store, { ...place, reference: store.upc ?? identifier }, heldIssues(store)));
    }
    return { releases, fileIssues };
  };
}

export const readMigration: SourceReader = migrationReader((context) => new PortalStoreCatalogue(context.services.db, context.accountId));

const identifierKind = (identifier: string): 'upc' | 'isrc' | undefined => {
  if (normaliseIsrc(identifier)) return 'isrc';
  return /^\d{12,14}$/.test(identifier.trim()) && normaliseUpc(upcFromText(identifier) ?? '') ? 'upc' : undefined;
};

/** The store's description of an exported release: by its UPC, else by the first ISRC the store knows. */
async function lookUp(catalogue: StoreCatalogue, release: StoreRelease): Promise<StoreRelease | undefined> {
  const upc = upcFromText(release.upc);
  if (upc && normaliseUpc(upc)) {
    const found = await catalogue.byUpc(upc);
    if (found) return found;
  }
  for (const track of release.tracks) {
    if (!track.isrc || !normaliseIsrc(track.isrc)) continue;
    const found = await catalogue.byIsrc(track.isrc);
    if (found) return found;
  }
  return undefined;
}

/** A release the portal itself delivered is already here: importing it again would give one UPC to two releases. */
const heldIssues = (store: StoreRelease | undefined): ReadIssue[] =>
  store?.source === 'portal' ? [{ track: null, field: 'upc', code: 'bulk_migration_already_in_portal', values: { title: store.title } }] : [];

/** The export's CSV documents: the uploaded file, or every `.csv` in the zip. */
async function catalogueDocuments(source: BatchSource, fileIssues: FileIssues): Promise<{ file: string; text: string }[]> {
  const documents: { file: string; read: () => Promise<Buffer> }[] = [];
  if (source.document) {
    if (['csv', 'txt', 'tsv'].includes(source.document.extension.toLowerCase())) documents.push({ file: source.document.name, read: () => source.document!.read() });
    else fileIssues.push({ place: { file: source.document.name }, code: 'bulk_migration_not_csv' });
  } else if (source.archive) {
    const archive = source.archive;
    for (const entry of archive.entries) {
      if (/\.(csv|tsv)$/i.test(entry.path) && !entry.path.split('/').some((part) => part === '__MACOSX' || part.startsWith('.'))) {
        documents.push({ file: entry.path, read: () => archive.read(entry.path) });
      }
    }
  }
  const texts: { file: string; text: string }[] = [];
  for (const { file, read } of documents) {
    try {
      texts.push({ file, text: decodeText(await read()) });
    } catch (error) {
      if (!(error instanceof BulkReadError)) throw error;
      fileIssues.push({ place: { file }, code: error.code, ...(error.values && { values: error.values }) });
    }
  }
  return texts;
}

/** UTF-8, UTF-16 with a byte-order mark (Excel's "Unicode text"), else Windows-1252 (Excel's CSV on Windows). */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Files named by the export, found in the zip: by their path, else by their name in any folder (exports name files
 * without the folders the zip put them in). A name the zip lacks, or holds in several folders, is a read issue.
 */
function withArchiveFiles(release: ImportedRelease, archive: Archive | null): ImportedRelease {
  const byName = new Map<string, string[]>();
  for (const entry of archive?.entries ?? []) {
    const name = entry.path.slice(entry.path.lastIndexOf('/') + 1).toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), entry.path]);
  }
  const resolve = (asset: AssetSource | undefined, track: number | null, field: string): AssetSource | undefined => {
    if (asset?.kind !== 'archive') return asset;
    const name = asset.path;
    if (!archive) {
      release.readIssues.push({ track, field, code: 'bulk_migration_archive_missing', values: { name } });
      return undefined;
    }
    if (archive.find(name)) return asset;
    const matches = byName.get(name.slice(name.replace(/\\/g, '/').lastIndexOf('/') + 1).toLowerCase()) ?? [];
    if (matches.length === 1) return { kind: 'archive', path: matches[0]! };
    release.readIssues.push({ track, field, code: matches.length ? 'bulk_migration_file_ambiguous' : 'bulk_migration_file_not_in_archive', values: { name } });
    return undefined;
  };
  const cover = resolve(release.cover, null, 'cover');
  return {
    ...release,
    cover,
    tracks: release.tracks.map((track, index) => ({ ...track, audio: resolve(track.audio, index, 'fullAudio') })),
  };
}
