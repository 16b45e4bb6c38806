import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { defaultRemixSettings, presetSettings, type RemixSettings } from '@portal/domain/audio/remix/remix-plan';
import { sine } from '@portal/domain/audio/test-signals';
import { decodePcm, probeMedia, writeWavFile } from '../../platform/media/ffmpeg.ts';
import { renderRemix } from './render-remix.ts';

// Each operation renders a 10 s, 440 Hz stereo sine and measures the result: its length with ffprobe and its pitch
// from the zero crossings of the decoded middle part.

const RATE = 44_100;
let folder: string;
let source: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'remix-test-'));
  source = join(folder, 'sine.wav');
  await writeWavFile(source, sine({ frequency: 440, seconds: 10, sampleRate: RATE, amplitudeDb: -6 }), RATE);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Frequency of a (mostly) pure tone from upward zero crossings between `from` and `to` seconds. */
function frequencyOf(samples: Float32Array, rate: number, from: number, to: number): number {
  let first = -1;
  let last = -1;
  let crossings = 0;
  for (let i = Math.round(from * rate) + 1; i < Math.round(to * rate); i++) {
    if (samples[i - 1]! < 0 && samples[i]! >= 0) {
      // Linear interpolation of where the crossing falls between the two samples.
      const at = i - 1 + samples[i - 1]! / (samples[i - 1]! - samples[i]!);
      if (first < 0) first = at;
      else crossings++;
      last = at;
    }
  }
  return (crossings * rate) / (last - first);
}

const rms = (samples: Float32Array, rate: number, from: number, to: number) => {
  let sum = 0;
  const a = Math.round(from * rate);
  const b = Math.round(to * rate);
  for (let i = a; i < b; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (b - a));
};

async function render(settings: Partial<RemixSettings>, options: { format?: 'mp3' | 'wav'; previewMs?: number } = {}) {
  const result = await renderRemix(source, { ...defaultRemixSettings, ...settings }, { format: options.format ?? 'wav', ...(options.previewMs === undefined ? {} : { previewMs: options.previewMs }) });
  const path = join(folder, `out-${Math.random().toString(36).slice(2)}.${options.format ?? 'wav'}`);
  await writeFile(path, result.bytes);
  const probed = await probeMedia(path);
  const [left] = await decodePcm(path, { sampleRate: RATE, channels: 2 });
  return { result, seconds: probed.durationSec, samples: left!, hz: frequencyOf(left!, RATE, 1, Math.min(4, probed.durationSec - 1)) };
}

describe('remix rendering (measured with ffprobe and a zero-crossing pitch estimate)', () => {
  const cases: { name: string; settings: Partial<RemixSettings>; seconds: number; hz: number }[] = [
    { name: 'speed up 1.25x, pitch follows (varispeed)', settings: { tempo: 1.25, tempoMode: 'varispeed' }, seconds: 8, hz: 550 },
    { name: 'slow down 0.8x, pitch follows (varispeed)', settings: { tempo: 0.8, tempoMode: 'varispeed' }, seconds: 12.5, hz: 352 },
    { name: 'speed up 1.25x, pitch kept (stretch)', settings: { tempo: 1.25, tempoMode: 'stretch' }, seconds: 8, hz: 440 },
    { name: 'slow down 0.8x, pitch kept (stretch)', settings: { tempo: 0.8, tempoMode: 'stretch' }, seconds: 12.5, hz: 440 },
    { name: 'pitch +12 semitones', settings: { pitchSemitones: 12 }, seconds: 10, hz: 880 },
    { name: 'pitch -5 semitones', settings: { pitchSemitones: -5 }, seconds: 10, hz: 440 * 2 ** (-5 / 12) },
    { name: 'slowed + reverb preset', settings: presetSettings.slowed_reverb, seconds: 10 / 0.85 + 2.5, hz: 440 * 0.85 },
    { name: 'sped up preset', settings: presetSettings.sped_up, seconds: 8, hz: 550 },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.seconds.toFixed(2)} s at ${c.hz.toFixed(1)} Hz`, async () => {
      const { result, seconds, hz } = await render(c.settings);
      expect(Math.abs(seconds - c.seconds)).toBeLessThan(0.05);
      expect(Math.abs(result.durationMs / 1000 - c.seconds)).toBeLessThan(0.05);
      expect(Math.abs(hz / c.hz - 1)).toBeLessThan(0.01);
    });
  }

  it('reverb keeps the pitch and adds a decaying 2.5 s tail after the music', async () => {
    const { seconds, samples, hz } = await render({ reverb: 0.5 });
    expect(Math.abs(seconds - 12.5)).toBeLessThan(0.05);
    expect(Math.abs(hz / 440 - 1)).toBeLessThan(0.01);
    const body = rms(samples, RATE, 5, 9);
    const earlyTail = rms(samples, RATE, 10.1, 10.6);
    const lateTail = rms(samples, RATE, 11.8, 12.3);
    expect(earlyTail).toBeGreaterThan(body * 0.01);
    expect(lateTail).toBeLessThan(earlyTail * 0.3);
  });

  it('trims and fades: 2 s to 7 s is 5 s long, silent at the edges and full in the middle', async () => {
    const { seconds, samples } = await render({ trimStartMs: 2_000, trimEndMs: 7_000, fadeInMs: 1_000, fadeOutMs: 1_000 });
    expect(Math.abs(seconds - 5)).toBeLessThan(0.05);
    const middle = rms(samples, RATE, 2, 3);
    expect(rms(samples, RATE, 0, 0.05)).toBeLessThan(middle * 0.1);
    expect(rms(samples, RATE, 4.95, 5)).toBeLessThan(middle * 0.1);
    expect(middle).toBeGreaterThan(0.3);
  });

  it('a preview renders only the first seconds, as MP3', async () => {
    const { result, seconds, hz } = await render({ tempo: 0.8, tempoMode: 'varispeed' }, { format: 'mp3', previewMs: 3_000 });
    expect(result.contentType).toBe('audio/mpeg');
    expect(Math.abs(seconds - 3)).toBeLessThan(0.1);
    expect(Math.abs(hz / 352 - 1)).toBeLessThan(0.01);
  });

  it('answers result codes for settings that do not fit the track and for a file that is not audio', async () => {
    await expect(renderRemix(source, { ...defaultRemixSettings, trimStartMs: 9_000, trimEndMs: 12_000 }, { format: 'wav' })).rejects.toMatchObject({
      code: AigcResultCode.INVALID_REQUEST,
      messageKey: 'remix_trim_invalid',
    });
    const text = join(folder, 'notes.txt');
    await writeFile(text, 'not audio at all');
    await expect(renderRemix(text, defaultRemixSettings, { format: 'wav' })).rejects.toMatchObject({ code: AigcResultCode.INVALID_FORMAT });
  });
});
