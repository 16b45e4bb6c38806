import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSafeDownload } from '../modules/uploads/safe-fetch.ts';
import { uploadWhole } from '../modules/uploads/test-files.ts';
import { fillTemplate } from '../modules/batch-import/excel/fill-template.ts';
import { runDueJobs } from './jobs.ts';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../test/harness.ts';

// Issue 11 section 4: every fetch of a URL a user gave (dump mode, files named by URL in a bulk import) is tried with
// the ways of writing an address only the server can reach. A canary server listens on loopback and counts what
// reaches it: nothing may.

let canary: Server;
let hits = 0;
let port = 0;
let ctx: TestContext;
let client: TestClient;

beforeAll(async () => {
  canary = createServer((_req, res) => res.writeHead(200, { 'content-type': 'audio/wav' }).end('RIFF'));
  // Every connection counts, whether or not it speaks HTTP (an https:// fetch would open one and then fail).
  canary.on('connection', () => hits++);
  await new Promise<void>((resolve) => canary.listen(0, '0.0.0.0', resolve));
  port = (canary.address() as AddressInfo).port;
  ctx = await createTestContext();
  client = (await signUpArtist(ctx)).client;
});
afterAll(async () => {
  await ctx.close();
  canary.close();
});

/** Loopback, private, link-local and mapped forms of addresses on this machine, each in several notations. */
const forms = () => [
  `http://127.0.0.1:${port}/a.wav`,
  `http://127.1:${port}/a.wav`,
  `http://2130706433:${port}/a.wav`,
  `http://0x7f000001:${port}/a.wav`,
  `http://0x7f.0.0.1:${port}/a.wav`,
  `http://0177.0.0.1:${port}/a.wav`,
  `http://017700000001:${port}/a.wav`,
  `http://localhost:${port}/a.wav`,
  `http://LOCALHOST.:${port}/a.wav`,
  `http://0.0.0.0:${port}/a.wav`,
  `http://0:${port}/a.wav`,
  `http://[::1]:${port}/a.wav`,
  `http://[::]:${port}/a.wav`,
  `http://[::ffff:127.0.0.1]:${port}/a.wav`,
  `http://[::ffff:7f00:1]:${port}/a.wav`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/a.wav`,
  `http://[64:ff9b::7f00:1]:${port}/a.wav`,
  `http://10.0.0.1:${port}/a.wav`,
  `http://172.16.0.1:${port}/a.wav`,
  `http://192.168.0.1:${port}/a.wav`,
  `http://169.254.169.254:${port}/latest/meta-data`,
  `http://[fe80::1]:${port}/a.wav`,
  `http://[fd00::1]:${port}/a.wav`,
  `http://100.64.0.1:${port}/a.wav`,
];

describe('SSRF canary', () => {
  it('dump mode refuses every form before connecting', async () => {
    for (const url of forms()) {
      const answer = await client.post('/api/upload/dump', { sourceUrl: url, kind: 'audio' });
      expect(answer.status, url).toBe(400);
    }
    expect(hits).toBe(0);
  });

  it('a bulk import whose workbook names its cover and audio by those addresses stores nothing and reaches nothing', async () => {
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const template = await ctx.app.inject({ method: 'GET', url: '/api/batch-task/template?language=en', headers: { cookie } });
    const secure = forms().map((url) => url.replace(/^http:/, 'https:'));
    const workbook = await fillTemplate(template.rawPayload, {
      releases: secure.map((url, index) => ({
        releaseNo: `R${index}`,
        kind: 'Single',
        title: `Canary ${index}`,
        primaryArtists: 'Mira',
        language: 'English (en)',
        mainGenre: 'Pop',
        timezone: 'UTC',
        releaseDate: '2027-01-15',
        cover: url,
      })),
      tracks: secure.map((url, index) => ({ releaseNo: `R${index}`, title: `Canary ${index}`, audio: url, songwriters: 'Mira', explicitness: 'Not explicit' })),
    });
    const uploaded = await uploadWhole(client, workbook, { kind: 'batch' as 'audio', fileName: 'canary.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const created = await client.post('/api/batch-task/create', { method: 'EXCEL', fileId: uploaded.body.data.fileId });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await runDueJobs(ctx.services);
    const detail = await client.get('/api/batch-task/detail', { taskId: String(created.body.data.taskId), count: '200' });
    expect(detail.body.data.task.status).toBe('VERIFICATION_REJECT');
    expect(detail.body.data.rows).toHaveLength(secure.length);
    for (const row of detail.body.data.rows as { title: string; findings: { field: string; messageKey: string }[] }[]) {
      const fields = row.findings.map((finding) => finding.field);
      expect(fields, row.title).toEqual(expect.arrayContaining(['cover', 'fullAudio']));
      for (const finding of row.findings.filter((each) => each.field === 'cover' || each.field === 'fullAudio')) {
        expect(['upload_dump_address_refused', 'upload_dump_source_failed'], row.title).toContain(finding.messageKey);
      }
    }
    expect(hits).toBe(0);
  });

  it('a public first hop that redirects to any of them is stopped at the redirect', async () => {
    // A redirector on loopback stands in for a public server: only it is allowed, as if it were public.
    const redirector = createServer((req, res) => res.writeHead(302, { location: decodeURIComponent(req.url!.slice(1)) }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.2', resolve));
    const hop = `http://127.0.0.2:${(redirector.address() as AddressInfo).port}/`;
    try {
      for (const url of forms()) {
        await expect(openSafeDownload(hop + encodeURIComponent(url), { allowAddress: (address) => address === '127.0.0.2', maxRedirects: 5, timeoutMs: 5_000 }), url).rejects.toMatchObject({
          reason: expect.stringMatching(/^(address_refused|url_invalid|network)$/),
        });
      }
    } finally {
      redirector.close();
    }
    expect(hits).toBe(0);
  });
});
