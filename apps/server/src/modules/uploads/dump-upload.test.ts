import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '@portal/db/schema';
import { songSourceOf } from '@portal/domain/release/song-source';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { FetchRefused, isPublicAddress, openSafeDownload } from './safe-fetch.ts';
import { makeWav, sha256 } from './test-files.ts';

const wav = makeWav({ seconds: 1 });
let source: Server;
let base: string;

beforeAll(async () => {
  source = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/songs/master.wav') return res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
    if (url === '/download?id=7') return res.writeHead(200, { 'content-type': 'audio/x-wav' }).end(wav);
    if (url === '/garbage.wav') return res.writeHead(200, { 'content-type': 'audio/wav' }).end(Buffer.alloc(20_000, 'x'));
    if (url.startsWith('/hop/')) {
      const left = Number(url.slice(5));
      return res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/songs/master.wav' }).end();
    }
    if (url === '/elsewhere') return res.writeHead(301, { location: `http://127.0.0.2:${(source.address() as AddressInfo).port}/songs/master.wav` }).end();
    if (url === '/broken') {
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) });
      res.write(wav.subarray(0, 1000));
      return setTimeout(() => res.destroy(), 20);
    }
    if (url === '/slow') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.write(wav.subarray(0, 100));
    }
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(() => {
  source.closeAllConnections();
  source.close();
});

const refusal = (response: { status: number; body: { baseResponse: { messageKey?: string; message: string; details?: { messageKey: string; message: string }[] } } }) => ({
  status: response.status,
  key: response.body.baseResponse.messageKey,
  message: response.body.baseResponse.message,
  reason: response.body.baseResponse.details?.[0]?.messageKey,
});

describe('dump mode, with a test server on loopback (allowed by the tests’ config switch)', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext({ dumpAllowPrivateAddresses: true });
    client = (await signUpArtist(ctx)).client;
  });
  afterAll(() => ctx.close());
  const dump = (sourceUrl: string, extra: Record<string, string> = {}) => client.post('/api/upload/dump', { sourceUrl, kind: 'audio', ...extra });

  it('fetches, checks and stores the file', async () => {
    const dumped = await dump(`${base}/songs/master.wav`);
    expect(dumped.status, JSON.stringify(dumped.body)).toBe(200);
    expect(dumped.body.data).toMatchObject({ kind: 'audio', size: wav.length, meta: { format: 'WAV', durationMs: 1000, sha256: sha256(wav), fileName: 'master.wav' } });
    const served = await client.get(dumped.body.data.url);
    expect(served.status).toBe(200);
    // A recording fetched from a link is a Zima song once it is on a release (document 1 "Song sources").
    const [row] = await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, dumped.body.data.fileId));
    expect(songSourceOf(row!.meta)).toBe('Zima');
  });

  it('names a file without an ending by its content type, or as the caller says', async () => {
    expect((await dump(`${base}/download?id=7`)).body.data.meta.fileName).toBe('download.wav');
    expect((await dump(`${base}/download?id=7`, { fileName: 'Take 3.wav' })).body.data.meta.fileName).toBe('Take 3.wav');
  });

  it('follows up to 5 redirects', async () => {
    expect((await dump(`${base}/hop/4`)).status).toBe(200);
    expect(refusal(await dump(`${base}/hop/5`))).toEqual({
      status: 400,
      key: 'upload_dump_source_failed',
      message: 'failed to get source file to dump',
      reason: 'upload_dump_too_many_redirects',
    });
  });

  it('reports a failing source, an unreadable body and an invalid file with the texts of document 3', async () => {
    expect(refusal(await dump(`${base}/missing.wav`))).toMatchObject({ status: 400, key: 'upload_dump_source_failed' });
    expect(refusal(await dump(`${base}/broken`))).toMatchObject({
      status: 400,
      key: 'upload_dump_body_unreadable',
      message: 'upload failed when dumping because download response body cannot be read',
    });
    expect(refusal(await dump(`${base}/garbage.wav`))).toEqual({
      status: 400,
      key: 'upload_dump_invalid',
      message: 'upload failed because the dumped file is invalid',
      reason: 'upload_relo_type_not_supported',
    });
    expect(refusal(await dump(`${base}/songs/master.wav`, { kind: 'clip' }))).toMatchObject({ key: 'upload_dump_invalid', reason: 'upload_duration_too_short' });
  });

  it('takes http and https only', async () => {
    for (const url of ['ftp://example.com/a.wav', 'file:///etc/passwd', 'not a url', `http://user:secret@127.0.0.1/a.wav`]) {
      expect(refusal(await dump(url)), url).toMatchObject({ status: 400, key: 'upload_dump_source_failed', reason: 'upload_dump_url_invalid' });
    }
  });
});

describe('dump mode in the normal configuration', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    client = (await signUpArtist(ctx)).client;
  });
  afterAll(() => ctx.close());

  it.each([
    'http://127.0.0.1/a.wav',
    'http://10.1.2.3/a.wav',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/a.wav',
    'http://localhost/a.wav',
    'http://[::ffff:127.0.0.1]/a.wav',
    'http://0.0.0.0/a.wav',
  ])('refuses %s before connecting', async (url) => {
    expect(refusal(await client.post('/api/upload/dump', { sourceUrl: url, kind: 'audio' }))).toEqual({
      status: 400,
      key: 'upload_dump_source_failed',
      message: 'failed to get source file to dump',
      reason: 'upload_dump_address_refused',
    });
  });

  it('refuses the local test server too', async () => {
    expect(refusal(await client.post('/api/upload/dump', { sourceUrl: `${base}/songs/master.wav`, kind: 'audio' })).reason).toBe('upload_dump_address_refused');
  });
});

describe('the guarded fetch', () => {
  it('knows public from private addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1', '100.128.0.1']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.5',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'example.com',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  const onlyFirstLoopback = (address: string) => address === '127.0.0.1';
  it('checks the address again after a redirect', async () => {
    await expect(openSafeDownload(`${base}/elsewhere`, { allowAddress: onlyFirstLoopback, maxRedirects: 5, timeoutMs: 5000 })).rejects.toMatchObject({ reason: 'address_refused' });
    const fine = await openSafeDownload(`${base}/hop/1`, { allowAddress: onlyFirstLoopback, maxRedirects: 5, timeoutMs: 5000 });
    expect(fine.url.pathname).toBe('/songs/master.wav');
    fine.close();
  });

  it('gives up when the source is too slow', async () => {
    const started = Date.now();
    const download = await openSafeDownload(`${base}/slow`, { allowAddress: onlyFirstLoopback, maxRedirects: 5, timeoutMs: 300 });
    await expect(
      (async () => {
        for await (const _ of download.body);
      })(),
    ).rejects.toBeTruthy();
    expect(download.timedOut()).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    download.close();
  });

  it('says which status a source answered with', async () => {
    const error = await openSafeDownload(`${base}/nothing`, { allowAddress: onlyFirstLoopback, maxRedirects: 5, timeoutMs: 5000 }).catch((e) => e);
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error).toMatchObject({ reason: 'status', status: 404 });
  });
});
