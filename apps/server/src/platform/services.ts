import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/client';
import type { Config } from '../config.ts';
import type { FeatureGates } from '../modules/feature-gates/gates.ts';
import type { Outbox } from './outbox.ts';
import type { SessionCache } from './session-cache.ts';
import type { CatalogueVersions } from './catalogue-versions.ts';
import type { ObjectStore } from './storage.ts';
import type { ESignProvider } from '../modules/contracts/e-sign.ts';
import type { SystemHealth } from './health.ts';

export type Translate = (language: string, key: string, vars?: Record<string, string | number>) => string;

/** What every use case may reach; built once in buildApp. */
export interface Services {
  db: Db;
  config: Config;
  outbox: Outbox;
  gates: FeatureGates;
  translate: Translate;
  /** Session lookups cached per server; call invalidateUser after changing a user row or their sessions. */
  sessions: SessionCache;
  /** Per-account change counts of releases and tracks; call changed(accountId) after committing such a change. */
  catalogue: CatalogueVersions;
  files: ObjectStore;
  /** The outside e-signature service, or null when none is configured (contracts are then signed in the portal). */
  eSign: ESignProvider | null;
  /** The server's log (pino): background failures go here at error level. */
  log: FastifyBaseLogger;
  /** What the server relies on and what is wrong with it, checked at start (platform/health.ts). */
  health: SystemHealth;
}
