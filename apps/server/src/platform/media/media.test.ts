import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseAudio } from '@portal/domain/audio/analyse';
import { applyGainDb, concat, noise, sine, sineSweep, syntheticSong, type Channels } from '@portal/domain/audio/test-signals';
import { decodePcm, MediaToolError, probeMedia, runFfmpeg, writeWavFile } from './ffmpeg.ts';
import { ffmpegLoudness } from './ebur128.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const SR = 44_100;

describe('ffmpeg wrapper', () => {
  it('writes a 24-bit WAV that ffprobe describes and ffmpeg decodes back to the same samples', async () => {
    const signal = sine({ frequency: 440, seconds: 1.5, sampleRate: SR, amplitudeDb: -6 });
    const path = join(dir, 'tone.wav');
    await writeWavFile(path, signal, SR);
    const info = await probeMedia(path);
    expect(info.durationSec).toBeCloseTo(1.5, 2);
    expect(info.streams[0]).toMatchObject({ type: 'audio', codec: 'pcm_s24le', sampleRate: SR, channels: 2 });
    const decoded = await decodePcm(path, { sampleRate: SR, channels: 2 });
    expect(decoded).toHaveLength(2);
    expect(decoded[0]!.length).toBe(signal[0]!.length);
    let maxError = 0;
    for (let i = 0; i < decoded[1]!.length; i++) maxError = Math.max(maxError, Math.abs(decoded[1]![i]! - signal[1]![i]!));
    expect(maxError).toBeLessThan(2 / 8388607);
  });

  it('resamples and mixes down while decoding, and stops at maxSeconds', async () => {
    const path = join(dir, 'tone48.wav');
    await writeWavFile(path, sine({ frequency: 440, seconds: 3, sampleRate: 48_000 }), 48_000, 'float32');
    const mono = await decodePcm(path, { sampleRate: 22_050, channels: 1, maxSeconds: 2 });
    expect(mono).toHaveLength(1);
    expect(mono[0]!.length).toBe(44_100);
  });

  it('feeds stdin and answers stdout', async () => {
    const { stdout } = await runFfmpeg(['-v', 'error', '-f', 's16le', '-ar', '8000', '-ac', '1', '-i', 'pipe:0', '-f', 'u8', 'pipe:1'], { input: Buffer.alloc(1600) });
    expect(stdout.length).toBe(800);
    expect(stdout.every((b) => b === 128)).toBe(true);
  });

  it("fails with ffmpeg's own last words for a file that is not media, and kills a run that takes too long", async () => {
    const junk = join(dir, 'junk.wav');
    await writeFile(junk, 'this is not audio');
    await expect(probeMedia(junk)).rejects.toBeInstanceOf(MediaToolError);
    await expect(decodePcm(junk, { sampleRate: SR, channels: 2 })).rejects.toThrow(/Invalid data/);
    const started = Date.now();
    const slow = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'anullsrc=d=30', '-f', 'null', '-'], { timeoutMs: 500 });
    await expect(slow).rejects.toMatchObject({ timedOut: true });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('our analyser against ffmpeg ebur128 (within 0.5 LU / 0.5 dB)', () => {
  const cases: Record<string, () => Channels> = {
    'a 1 kHz sine at -20 dBFS': () => sine({ frequency: 1000, seconds: 10, sampleRate: SR, amplitudeDb: -20 }),
    'pink noise at -18 dBFS RMS': () => noise({ seconds: 20, sampleRate: SR, rmsDb: -18, color: 'pink' }),
    'a 20 Hz – 20 kHz sweep': () => sineSweep({ from: 20, to: 20_000, seconds: 20, sampleRate: SR, amplitudeDb: -6 }),
    'a 10 LU level step': () => concat(noise({ seconds: 20, sampleRate: SR, rmsDb: -20, color: 'pink' }), noise({ seconds: 20, sampleRate: SR, rmsDb: -30, color: 'pink', seed: 3 })),
    'a synthetic song': () => syntheticSong({ sampleRate: SR, barsPerSection: 4 }).channels,
    'a quiet synthetic song at 48 kHz': () => applyGainDb(syntheticSong({ sampleRate: 48_000, barsPerSection: 2, seed: 5 }).channels, -15),
  };
  for (const [name, make] of Object.entries(cases)) {
    it(name, async () => {
      const signal = make();
      const rate = name.includes('48 kHz') ? 48_000 : SR;
      const path = join(dir, `${name.replace(/\W+/g, '-')}.wav`);
      await writeWavFile(path, signal, rate, 'float32');
      const ours = analyseAudio(signal, rate);
      const reference = await ffmpegLoudness(path);
      expect(Math.abs(ours.integratedLufs! - reference.integratedLufs)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(ours.loudnessRangeLu - reference.loudnessRangeLu)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(ours.truePeakDbtp! - reference.truePeakDbtp)).toBeLessThanOrEqual(0.5);
    });
  }
});
