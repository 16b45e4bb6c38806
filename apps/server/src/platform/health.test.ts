import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '@portal/i18n/translate';
import { loadCatalog } from '@portal/i18n/node-catalogs';
import { readConfig } from '../config.ts';
import { createTestContext, signUpArtist, type TestContext } from '../test/harness.ts';
import { encodeFlac, makeWav, uploadWhole } from '../modules/uploads/test-files.ts';
import { storedFile } from '../test/releases.ts';
import { checkHealth, problemLines } from './health.ts';
import { isCurrentBuild, locateTool, shortVersion } from './media/binaries.ts';

const codes = (report: Awaited<ReturnType<typeof checkHealth>>) => report.problems.map((problem) => problem.code);

describe('the server says what it lacks', () => {
  it("with only what npm installs: the repository's schema and writable folders serve; only the creation tools want a current ffmpeg", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'health-'));
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
    try {
      const report = await checkHealth(readConfig({ DATA_DIR: dataDir }));
      // The demo's DDEX sender is a placeholder: said, but only as a caveat.
      expect(report.problems.map((problem) => [problem.code, problem.feature, problem.severity])).toEqual([
        ['ffmpeg_too_old', 'creation', 'unusable'],
        ['sender_dpid_placeholder', 'delivery', 'degraded'],
      ]);
      expect(report.checks.find((check) => check.name === 'DDEX ERN 4.3 schema')).toMatchObject({ ok: true, detail: expect.stringMatching(/standards[/\\]ddex-ern43$/) });
      expect(report.checks.find((check) => check.name === 'ffmpeg')).toMatchObject({ ok: true, detail: expect.stringMatching(/^ffmpeg version .* \(2018\), FFMPEG_PATH: .*@ffmpeg-installer/) });
      expect(report.checks.find((check) => check.name === 'ffprobe')).toMatchObject({ ok: true });
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
  });

  it('names each problem with the setting that mends it: schema, codecs, storage, delivery folders, identities', async () => {
    const root = await mkdtemp(join(tmpdir(), 'health-'));
    await writeFile(join(root, 'file'), 'x');
    const config = readConfig({
      DATA_DIR: root,
      DDEX_SCHEMA_DIR: join(root, 'nowhere'),
      FFMPEG_PATH: join(root, 'no-ffmpeg'),
      STORAGE_DIR: join(root, 'file', 'objects'),
      DELIVERY_TARGET_1026: `file://${join(root, 'file', 'spotify')}`,
      PUBLISHER_IPI: '00446320182',
      UPC_COMPANY_PREFIX: '12AB',
      ISRC_COUNTRY: 'Q',
    });
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = join(root, 'no-ffmpeg');
    try {
      const report = await checkHealth(config);
      expect(codes(report).sort()).toEqual(
        ['ffmpeg_missing', 'isrc_prefix_invalid', 'publisher_ipi_invalid', 'schema_missing', 'sender_dpid_placeholder', 'storage_unwritable', 'target_unwritable:1026', 'upc_prefix_invalid'].sort(),
      );
      const lines = problemLines(report, createTranslator(loadCatalog));
      expect(lines).toContainEqual(expect.stringMatching(/^PROBLEM \[delivery\] The DDEX ERN 4\.3 schema is not at .*nowhere.* Set DDEX_SCHEMA_DIR/));
      expect(lines).toContainEqual(expect.stringMatching(/^PROBLEM \[uploads\] ffmpeg cannot run .* set FFMPEG_PATH/));
      expect(lines).toContainEqual(expect.stringMatching(/^PROBLEM \[delivery\] Deliveries to Spotify cannot be written to .*ENOTDIR.*DELIVERY_TARGET_1026/));
      expect(lines).toContainEqual(expect.stringMatching(/^PROBLEM \[publishing\] The publisher IPI 00446320182 is not a valid IPI name number.*PUBLISHER_IPI/));
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
  });
});

describe('without ffmpeg', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a FLAC upload says the server cannot check FLAC files now, not that the file is broken', async () => {
    const flac = encodeFlac(makeWav({ seconds: 1 }));
    const { client } = await signUpArtist(ctx);
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      expect(locateTool('ffmpeg')).toEqual({ path: '/nonexistent/ffmpeg', source: 'setting' });
      const refused = await uploadWhole(client, flac, { fileName: 'master.flac', mimeType: 'audio/flac' });
      expect(refused.status).toBe(503);
      expect(refused.body.baseResponse).toMatchObject({ messageKey: 'upload_codec_unavailable', message: expect.stringMatching(/cannot check FLAC files right now/) });
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
    expect((await uploadWhole(client, flac, { fileName: 'master.flac', mimeType: 'audio/flac' })).status).toBe(200);
  });

  it('with only the 2018 ffmpeg npm brings, a creation tool says it cannot run before taking credits, and the health panel says why', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const fileId = await storedFile(ctx, userId, 'audio', { fileName: 'song.wav' });
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
    try {
      const refused = await client.post('/api/song/auto-mastering/analyse', { fileId });
      expect(refused.status).toBe(503);
      expect(refused.body.baseResponse.messageKey).toBe('aigc_media_tools_unavailable');
      const report = await checkHealth(ctx.services.config);
      expect(report.problems).toContainEqual(expect.objectContaining({ code: 'ffmpeg_too_old', feature: 'creation', fixKey: 'health_ffmpeg_current_fix' }));
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
    expect((await client.post('/api/aigc/dec-remain-operation-time', { kind: 'remix', times: 1 })).body.data.creditsLeft).toBe(97);
  });
});

describe('a storage folder the server cannot write into', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'storage-'));
    await writeFile(join(root, 'plain-file'), 'x');
    ctx = await createTestContext({ storageDir: join(root, 'plain-file', 'objects') });
  });
  afterAll(() => ctx.close());

  it("is named in the health panel, and an upload is told in words that files cannot be kept now, without the server's paths", async () => {
    expect((await checkHealth(ctx.services.config)).problems).toContainEqual(expect.objectContaining({ code: 'storage_unwritable', feature: 'storage' }));
    const { client } = await signUpArtist(ctx);
    const refused = await uploadWhole(client, makeWav({ seconds: 1 }), { fileName: 'a.wav', mimeType: 'audio/wav' }).catch((error: Error) => error.message);
    expect(String(refused)).toContain('"messageKey":"storage_unavailable"');
    expect(String(refused)).toContain('We cannot keep files right now');
    expect(String(refused)).not.toMatch(/ENOTDIR|plain-file/);
  });
});

describe('which ffmpeg builds the creation tools can use', () => {
  it('a release of 5 or later, or a snapshot of 2022 or later', () => {
    expect(isCurrentBuild('ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers')).toBe(true);
    expect(isCurrentBuild('ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright (c) 2000-2021 the FFmpeg developers')).toBe(false);
    expect(isCurrentBuild('ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018 the FFmpeg developers')).toBe(false);
    expect(isCurrentBuild('ffmpeg version N-66595-gc2b38619c0-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2007-2023 the FFmpeg developers')).toBe(true);
    expect(shortVersion('ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018 the FFmpeg developers\nbuilt with gcc')).toBe(
      'ffmpeg version N-47683-g0e8eb07980-static (2018)',
    );
  });
});
