import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { secretFrom, type Secret } from '../../platform/secret.ts';
import type { MessageParty } from './release-snapshot.ts';

/**
 * Delivery settings from the environment:
 *   DDEX_SCHEMA_DIR               folder of release-notification.xsd; relative paths are taken from the repository
 *                                 root (default standards/ddex-ern43, the repository's own copy)
 *   DDEX_SENDER_DPID, _NAME       who we are in every message (DPID from DDEX; the default is a placeholder)
 *   DDEX_RECIPIENT_DPID_<id>      a store's DPID (default: a placeholder made from the platform id)
 *   DELIVERY_TARGET_<id>          where a store's batches go: `local` (default, <DATA_DIR>/deliveries/<id>),
 *                                 `file:///absolute/folder`, `sftp://user@host[:port]/path` or `s3://bucket/prefix`
 *   DELIVERY_SFTP_PASSWORD_<id>   SFTP: the password, and/or
 *   DELIVERY_SFTP_KEY_<id>        a private key (OpenSSH or PEM text, or the path of a key file),
 *   DELIVERY_SFTP_KEY_PASSPHRASE_<id>  its passphrase if it has one
 *   DELIVERY_SFTP_HOST_KEY_<id>   the server's host key fingerprint (`SHA256:…` as `ssh-keygen -l` prints it);
 *                                 without it any host key is accepted
 *   DELIVERY_S3_REGION_<id>       S3: region (default AWS_REGION, else us-east-1)
 *   DELIVERY_S3_ENDPOINT_<id>     an S3-compatible service's URL (path-style addressing unless
 *                                 DELIVERY_S3_FORCE_PATH_STYLE_<id>=0)
 *   DELIVERY_S3_ACCESS_KEY_ID_<id>, DELIVERY_S3_SECRET_ACCESS_KEY_<id>  keys; without them the AWS default chain
 * Credentials never go in the URLs (they end up in logs); they are kept as Secrets, which print as [redacted].
 */
export interface DeliveryConfig {
  schemaDir: string;
  sender: MessageParty;
  /** Root of the local targets: <DATA_DIR>/deliveries. */
  deliveriesDir: string;
  recipientDpids: Record<number, string>;
  targets: Record<number, DeliveryTargetSpec>;
}

export interface SftpTargetSpec {
  kind: 'sftp';
  host: string;
  port: number;
  username: string;
  path: string;
  password?: Secret;
  privateKey?: Secret;
  passphrase?: Secret;
  /** Pinned host key, `SHA256:<base64>`; connections to a server with another key are refused. */
  hostKeySha256?: string;
}

export interface S3TargetSpec {
  kind: 's3';
  bucket: string;
  prefix: string;
  region?: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: Secret;
}

export type DeliveryTargetSpec = { kind: 'local'; root: string } | SftpTargetSpec | S3TargetSpec;

export class DeliveryConfigError extends Error {
  override name = 'DeliveryConfigError';
}

export const DEFAULT_SCHEMA_DIR = 'standards/ddex-ern43';
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

const HOST_KEY_FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}=?$/;

/** A private key setting: the key itself, or the path of a file holding it. */
function privateKeyFrom(value: string | undefined, name: string): Secret | undefined {
  if (!value?.trim()) return undefined;
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(value)) return secretFrom(value);
  try {
    return secretFrom(readFileSync(value.trim(), 'utf8'));
  } catch (error) {
    throw new DeliveryConfigError(`${name} is neither a private key nor a readable key file (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
}

/** Adds a store's SFTP or S3 credentials and options, read from their own variables, to its target spec. */
export function withTargetSettings(spec: DeliveryTargetSpec, env: NodeJS.ProcessEnv, platformId: number): DeliveryTargetSpec {
  const setting = (name: string) => env[`${name}_${platformId}`]?.trim() || undefined;
  if (spec.kind === 'sftp') {
    const password = secretFrom(env[`DELIVERY_SFTP_PASSWORD_${platformId}`]);
    const privateKey = privateKeyFrom(env[`DELIVERY_SFTP_KEY_${platformId}`], `DELIVERY_SFTP_KEY_${platformId}`);
    const passphrase = secretFrom(env[`DELIVERY_SFTP_KEY_PASSPHRASE_${platformId}`]);
    const hostKeySha256 = setting('DELIVERY_SFTP_HOST_KEY');
    if (!password && !privateKey) {
      throw new DeliveryConfigError(`SFTP target of store ${platformId} needs DELIVERY_SFTP_PASSWORD_${platformId} or DELIVERY_SFTP_KEY_${platformId}`);
    }
    if (hostKeySha256 && !HOST_KEY_FINGERPRINT.test(hostKeySha256)) {
      throw new DeliveryConfigError(`DELIVERY_SFTP_HOST_KEY_${platformId} must be a SHA256:… fingerprint as ssh-keygen -l prints it`);
    }
    return { ...spec, ...(password && { password }), ...(privateKey && { privateKey }), ...(passphrase && { passphrase }), ...(hostKeySha256 && { hostKeySha256 }) };
  }
  if (spec.kind === 's3') {
    const endpoint = setting('DELIVERY_S3_ENDPOINT');
    const accessKeyId = setting('DELIVERY_S3_ACCESS_KEY_ID');
    const secretAccessKey = secretFrom(env[`DELIVERY_S3_SECRET_ACCESS_KEY_${platformId}`]);
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
      throw new DeliveryConfigError(`DELIVERY_S3_ACCESS_KEY_ID_${platformId} and DELIVERY_S3_SECRET_ACCESS_KEY_${platformId} go together`);
    }
    if (endpoint && !/^https?:\/\//.test(endpoint)) throw new DeliveryConfigError(`DELIVERY_S3_ENDPOINT_${platformId} must be an http(s) URL`);
    return {
      ...spec,
      region: setting('DELIVERY_S3_REGION') ?? (env.AWS_REGION?.trim() || 'us-east-1'),
      ...(endpoint && { endpoint, forcePathStyle: setting('DELIVERY_S3_FORCE_PATH_STYLE') !== '0' }),
      ...(accessKeyId && secretAccessKey && { accessKeyId, secretAccessKey }),
    };
  }
  return spec;
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
    if (target) {
      const platformId = Number(target[1]);
      targets[platformId] = withTargetSettings(parseTargetSpec(value, join(deliveriesDir, target[1]!)), env, platformId);
    }
  }
  return { schemaDir: resolveSchemaDir(env.DDEX_SCHEMA_DIR), sender, deliveriesDir, recipientDpids, targets };
}

/** Where a store's batches go: its DELIVERY_TARGET_<id>, else its folder under <DATA_DIR>/deliveries. */
export const targetSpecFor = (config: DeliveryConfig, platformId: number): DeliveryTargetSpec => config.targets[platformId] ?? { kind: 'local', root: join(config.deliveriesDir, String(platformId)) };

/** The store's DPID, or a placeholder that marks the store as not yet onboarded with DDEX. */
export const recipientDpidFor = (config: DeliveryConfig, platformId: number): string => config.recipientDpids[platformId] ?? `PADPIDA0000000${platformId}`;
