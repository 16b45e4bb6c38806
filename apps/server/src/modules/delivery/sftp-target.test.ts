import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Secret } from '../../platform/secret.ts';
import { readDeliveryConfig, targetSpecFor, type SftpTargetSpec } from './delivery-config.ts';
import { SftpTarget } from './sftp-target.ts';
import { batchCompleteName, DeliveryTargetError } from './delivery-target.ts';
import { createDeliveryTarget } from './targets.ts';
import { generateSshKey, startSftpServer, type TestSftpServer } from './test-servers.ts';
import { parseXml, select } from './xml-reader.ts';

let root: string;
let server: TestSftpServer;
const clientKey = generateSshKey();
const targets: SftpTarget[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sftp-root-'));
  server = await startSftpServer({ root, username: 'soundport', password: 'right-password', authorizedKey: clientKey.publicKey });
});
afterEach(async () => {
  await Promise.all(targets.splice(0).map((target) => target.close()));
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

function target(overrides: Partial<SftpTargetSpec> = {}, folder = 'incoming') {
  const made = new SftpTarget({
    kind: 'sftp',
    host: '127.0.0.1',
    port: server.port,
    username: 'soundport',
    path: `/${folder}`,
    password: new Secret('right-password'),
    hostKeySha256: server.hostKeyFingerprint,
    ...overrides,
  });
  targets.push(made);
  return made;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('SFTP delivery target', () => {
  it('lands a whole batch: files under temporary names, then the message, then the marker; a complete batch is closed', async () => {
    const sftp = target({}, 'store-a');
    const batch = '20250301100000000';
    const source = join(root, 'source.flac');
    await writeFile(source, 'flac bytes');
    await sftp.putFile(batch, 'R/resources/a.flac', { path: source });
    await sftp.putFile(batch, 'R/resources/b.jpg', { stream: Readable.from([Buffer.from('jpg '), Buffer.from('bytes')]) });
    await sftp.putFile(batch, 'R/resources/c.txt', { bytes: 'lyrics ✓' });
    expect(existsSync(join(root, 'store-a', batch, batchCompleteName(batch)))).toBe(false);
    await sftp.putMessage(batch, 'R/R.xml', '<xml/>');

    const folder = join(root, 'store-a', batch);
    expect(await filesUnder(folder)).toEqual([batchCompleteName(batch), 'R/R.xml', 'R/resources/a.flac', 'R/resources/b.jpg', 'R/resources/c.txt']);
    expect(await readFile(join(folder, 'R/resources/b.jpg'), 'utf8')).toBe('jpg bytes');
    expect(await readFile(join(folder, 'R/resources/c.txt'), 'utf8')).toBe('lyrics ✓');
    // Every file took its name by a rename, in this order: the store sees the marker last.
    expect(server.renamedTo.filter((path) => path.startsWith('/store-a/'))).toEqual(
      ['R/resources/a.flac', 'R/resources/b.jpg', 'R/resources/c.txt', 'R/R.xml', batchCompleteName(batch)].map((name) => `/store-a/${batch}/${name}`),
    );
    const marker = parseXml(await readFile(join(folder, batchCompleteName(batch)), 'utf8'));
    expect(marker.attributes.BatchId).toBe(batch);
    expect(select(marker, 'Message')[0]?.attributes.Path).toBe('R/R.xml');

    await expect(sftp.putMessage(batch, 'R/R2.xml', '<xml/>')).rejects.toThrow(/already complete/);
    await expect(sftp.putFile(batch, 'R/resources/late.flac', { bytes: 'x' })).rejects.toThrow(DeliveryTargetError);
    expect(existsSync(join(folder, 'R/R2.xml'))).toBe(false);
  });

  it('uses one connection for consecutive operations and opens a new one after close()', async () => {
    const sftp = target({}, 'store-b');
    const before = server.logins;
    await sftp.putFile('B1', 'one.txt', { bytes: '1' });
    await sftp.putFile('B1', 'two.txt', { bytes: '2' });
    await sftp.listAcknowledgements();
    expect(server.logins - before).toBe(1);
    await sftp.close();
    await sftp.putFile('B1', 'three.txt', { bytes: '3' });
    expect(server.logins - before).toBe(2);
    expect(await filesUnder(join(root, 'store-b', 'B1'))).toEqual(['one.txt', 'three.txt', 'two.txt']);
  });

  it('streams a 20 MB file from disk and from a stream, byte for byte', async () => {
    const large = Buffer.alloc(20 * 1024 * 1024);
    for (let index = 0; index < large.length; index += 4096) large.writeUInt32BE(index, index);
    const source = join(root, 'large.flac');
    await writeFile(source, large);
    const sftp = target({}, 'store-c');
    await sftp.putFile('B1', 'R/resources/large.flac', { path: source });
    let pulled = 0;
    const stream = Readable.from(
      (function* () {
        for (let offset = 0; offset < large.length; offset += 64 * 1024) {
          pulled++;
          yield large.subarray(offset, offset + 64 * 1024);
        }
      })(),
    );
    await sftp.putFile('B1', 'R/resources/streamed.flac', { stream });
    expect(pulled).toBe(320);
    expect(sha256(await readFile(join(root, 'store-c', 'B1', 'R/resources/large.flac')))).toBe(sha256(large));
    expect(sha256(await readFile(join(root, 'store-c', 'B1', 'R/resources/streamed.flac')))).toBe(sha256(large));
    expect((await readdir(join(root, 'store-c', 'B1', 'R', 'resources'))).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('removes the temporary file when the source fails, and refuses paths outside the batch', async () => {
    const sftp = target({}, 'store-d');
    const failing = new Readable({
      read() {
        this.destroy(new Error('source broke'));
      },
    });
    await expect(sftp.putFile('B1', 'R/a.flac', { stream: failing })).rejects.toThrow(/source broke/);
    expect(await filesUnder(join(root, 'store-d'))).toEqual([]);
    await expect(sftp.putFile('B1', '../escape.txt', { bytes: 'x' })).rejects.toThrow(DeliveryTargetError);
    await expect(sftp.putFile('../B1', 'a.txt', { bytes: 'x' })).rejects.toThrow(DeliveryTargetError);
    await expect(sftp.readAcknowledgement('../secret')).rejects.toThrow(DeliveryTargetError);
  });

  it('lists, reads and archives acknowledgements', async () => {
    const sftp = target({}, 'store-e');
    expect(await sftp.listAcknowledgements()).toEqual([]);
    const acks = join(root, 'store-e', 'acknowledgements');
    await mkdir(join(acks, 'processed'), { recursive: true });
    await writeFile(join(acks, 'b.csv'), 'second');
    await writeFile(join(acks, 'a.xml'), 'first');
    await writeFile(join(acks, '.hidden'), 'not an acknowledgement');
    await writeFile(join(acks, 'processed', 'old.xml'), 'already read');
    expect(await sftp.listAcknowledgements()).toEqual(['a.xml', 'b.csv']);
    expect((await sftp.readAcknowledgement('a.xml')).toString()).toBe('first');
    await sftp.archiveAcknowledgement('a.xml');
    expect(await sftp.listAcknowledgements()).toEqual(['b.csv']);
    expect(await readFile(join(acks, 'processed', 'a.xml'), 'utf8')).toBe('first');
    // Archiving a name already in processed/ replaces the old copy.
    await writeFile(join(acks, 'a.xml'), 'first again');
    await sftp.archiveAcknowledgement('a.xml');
    expect(await readFile(join(acks, 'processed', 'a.xml'), 'utf8')).toBe('first again');
  });

  it('logs in with a private key instead of a password', async () => {
    const sftp = target({ password: undefined, privateKey: new Secret(clientKey.privateKey) }, 'store-f');
    await sftp.putMessage('B1', 'R/R.xml', '<xml/>');
    expect(await filesUnder(join(root, 'store-f'))).toEqual(['B1/BatchComplete_B1.xml', 'B1/R/R.xml']);
  });

  it('says clearly when the login, the host key or the connection fails', async () => {
    const wrongPassword = target({ password: new Secret('wrong-password') });
    const refused = wrongPassword.putFile('B1', 'a.txt', { bytes: 'x' });
    await expect(refused).rejects.toThrow(DeliveryTargetError);
    await expect(refused).rejects.toThrow(`SFTP server 127.0.0.1:${server.port} refused the login of soundport (wrong password or key)`);
    expect(((await refused.catch((error: Error) => error)) as Error).message).not.toContain('wrong-password');

    const wrongKey = target({ password: undefined, privateKey: new Secret(generateSshKey().privateKey) });
    await expect(wrongKey.listAcknowledgements()).rejects.toThrow(/refused the login/);

    const otherHost = target({ hostKeySha256: `SHA256:${'A'.repeat(43)}` });
    await expect(otherHost.listAcknowledgements()).rejects.toThrow(/did not show the pinned host key/);

    const notAKey = target({ password: undefined, privateKey: new Secret('-----BEGIN OPENSSH PRIVATE KEY-----\nnonsense\n-----END OPENSSH PRIVATE KEY-----') });
    await expect(notAKey.listAcknowledgements()).rejects.toThrow(/private key .* cannot be used/);

    const nobody = target({ port: 1 });
    await expect(nobody.listAcknowledgements()).rejects.toThrow(/SFTP connection to 127.0.0.1:1 failed/);
    expect(existsSync(join(root, 'incoming'))).toBe(false);
  });

  it('is what createDeliveryTarget makes of a configured sftp:// target, and shows no secret', async () => {
    const config = readDeliveryConfig(
      {
        DELIVERY_TARGET_1026: `sftp://soundport@127.0.0.1:${server.port}/from-config`,
        DELIVERY_SFTP_PASSWORD_1026: 'right-password',
        DELIVERY_SFTP_HOST_KEY_1026: server.hostKeyFingerprint,
      },
      root,
    );
    expect(JSON.stringify(config)).not.toContain('right-password');
    const configured = createDeliveryTarget(targetSpecFor(config, 1026));
    expect(configured).toBeInstanceOf(SftpTarget);
    targets.push(configured as SftpTarget);
    expect(configured.location).toBe(`sftp://soundport@127.0.0.1:${server.port}/from-config`);
    await configured.putMessage('B1', 'R/R.xml', '<xml/>');
    expect(await filesUnder(join(root, 'from-config'))).toEqual(['B1/BatchComplete_B1.xml', 'B1/R/R.xml']);
    expect(() => readDeliveryConfig({ DELIVERY_TARGET_1026: 'sftp://u@h/x', DELIVERY_SFTP_PASSWORD_1026: 'p', DELIVERY_SFTP_HOST_KEY_1026: 'ab:cd' }, root)).toThrow(/SHA256/);
  });
});
