import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverRelease, InvalidMessageError } from './deliver-release.ts';
import { parseTargetSpec, readDeliveryConfig, recipientDpidFor, resolveSchemaDir, targetSpecFor, DeliveryConfigError } from './delivery-config.ts';
import { validateAgainstErnSchema } from './ern/validate-xml.ts';
import { albumSnapshot, singleSnapshot } from './snapshot-fixtures.ts';
import { batchCompleteName, batchIdAt, DeliveryTargetError } from './delivery-target.ts';
import { LocalFolderTarget } from './local-folder-target.ts';
import { createDeliveryTarget } from './targets.ts';
import { parseXml, select, textOf } from './xml-reader.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'deliveries-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('local folder target', () => {
  it('writes files from a path, a stream and bytes, then the message, then the BatchComplete marker', async () => {
    const target = new LocalFolderTarget(join(root, '1026'));
    const source = join(root, 'source.flac');
    await writeFile(source, 'flac bytes');
    const batch = '20250301100000000';
    await target.putFile(batch, 'R/resources/a.flac', { path: source });
    await target.putFile(batch, 'R/resources/b.jpg', { stream: Readable.from([Buffer.from('jpg '), Buffer.from('bytes')]) });
    await target.putFile(batch, 'R/resources/c.txt', { bytes: 'lyrics' });
    expect(existsSync(join(root, '1026', batch, batchCompleteName(batch)))).toBe(false);
    await target.putMessage(batch, 'R/R.xml', '<xml/>');

    const folder = join(root, '1026', batch);
    expect(await filesUnder(folder)).toEqual([`BatchComplete_${batch}.xml`, 'R/R.xml', 'R/resources/a.flac', 'R/resources/b.jpg', 'R/resources/c.txt']);
    expect(await readFile(join(folder, 'R/resources/b.jpg'), 'utf8')).toBe('jpg bytes');
    const marker = parseXml(await readFile(join(folder, batchCompleteName(batch)), 'utf8'));
    expect(marker.attributes.BatchId).toBe(batch);
    expect(select(marker, 'Message')[0]?.attributes.Path).toBe('R/R.xml');
    // A complete batch is closed.
    await expect(target.putFile(batch, 'R/resources/late.flac', { bytes: 'x' })).rejects.toThrow(/already complete/);
  });

  it('leaves nothing behind when a source fails, and refuses paths outside the batch', async () => {
    const target = new LocalFolderTarget(root);
    await expect(target.putFile('B1', 'R/resources/missing.flac', { path: join(root, 'nope') })).rejects.toThrow();
    expect(await filesUnder(root)).toEqual([]);
    await expect(target.putFile('B1', '../escape.txt', { bytes: 'x' })).rejects.toThrow(DeliveryTargetError);
    await expect(target.putFile('B1', 'R/../../escape.txt', { bytes: 'x' })).rejects.toThrow(DeliveryTargetError);
    await expect(target.putFile('../B1', 'a.txt', { bytes: 'x' })).rejects.toThrow(DeliveryTargetError);
    await expect(target.readAcknowledgement('../secret')).rejects.toThrow(DeliveryTargetError);
  });

  it('writes no marker when the message could not be written', async () => {
    const target = new LocalFolderTarget(root);
    await mkdir(join(root, 'B1', 'R', 'R.xml'), { recursive: true }); // a folder where the message should go
    await expect(target.putMessage('B1', 'R/R.xml', '<xml/>')).rejects.toThrow();
    expect(existsSync(join(root, 'B1', batchCompleteName('B1')))).toBe(false);
  });

  it('lists, reads and archives acknowledgements', async () => {
    const target = new LocalFolderTarget(root);
    expect(await target.listAcknowledgements()).toEqual([]);
    await mkdir(join(root, 'acknowledgements'), { recursive: true });
    await writeFile(join(root, 'acknowledgements', 'b.csv'), 'second');
    await writeFile(join(root, 'acknowledgements', 'a.xml'), 'first');
    expect(await target.listAcknowledgements()).toEqual(['a.xml', 'b.csv']);
    expect((await target.readAcknowledgement('a.xml')).toString()).toBe('first');
    await target.archiveAcknowledgement('a.xml');
    expect(await target.listAcknowledgements()).toEqual(['b.csv']);
    expect(existsSync(join(root, 'acknowledgements', 'processed', 'a.xml'))).toBe(true);
  });

  it('names batches by their UTC time to the millisecond', () => {
    expect(batchIdAt(new Date('2025-03-01T10:00:00.123Z'))).toBe('20250301100000123');
  });
});

describe('delivering a release', () => {
  it('writes the DDEX batch layout with a message that validates', async () => {
    const target = new LocalFolderTarget(root);
    const snapshot = albumSnapshot();
    const opened: string[] = [];
    const receipt = await deliverRelease(target, snapshot, {
      kind: 'Insert',
      batchId: 'B1',
      openFile: (file) => (opened.push(file.path), { bytes: `content of ${file.path}` }),
      validate: (xml) => validateAgainstErnSchema(xml),
    });
    const upc = snapshot.release.upc;
    expect(receipt.messagePath).toBe(`${upc}/${upc}.xml`);
    expect(opened).toEqual(['resources/123456789012_01_001.flac', 'resources/123456789012_01_002.flac', 'resources/123456789012_01_003.wav', 'resources/123456789012.jpg']);
    expect(await filesUnder(join(root, 'B1'))).toEqual(
      [
        'BatchComplete_B1.xml',
        `${upc}/${upc}.xml`,
        `${upc}/resources/123456789012.jpg`,
        `${upc}/resources/123456789012_01_001.flac`,
        `${upc}/resources/123456789012_01_002.flac`,
        `${upc}/resources/123456789012_01_002_lyrics.txt`,
        `${upc}/resources/123456789012_01_003.wav`,
      ].sort(),
    );
    // Every file the message names is in the batch, at the URI relative to the message.
    const message = parseXml(await readFile(join(root, 'B1', receipt.messagePath), 'utf8'));
    const uris = select(message, 'ResourceList/SoundRecording/SoundRecordingEdition/TechnicalDetails/DeliveryFile/File/URI')
      .concat(select(message, 'ResourceList/Image/TechnicalDetails/File/URI'), select(message, 'ResourceList/Text/TechnicalDetails/File/URI'))
      .map(textOf);
    for (const uri of uris) expect(existsSync(join(root, 'B1', upc, uri))).toBe(true);
  });

  it('writes only the message for a takedown', async () => {
    const target = new LocalFolderTarget(root);
    const receipt = await deliverRelease(target, singleSnapshot(), { kind: 'Takedown', batchId: 'B2', openFile: () => ({ bytes: '' }) });
    expect(receipt.files).toEqual([]);
    expect(await filesUnder(join(root, 'B2'))).toEqual(['123456789012/123456789012.xml', 'BatchComplete_B2.xml']);
  });

  it('writes nothing when the message does not validate', async () => {
    const snapshot = singleSnapshot();
    snapshot.recipient.dpid = 'bad';
    const delivery = deliverRelease(new LocalFolderTarget(root), snapshot, { kind: 'Insert', batchId: 'B3', openFile: () => ({ bytes: '' }), validate: (xml) => validateAgainstErnSchema(xml) });
    await expect(delivery).rejects.toThrow(InvalidMessageError);
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('delivery configuration', () => {
  it('sends every store to its own local folder unless configured otherwise', () => {
    const config = readDeliveryConfig(
      {
        DDEX_SENDER_DPID: 'PADPIDA2025010101X',
        DDEX_SENDER_NAME: 'SoundPort Ltd',
        DDEX_RECIPIENT_DPID_1026: 'PADPIDA2011072101T',
        DELIVERY_TARGET_1026: 'sftp://soundport@sftp.store.example:2222/incoming',
        DELIVERY_SFTP_PASSWORD_1026: 'sftp-secret',
        DELIVERY_TARGET_1032: 's3://deliveries-bucket/deezer/',
        DELIVERY_TARGET_1039: 'file:///srv/tidal-drop',
      },
      root,
    );
    expect(config.sender).toEqual({ dpid: 'PADPIDA2025010101X', name: 'SoundPort Ltd' });
    expect(targetSpecFor(config, 1026)).toMatchObject({ kind: 'sftp', host: 'sftp.store.example', port: 2222, username: 'soundport', path: '/incoming' });
    expect(targetSpecFor(config, 1032)).toEqual({ kind: 's3', bucket: 'deliveries-bucket', prefix: 'deezer/', region: 'us-east-1' });
    expect(JSON.stringify(config)).not.toContain('sftp-secret');
    expect(targetSpecFor(config, 1039)).toEqual({ kind: 'local', root: '/srv/tidal-drop' });
    expect(targetSpecFor(config, 1036)).toEqual({ kind: 'local', root: join(root, 'deliveries', '1036') });
    expect(recipientDpidFor(config, 1026)).toBe('PADPIDA2011072101T');
    expect(recipientDpidFor(config, 1036)).toMatch(/^PADPIDA[0-9]+1036$/);
    expect(createDeliveryTarget(targetSpecFor(config, 1036)).location).toBe(join(root, 'deliveries', '1036'));
  });

  it('fails loudly on settings it cannot honour', () => {
    expect(() => parseTargetSpec('ftp://host/x', root)).toThrow(DeliveryConfigError);
    expect(() => parseTargetSpec('sftp://user:secret@host/x', root)).toThrow(/password/);
    expect(() => parseTargetSpec('somewhere', root)).toThrow(DeliveryConfigError);
    expect(() => readDeliveryConfig({ DDEX_SENDER_DPID: 'ACME' }, root)).toThrow(/DPID/);
    expect(() => readDeliveryConfig({ DDEX_RECIPIENT_DPID_1026: 'spotify' }, root)).toThrow(/DPID/);
    // SFTP needs a password or a key (sftp-target.test.ts and s3-target.test.ts test the adapters).
    expect(() => readDeliveryConfig({ DELIVERY_TARGET_1026: 'sftp://u@h/x' }, root)).toThrow(/DELIVERY_SFTP_PASSWORD_1026 or DELIVERY_SFTP_KEY_1026/);
    expect(() => createDeliveryTarget(parseTargetSpec('sftp://u@h/x', root))).toThrow(DeliveryTargetError);
  });

  it("finds the repository's own schema whatever the working directory", () => {
    const schemaDir = resolveSchemaDir(undefined);
    expect(existsSync(join(schemaDir, 'release-notification.xsd'))).toBe(true);
    expect(resolveSchemaDir('/opt/ddex')).toBe('/opt/ddex');
    expect(resolveSchemaDir('standards/ddex-ern43')).toBe(schemaDir);
    expect(schemaDir.endsWith(join('standards', 'ddex-ern43'))).toBe(true);
  });
});
