import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageParty } from './release-snapshot.ts';

/**
 * Delivery settings from the environment:
 *   DDEX_SCHEMA_DIR               folder of release-notification.xsd; relative paths are taken from the repository
 *                                 root (default ../shared/standards/ddex-ern43)
 *   DDEX_SENDER_DPID, _NAME       who we are in every message (DPID from DDEX; the default is a placeholder)
 *   DDEX_RECIPIENT_DPID_<id>      a store's DPID (default: a placeholder made from the platform id)
 *   DELIVERY_TARGET_<id>          where a store's batches go: `local` (default, <DATA_DIR>/deliveries/<id>),
 *                                 `file:///absolute/folder`, `sftp://user@host[:port]/path` or `s3://bucket/prefix`
 * Credentials never go in these URLs (they end up in logs); an adapter reads its own secrets.
 */
export interface DeliveryConfig {
  schemaDir: string;
  sender: MessageParty;
  /** Root of the local targets: <DATA_DIR>/deliveries. */
  deliveriesDir: string;
  recipientDpids: Record<number, string>;
  targets: Record<number, DeliveryTargetSpec>;
}

export type DeliveryTargetSpec =
  | { kind: 'local'; root: string }
  | { kind: 'sftp'; host: string; port: number; username: string; path: string }
  | { kind: 's3'; bucket: string; prefix: string };

export class DeliveryConfigError extends Error {
  override name = 'DeliveryConfigError';
}

export const DEFAULT_SCHEMA_DIR = '../shared/standards/ddex-ern43';
export const PLACEHOLDER_SENDER_DPID = 'PADPIDA0000000000SP';
const DPID = /^PADPIDA[a-zA-Z0-9]+$/;

/** The repository root: the nearest folder above `start` whose package.json declares workspaces. */
function repositoryRoot(start: string): string | null {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
      } catch {
        // Not a readable manifest: keep looking upwards.
      }
    }
    if (dirname(dir) === dir) return null;
  }
}

/**
 * An absolute schema folder. A relative setting is resolved against the repository root, found from this file
 * (source or bundle) or else from the working directory, so it does not depend on where the server was started.
 */
export function resolveSchemaDir(setting: string | undefined = process.env.DDEX_SCHEMA_DIR): string {
  const value = setting?.trim() || DEFAULT_SCHEMA_DIR;
  if (isAbsolute(value)) return value;
  const root = repositoryRoot(dirname(fileURLToPath(import.meta.url))) ?? repositoryRoot(process.cwd()) ?? process.cwd();
  return resolve(root, value);
}

export function parseTargetSpec(value: string, localRoot: string): DeliveryTargetSpec {
  const text = value.trim();
  if (text === '' || text === 'local') return { kind: 'local', root: localRoot };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DeliveryConfigError(`Delivery target "${text}" is not local or a URL`);
  }
  if (url.password) throw new DeliveryConfigError('Delivery target URLs must not carry a password');
  switch (url.protocol) {
    case 'file:':
      return { kind: 'local', root: fileURLToPath(url) };
    case 'sftp:':
      if (!url.hostname || !url.username) throw new DeliveryConfigError(`SFTP target "${text}" needs a user and a host`);
      return { kind: 'sftp', host: url.hostname, port: Number(url.port || 22), username: decodeURIComponent(url.username), path: decodeURIComponent(url.pathname) || '/' };
    case 's3:':
      if (!url.hostname) throw new DeliveryConfigError(`S3 target "${text}" needs a bucket`);
      return { kind: 's3', bucket: url.hostname, prefix: decodeURIComponent(url.pathname.replace(/^\/+/, '')) };
    default:
      throw new DeliveryConfigError(`Delivery target scheme ${url.protocol} is not supported (local, file:, sftp:, s3:)`);
  }
}

export function readDeliveryConfig(env: NodeJS.ProcessEnv, dataDir: string): DeliveryConfig {
  const deliveriesDir = resolve(dataDir, 'deliveries');
  const sender = { dpid: env.DDEX_SENDER_DPID?.trim() || PLACEHOLDER_SENDER_DPID, name: env.DDEX_SENDER_NAME?.trim() || 'SoundPort' };
  if (!DPID.test(sender.dpid)) throw new DeliveryConfigError(`DDEX_SENDER_DPID "${sender.dpid}" is not a DPID (PADPIDA…)`);
  const recipientDpids: Record<number, string> = {};
  const targets: Record<number, DeliveryTargetSpec> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const recipient = /^DDEX_RECIPIENT_DPID_(\d+)$/.exec(key);
    if (recipient) {
      if (!DPID.test(value.trim())) throw new DeliveryConfigError(`${key} "${value}" is not a DPID (PADPIDA…)`);
      recipientDpids[Number(recipient[1])] = value.trim();
    }
    const target = /^DELIVERY_TARGET_(\d+)$/.exec(key);
    if (target) targets[Number(target[1])] = parseTargetSpec(value, join(deliveriesDir, target[1]!));
  }
  return { schemaDir: resolveSchemaDir(env.DDEX_SCHEMA_DIR), sender, deliveriesDir, recipientDpids, targets };
}

/** Where a store's batches go: its DELIVERY_TARGET_<id>, else its folder under <DATA_DIR>/deliveries. */
export const targetSpecFor = (config: DeliveryConfig, platformId: number): DeliveryTargetSpec =>
  config.targets[platformId] ?? { kind: 'local', root: join(config.deliveriesDir, String(platformId)) };

/** The store's DPID, or a placeholder that marks the store as not yet onboarded with DDEX. */
export const recipientDpidFor = (config: DeliveryConfig, platformId: number): string =>
  config.recipientDpids[platformId] ?? `PADPIDA0000000${platformId}`;
