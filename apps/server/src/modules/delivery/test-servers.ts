/**
 * Real servers for tests, started in-process: an SSH server with an SFTP subsystem over a temporary folder, and
 * s3rver (an S3 implementation over a folder). Not used by the running portal.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { lstat, mkdir, open, readdir, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { posix, resolve, sep } from 'node:path';
import S3rver from 's3rver';
// ssh2 is CommonJS: Node's ESM loader sees only its default export, so values come from it.
import ssh2, { type Attributes, type Connection, type FileEntry, type ParsedKey, type SFTPWrapper } from 'ssh2';

const { STATUS_CODE } = ssh2.utils.sftp;

/** A fresh ECDSA key pair in the PEM formats ssh2 reads ("EC PRIVATE KEY"). */
export function generateSshKey(): { privateKey: string; publicKey: ParsedKey } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1', privateKeyEncoding: { type: 'sec1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return { privateKey, publicKey: parsed(privateKey) };
}

function parsed(key: string): ParsedKey {
  const result = ssh2.utils.parseKey(key);
  if (result instanceof Error) throw result;
  return result;
}

/** The key's fingerprint as `ssh-keygen -l` prints it: SHA256:<base64 without padding>. */
export const sshFingerprint = (key: ParsedKey) => `SHA256:${createHash('sha256').update(key.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;

export interface TestSftpServer {
  port: number;
  /** Fingerprint of the server's host key, for pinning. */
  hostKeyFingerprint: string;
  /** SFTP paths in the order files took their final name (renames), to check what a store would see first. */
  renamedTo: string[];
  /** Logins accepted so far. */
  logins: number;
  close(): Promise<void>;
}

export interface SftpServerOptions {
  /** The folder served as `/`. */
  root: string;
  username: string;
  password?: string;
  /** A public key accepted for the user. */
  authorizedKey?: ParsedKey;
}

function attributesOf(info: Stats): Attributes {
  return { mode: info.mode, uid: info.uid, gid: info.gid, size: info.size, atime: Math.floor(info.atimeMs / 1000), mtime: Math.floor(info.mtimeMs / 1000) };
}

const statusFor = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return STATUS_CODE.NO_SUCH_FILE;
  if (code === 'EACCES' || code === 'EPERM') return STATUS_CODE.PERMISSION_DENIED;
  return STATUS_CODE.FAILURE;
};

/** Serves `root` over SFTP the way OpenSSH's sftp-server does (SFTP v3: RENAME refuses to replace a file). */
function serveSftp(sftp: SFTPWrapper, root: string, renamedTo: string[]) {
  const handles = new Map<number, { file: FileHandle } | { dir: string; listed: boolean }>();
  let nextHandle = 1;
  const local = (path: string) => {
    const inside = resolve(root, `.${posix.normalize(`/${path}`)}`);
    if (inside !== root && !inside.startsWith(root + sep)) throw Object.assign(new Error('outside root'), { code: 'EACCES' });
    return inside;
  };
  const newHandle = (entry: { file: FileHandle } | { dir: string; listed: boolean }) => {
    const id = nextHandle++;
    handles.set(id, entry);
    const handle = Buffer.alloc(4);
    handle.writeUInt32BE(id);
    return handle;
  };
  const entryOf = (handle: Buffer) => (handle.length === 4 ? handles.get(handle.readUInt32BE(0)) : undefined);
  // Every request answers exactly once: with its result, or with a status mapped from the error.
  const answer = (reqId: number, work: () => Promise<void>) => {
    work().catch((error) => sftp.status(reqId, statusFor(error), (error as Error).message));
  };
  const fileOf = (handle: Buffer) => {
    const entry = entryOf(handle);
    if (!entry || !('file' in entry)) throw new Error('bad handle');
    return entry.file;
  };

  sftp.on('OPEN', (reqId, filename, flags) =>
    answer(reqId, async () => {
      const mode = ssh2.utils.sftp.flagsToString(flags);
      if (!mode) throw new Error('unsupported open flags');
      sftp.handle(reqId, newHandle({ file: await open(local(filename), mode) }));
    }),
  );
  sftp.on('WRITE', (reqId, handle, offset, data) =>
    answer(reqId, async () => {
      await fileOf(handle).write(data, 0, data.length, offset);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('READ', (reqId, handle, offset, length) =>
    answer(reqId, async () => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await fileOf(handle).read(buffer, 0, length, offset);
      if (bytesRead === 0) sftp.status(reqId, STATUS_CODE.EOF);
      else sftp.data(reqId, buffer.subarray(0, bytesRead));
    }),
  );
  sftp.on('FSTAT', (reqId, handle) => answer(reqId, async () => sftp.attrs(reqId, attributesOf(await fileOf(handle).stat()))));
  sftp.on('CLOSE', (reqId, handle) =>
    answer(reqId, async () => {
      const entry = entryOf(handle);
      if (!entry) throw new Error('bad handle');
      handles.delete(handle.readUInt32BE(0));
      if ('file' in entry) await entry.file.close();
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('STAT', (reqId, path) => answer(reqId, async () => sftp.attrs(reqId, attributesOf(await stat(local(path))))));
  sftp.on('LSTAT', (reqId, path) => answer(reqId, async () => sftp.attrs(reqId, attributesOf(await lstat(local(path))))));
  sftp.on('MKDIR', (reqId, path) =>
    answer(reqId, async () => {
      await mkdir(local(path));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqId, from, to) =>
    answer(reqId, async () => {
      const exists = await lstat(local(to)).then(
        () => true,
        () => false,
      );
      if (exists) throw new Error('target exists');
      await rename(local(from), local(to));
      renamedTo.push(posix.normalize(`/${to}`));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('REMOVE', (reqId, path) =>
    answer(reqId, async () => {
      await unlink(local(path));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('OPENDIR', (reqId, path) =>
    answer(reqId, async () => {
      const dir = local(path);
      if (!(await stat(dir)).isDirectory()) throw new Error('not a folder');
      sftp.handle(reqId, newHandle({ dir, listed: false }));
    }),
  );
  sftp.on('READDIR', (reqId, handle) =>
    answer(reqId, async () => {
      const entry = entryOf(handle);
      if (!entry || !('dir' in entry)) throw new Error('bad handle');
      if (entry.listed) return sftp.status(reqId, STATUS_CODE.EOF);
      entry.listed = true;
      const names: FileEntry[] = [];
      for (const name of await readdir(entry.dir)) {
        const info = await lstat(resolve(entry.dir, name));
        names.push({ filename: name, longname: `${info.isDirectory() ? 'd' : '-'}rw-r--r-- 1 user user ${info.size} Jan 1 00:00 ${name}`, attrs: attributesOf(info) });
      }
      if (names.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
      sftp.name(reqId, names);
    }),
  );
  sftp.on('REALPATH', (reqId, path) =>
    answer(reqId, async () => {
      const normal = posix.normalize(`/${path}`);
      sftp.name(reqId, [{ filename: normal, longname: normal, attrs: {} as Attributes }]);
    }),
  );
  sftp.on('close', () => {
    for (const entry of handles.values()) if ('file' in entry) void entry.file.close().catch(() => {});
    handles.clear();
  });
}

/** An SSH server on 127.0.0.1 and a free port, with a new host key, that accepts one user for SFTP. */
export async function startSftpServer(options: SftpServerOptions): Promise<TestSftpServer> {
  const root = resolve(options.root);
  const hostKey = generateSshKey();
  const connections = new Set<Connection>();
  const renamedTo: string[] = [];
  const state = { logins: 0 };
  const server = new ssh2.Server({ hostKeys: [hostKey.privateKey] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => {});
    client.on('authentication', (context) => {
      const { authorizedKey } = options;
      if (context.username === options.username) {
        if (context.method === 'password' && options.password !== undefined && context.password === options.password) return (state.logins++, context.accept());
        if (context.method === 'publickey' && authorizedKey && context.key.data.equals(authorizedKey.getPublicSSH())) {
          // Without a signature the client only asks whether the key would do.
          if (!context.signature) return context.accept();
          if (authorizedKey.verify(context.blob!, context.signature, context.hashAlgo) === true) return (state.logins++, context.accept());
        }
      }
      context.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => serveSftp(acceptSftp(), root, renamedTo));
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    hostKeyFingerprint: sshFingerprint(hostKey.publicKey),
    renamedTo,
    get logins() {
      return state.logins;
    },
    close: async () => {
      for (const connection of connections) connection.end();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

export interface TestS3Server {
  endpoint: string;
  /** s3rver's one account. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys in the order their objects were created (put, copy or completed multipart upload). */
  created: string[];
  close(): Promise<void>;
}

/**
 * The CORS rule a bucket needs for direct uploads from the browser (decision 057): PUT from the portal's page, with
 * the ETag header readable by the page (the commit names each part by it). A real bucket names the portal's origin
 * instead of `*` (README, "Storage").
 */
export const DIRECT_UPLOAD_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** s3rver on 127.0.0.1 and a free port, storing in `directory`, with the buckets named (each with the direct-upload CORS rule). */
export async function startS3Server(directory: string, buckets: string[]): Promise<TestS3Server> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [DIRECT_UPLOAD_CORS] })) });
  const created: string[] = [];
  server.on('event', (event) => {
    for (const record of event.Records) if (record.eventName.startsWith('ObjectCreated')) created.push(record.s3.object.key);
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    created,
    close: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}
