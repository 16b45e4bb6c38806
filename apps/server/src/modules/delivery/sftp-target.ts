import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { posix } from 'node:path';
// ssh2 is CommonJS: Node's ESM loader (the bundled server) sees only its default export, so values come from it.
import ssh2, { type Client, type ConnectConfig, type SFTPWrapper } from 'ssh2';
import type { SftpTargetSpec } from './delivery-config.ts';
import {
  ACKNOWLEDGEMENTS_FOLDER,
  batchCompleteMarker,
  batchCompleteName,
  checkBatchId,
  checkRelativePath,
  DeliveryTargetError,
  SEGMENT,
  type DeliveryTarget,
  type FileSource,
} from './delivery-target.ts';

/** A connection is kept this long after the last operation, so one delivery's files share it. */
const IDLE_CLOSE_MS = 2_000;
/** Writes sent before the first is answered: one at a time would cost a round trip per 32 KiB. */
const WRITES_IN_FLIGHT = 8;
const CHUNK_BYTES = 256 * 1024;

interface Session {
  client: Client;
  sftp: SFTPWrapper;
  /** Folders known to exist on this connection. */
  folders: Set<string>;
}

const hostKeyFingerprint = (key: Buffer) => `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** ssh2 reports SFTP statuses as numeric error codes. */
const isMissing = (error: unknown) => (error as { code?: unknown }).code === ssh2.utils.sftp.STATUS_CODE.NO_SUCH_FILE;

function call<T>(run: (done: (error: Error | undefined | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));
}

async function* chunksOf(source: FileSource): AsyncIterable<Buffer> {
  if ('bytes' in source) {
    const bytes = typeof source.bytes === 'string' ? Buffer.from(source.bytes) : Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.length);
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) yield bytes.subarray(offset, offset + CHUNK_BYTES);
    return;
  }
  const stream = 'path' in source ? createReadStream(source.path, { highWaterMark: CHUNK_BYTES }) : source.stream;
  for await (const chunk of stream as AsyncIterable<string | Uint8Array>) {
    yield typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  }
}

/** Streams chunks into an open remote file with a few writes in flight; memory stays at WRITES_IN_FLIGHT chunks. */
async function writeChunks(sftp: SFTPWrapper, handle: Buffer, chunks: AsyncIterable<Buffer>) {
  const pending = new Set<Promise<void>>();
  let failure: unknown = null;
  let position = 0;
  for await (const chunk of chunks) {
    if (failure) break;
    const write: Promise<void> = call<void>((done) => sftp.write(handle, chunk, 0, chunk.length, position, done)).then(
      () => void pending.delete(write),
      (error) => {
        failure ??= error;
        pending.delete(write);
      },
    );
    pending.add(write);
    position += chunk.length;
    if (pending.size >= WRITES_IN_FLIGHT) await Promise.race(pending);
  }
  await Promise.all(pending);
  if (failure) throw failure;
}

/**
 * Batches on an SFTP server, laid out as in a local folder: `<path>/<batch id>/…`, acknowledgements in
 * `<path>/acknowledgements/`. Files are written under a temporary name and renamed; the marker comes last.
 * One connection serves consecutive operations and closes itself when idle (or on close()).
 */
export class SftpTarget implements DeliveryTarget {
  readonly location: string;
  private readonly root: string;
  private session: Promise<Session> | null = null;
  /** The client behind `session`, to forget the session when that connection drops. */
  private client: Client | null = null;
  private active = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly spec: SftpTargetSpec) {
    this.root = posix.normalize(`/${spec.path}/`).replace(/(.)\/$/, '$1');
    this.location = `sftp://${spec.username}@${spec.host}:${spec.port}${this.root}`;
    if (!spec.password && !spec.privateKey) throw new DeliveryTargetError(`SFTP target ${this.location} has no password or private key`);
  }

  private connect(): Promise<Session> {
    const { spec } = this;
    const where = `${spec.host}:${spec.port}`;
    return new Promise((resolve, reject) => {
      const client = new ssh2.Client();
      this.client = client;
      let hostKeyRefused = false;
      const config: ConnectConfig = {
        host: spec.host,
        port: spec.port,
        username: spec.username,
        readyTimeout: 20_000,
        ...(spec.password && { password: spec.password.reveal() }),
        ...(spec.privateKey && { privateKey: spec.privateKey.reveal() }),
        ...(spec.passphrase && { passphrase: spec.passphrase.reveal() }),
      };
      const pinned = spec.hostKeySha256?.replace(/=+$/, '');
      if (pinned) {
        config.hostVerifier = (key: Buffer) => {
          hostKeyRefused = hostKeyFingerprint(key) !== pinned;
          return !hostKeyRefused;
        };
      }
      client.once('error', (error: Error & { level?: string }) => {
        if (hostKeyRefused) reject(new DeliveryTargetError(`SFTP server ${where} did not show the pinned host key ${spec.hostKeySha256}`));
        else if (error.level === 'client-authentication') reject(new DeliveryTargetError(`SFTP server ${where} refused the login of ${spec.username} (wrong password or key)`));
        else reject(new DeliveryTargetError(`SFTP connection to ${where} failed: ${error.message}`, { cause: error }));
      });
      client.once('ready', () => {
        // Later errors (a dropped connection) fail the operation in progress through its own callback.
        client.on('error', () => {});
        client.sftp((error, sftp) => {
          if (error) {
            client.end();
            reject(new DeliveryTargetError(`SFTP server ${where} refused the SFTP subsystem: ${error.message}`));
          } else resolve({ client, sftp, folders: new Set() });
        });
      });
      client.on('close', () => {
        reject(new DeliveryTargetError(`SFTP connection to ${where} closed`));
        if (this.client === client) this.session = this.client = null;
      });
      try {
        client.connect(config);
      } catch (error) {
        // A key ssh2 cannot read, or a wrong passphrase, is thrown here rather than emitted.
        reject(new DeliveryTargetError(`SFTP private key for ${where} cannot be used: ${(error as Error).message}`));
      }
    });
  }

  /** Runs `work` on the open connection, opening one if needed; the connection closes when idle. */
  private async withSftp<T>(work: (session: Session) => Promise<T>): Promise<T> {
    clearTimeout(this.idleTimer);
    this.active++;
    try {
      if (!this.session) {
        const opening = this.connect();
        this.session = opening;
        opening.catch(() => {
          if (this.session === opening) this.session = this.client = null;
        });
      }
      return await work(await this.session);
    } finally {
      if (--this.active === 0) this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS).unref();
    }
  }

  /** Ends the connection (it is opened again by the next operation). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const opening = this.session;
    this.session = this.client = null;
    const session = await opening?.catch(() => null);
    if (!session) return;
    await new Promise<void>((done) => {
      session.client.once('close', () => done());
      session.client.end();
    });
  }

  private pathOf(...parts: string[]) {
    return posix.join(this.root, ...parts);
  }

  private async exists(sftp: SFTPWrapper, path: string): Promise<boolean> {
    try {
      await call((done) => sftp.stat(path, done));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** mkdir -p, remembering what exists for the rest of the connection. */
  private async ensureFolder({ sftp, folders }: Session, folder: string) {
    const segments = folder.split('/').filter(Boolean);
    for (let depth = 1; depth <= segments.length; depth++) {
      const path = `/${segments.slice(0, depth).join('/')}`;
      if (folders.has(path)) continue;
      if (!(await this.exists(sftp, path))) {
        // Another writer may create it at the same moment: only a folder still missing afterwards is an error.
        await call<void>((done) => sftp.mkdir(path, done)).catch(async (error) => {
          if (!(await this.exists(sftp, path))) throw error;
        });
      }
      folders.add(path);
    }
  }

  /** SFTP v3 rename refuses to replace a file (OpenSSH), so a file written again is removed first. */
  private async moveIntoPlace(sftp: SFTPWrapper, from: string, to: string) {
    try {
      await call<void>((done) => sftp.rename(from, to, done));
    } catch (error) {
      if (!(await this.exists(sftp, to))) throw error;
      await call<void>((done) => sftp.unlink(to, done));
      await call<void>((done) => sftp.rename(from, to, done));
    }
  }

  private async writeAtomically(session: Session, path: string, source: FileSource) {
    const { sftp } = session;
    await this.ensureFolder(session, posix.dirname(path));
    const temporary = posix.join(posix.dirname(path), `.${randomBytes(6).toString('hex')}.part`);
    try {
      const handle = await call<Buffer>((done) => sftp.open(temporary, 'w', done));
      try {
        await writeChunks(sftp, handle, chunksOf(source));
      } finally {
        await call<void>((done) => sftp.close(handle, done)).catch(() => {});
      }
      await this.moveIntoPlace(sftp, temporary, path);
    } catch (error) {
      await call<void>((done) => sftp.unlink(temporary, done)).catch(() => {});
      if (error instanceof DeliveryTargetError) throw error;
      throw new DeliveryTargetError(`SFTP could not write ${path} on ${this.spec.host}: ${(error as Error).message}`, { cause: error });
    }
  }

  private async assertOpen({ sftp }: Session, batchId: string) {
    if (await this.exists(sftp, this.pathOf(batchId, batchCompleteName(batchId)))) throw new DeliveryTargetError(`Batch ${batchId} is already complete`);
  }

  async putFile(batchId: string, relativePath: string, source: FileSource) {
    checkBatchId(batchId);
    checkRelativePath(relativePath);
    await this.withSftp(async (session) => {
      await this.assertOpen(session, batchId);
      await this.writeAtomically(session, this.pathOf(batchId, relativePath), source);
    });
  }

  async putMessage(batchId: string, relativePath: string, xml: string) {
    checkBatchId(batchId);
    checkRelativePath(relativePath);
    await this.withSftp(async (session) => {
      await this.assertOpen(session, batchId);
      await this.writeAtomically(session, this.pathOf(batchId, relativePath), { bytes: xml });
      await this.writeAtomically(session, this.pathOf(batchId, batchCompleteName(batchId)), { bytes: batchCompleteMarker(batchId, relativePath) });
    });
  }

  async listAcknowledgements() {
    return this.withSftp(async ({ sftp }) => {
      const entries = await call<{ filename: string; attrs: { isFile(): boolean } }[]>((done) => sftp.readdir(this.pathOf(ACKNOWLEDGEMENTS_FOLDER), done)).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.attrs.isFile() && SEGMENT.test(entry.filename))
        .map((entry) => entry.filename)
        .sort();
    });
  }

  private acknowledgementPath(name: string) {
    if (!SEGMENT.test(name)) throw new DeliveryTargetError(`Bad acknowledgement name "${name}"`);
    return this.pathOf(ACKNOWLEDGEMENTS_FOLDER, name);
  }

  async readAcknowledgement(name: string) {
    const path = this.acknowledgementPath(name);
    return this.withSftp(({ sftp }) => call<Buffer>((done) => sftp.readFile(path, done)));
  }

  async archiveAcknowledgement(name: string) {
    const from = this.acknowledgementPath(name);
    await this.withSftp(async (session) => {
      const folder = this.pathOf(ACKNOWLEDGEMENTS_FOLDER, 'processed');
      await this.ensureFolder(session, folder);
      await this.moveIntoPlace(session.sftp, from, posix.join(folder, name));
    });
  }
}
