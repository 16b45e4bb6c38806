import type { Database } from '@portal/db/client';
import type { CatalogueVersions } from '../../platform/catalogue-versions.ts';

const CHANNEL = 'promo_page_changed';
const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/** A rendered public page: the bytes sent, their ETag, and the stored files the page may show (photo, covers, clip). */
export interface RenderedPage {
  status: 200 | 404;
  html: Buffer;
  etag: string;
  /** The account whose releases the page shows (0 when there is no page): a change to them makes the entry stale. */
  ownerId: number;
  media: ReadonlySet<string>;
}

interface Entry {
  pathVersion: number;
  catalogueVersion: number;
  until: number;
  page: RenderedPage;
}

/**
 * Rendered public promo pages per path, language and origin (decision 029). An entry holds while neither the page
 * (a save on any server: a notice on promo_page_changed, and the saving server counts it at once) nor the owner's
 * releases (the catalogue versions of decision 017) changed, for at most 10 s: the age bounds a lost notice and a
 * release day passing.
 */
export class PromoPageCache {
  private readonly pathVersions = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();

  private constructor(
    private readonly database: Pick<Database, 'notify'>,
    private readonly catalogue: CatalogueVersions,
    private readonly now: () => number,
  ) {}

  static async connect(database: Pick<Database, 'listen' | 'notify'>, catalogue: CatalogueVersions, now: () => number = Date.now): Promise<PromoPageCache> {
    const cache = new PromoPageCache(database, catalogue, now);
    await database.listen(CHANNEL, (path) => cache.bump(path));
    return cache;
  }

  private bump(path: string): void {
    this.pathVersions.set(path, (this.pathVersions.get(path) ?? 0) + 1);
  }

  /** After a page's save committed: this server at once, the others by the notice. */
  async changed(...paths: string[]): Promise<void> {
    for (const path of new Set(paths)) {
      this.bump(path);
      await this.database.notify(CHANNEL, path);
    }
  }

  /** The cached page, or a fresh one from `render` (whose versions are read before it runs, so no change hides). */
  async get(path: string, variant: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const key = `${path}|${variant}`;
    const pathVersion = this.pathVersions.get(path) ?? 0;
    const entry = this.entries.get(key);
    if (entry && entry.pathVersion === pathVersion && entry.catalogueVersion === this.catalogue.versionOf(entry.page.ownerId) && entry.until > this.now()) return entry.page;
    const before = entry ? { ownerId: entry.page.ownerId, version: this.catalogue.versionOf(entry.page.ownerId) } : null;
    const page = await render();
    // The owner is known before the render when the page was cached already; a first render reads it after (the age
    // bounds a release change that lands during that one render).
    const catalogueVersion = before?.ownerId === page.ownerId ? before.version : this.catalogue.versionOf(page.ownerId);
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { pathVersion, catalogueVersion, until: this.now() + TTL_MS, page });
    return page;
  }
}
