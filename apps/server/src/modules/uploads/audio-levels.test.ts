import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { analyseAudio } from '@portal/domain/audio/analyse';
import { concat, silence, sine } from '@portal/domain/audio/test-signals';
import { encodeWav } from '../../platform/media/ffmpeg.ts';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { encodeFlac, makeWav, uploadWhole } from './test-files.ts';

let ctx: TestContext;
let client: TestClient;
let accountId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const artist = await signUpArtist(ctx);
  client = artist.client;
  accountId = artist.userId;
});
afterAll(() => ctx.close());

const SR = 44_100;
const clip = (channels: Float32Array[]) => channels.map((ch) => ch.map((v) => Math.max(-1, Math.min(1, v))));
/** 2 s of a -12 dBFS tone, then 4 s of digital silence. */
const mostlySilence = concat(sine({ frequency: 440, seconds: 2, sampleRate: SR, amplitudeDb: -12 }), silence(4, SR));
/** A 997 Hz sine 6 dB over full scale, clipped flat. */
const clippedSine = clip(sine({ frequency: 997, seconds: 3, sampleRate: SR, amplitudeDb: 6 }));

const refusal = (response: { status: number; body: { baseResponse: { messageKey?: string; message: string } } }) => ({
  status: response.status,
  key: response.body.baseResponse.messageKey,
  message: response.body.baseResponse.message,
});

async function accepted(bytes: Buffer, fileName = 'master.wav') {
  const merged = await uploadWhole(client, bytes, { fileName, mimeType: fileName.endsWith('.flac') ? 'audio/flac' : 'audio/wav' });
  expect(merged.status, JSON.stringify(merged.body)).toBe(200);
  return merged.body.data as { fileId: string; meta: { levels: Record<string, number | null>; warnings: string[] } };
}

const storedCheck = async (fileId: string, as = client) => as.get('/api/upload/audio-check', { fileId });

describe('the levels of uploaded audio (decision 070)', () => {
  it('refuses digital silence with the reason, and keeps nothing of it', async () => {
    const before = (await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, accountId))).length;
    const silent = { status: 400, key: 'upload_silent_audio', message: 'This audio is silent: no sample rises above -90 dBFS. Check that you exported the right file, with its sound.' };
    expect(refusal(await uploadWhole(client, makeWav({ seconds: 3, amplitude: 0 })))).toEqual(silent);
    // Only a 16-bit file's smallest step either way (-90.3 dBFS), as dither leaves it: still nothing to hear.
    expect(refusal(await uploadWhole(client, makeWav({ seconds: 3, amplitude: 1 / 32_767 })))).toEqual(silent);
    expect(refusal(await uploadWhole(client, encodeWav(silence(3, SR), SR)))).toEqual(silent);
    expect(refusal(await uploadWhole(client, encodeFlac(makeWav({ seconds: 3, amplitude: 0 })), { fileName: 'master.flac', mimeType: 'audio/flac' }))).toEqual(silent);
    expect((await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, accountId))).length).toBe(before);
  });

  it('takes a track that is mostly silence with a warning and the mastering analyser’s figures, in WAV and in FLAC', async () => {
    const wav = encodeWav(mostlySilence, SR);
    const analysis = analyseAudio(mostlySilence, SR);
    for (const file of [await accepted(wav), await accepted(encodeFlac(wav), 'master.flac')]) {
      expect(file.meta.warnings).toEqual(['mostly_silent']);
      expect(file.meta.levels).toEqual({
        integratedLufs: analysis.integratedLufs,
        truePeakDbtp: analysis.truePeakDbtp,
        samplePeakDbfs: analysis.samplePeakDbfs,
        silentShare: expect.closeTo(4 / 6, 2),
        clippedShare: 0,
      });
      // Kept with the file: a reopened draft asks for it again.
      const stored = await storedCheck(file.fileId);
      expect(stored.status).toBe(200);
      expect(stored.body.data).toEqual({ fileId: file.fileId, levels: file.meta.levels, warnings: ['mostly_silent'] });
    }
  });

  it('takes a clipped sine with a warning whose figures show it', async () => {
    const file = await accepted(encodeWav(clippedSine, SR));
    expect(file.meta.warnings).toEqual(['clipped']);
    expect(file.meta.levels.clippedShare).toBeGreaterThan(0.6);
    expect(file.meta.levels.samplePeakDbfs).toBe(0);
    expect(file.meta.levels.truePeakDbtp).toBe(analyseAudio(clippedSine, SR).truePeakDbtp);
    expect(file.meta.levels.truePeakDbtp).toBeGreaterThan(0);
  });

  it('gives an ordinary tone no warning, and shows its levels to its owner only', async () => {
    const file = await accepted(makeWav({ seconds: 3 }));
    expect(file.meta.warnings).toEqual([]);
    expect(file.meta.levels).toMatchObject({ samplePeakDbfs: -12.04, silentShare: 0, clippedShare: 0 });
    expect((await storedCheck(file.fileId)).body.data).toMatchObject({ warnings: [], levels: { samplePeakDbfs: -12.04 } });
    const stranger = (await signUpArtist(ctx)).client;
    expect((await storedCheck(file.fileId, stranger)).status).toBe(404);
    expect((await storedCheck('uf_none-such-file')).status).toBe(404);
  });
});
