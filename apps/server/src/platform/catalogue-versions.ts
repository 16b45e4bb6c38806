import type { Database } from '@portal/db/client';

const CHANNEL = 'catalogue_changed';

/**
 * A change count per account for its releases and tracks, so a server can keep answers built from them until they
 * change. A database trigger (migration 0011) notifies every server of each committed change; the server that made
 * the change also calls `changed` itself, so the writer's next read never waits for the notice. Caches keyed by a
 * version must still expire (a notice sent while LISTEN reconnects is lost).
 */
export class CatalogueVersions {
  private readonly versions = new Map<number, number>();

  static async connect(database: Pick<Database, 'listen'>): Promise<CatalogueVersions> {
    const versions = new CatalogueVersions();
    await database.listen(CHANNEL, (payload) => versions.changed(Number(payload)));
    return versions;
  }

  versionOf(accountId: number): number {
    return this.versions.get(accountId) ?? 0;
  }

  changed(accountId: number): void {
    this.versions.set(accountId, this.versionOf(accountId) + 1);
  }
}
