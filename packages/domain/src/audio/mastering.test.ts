import { describe, expect, it } from 'vitest';
import { analyseAudio } from './analyse.ts';
import { balanceDistance, genreTarget, limiterGain, master, MASTERING_TARGETS, SilentAudioError } from './mastering.ts';
import { spectralBalance } from './spectrum.ts';
import { silence, syntheticSong } from './test-signals.ts';

const SR = 44_100;
const song = syntheticSong({ sampleRate: SR, barsPerSection: 2 });
const copy = () => song.channels.map((c) => c.slice());

describe('mastering chain', () => {
  for (const target of ['streaming', 'loud', 'gentle'] as const) {
    it(`brings a synthetic song to the ${target} target (${MASTERING_TARGETS[target]} LUFS ± 1) with true peak at most -1 dBTP`, async () => {
      const result = await master(copy(), SR, { target, genre: 'pop' });
      const measured = analyseAudio(result.channels, SR);
      expect(Math.abs(measured.integratedLufs! - MASTERING_TARGETS[target])).toBeLessThanOrEqual(1);
      expect(measured.truePeakDbtp!).toBeLessThanOrEqual(-1);
      expect(measured.clipping.clippedRuns).toBe(0);
      expect(result.integratedLufs).toBeCloseTo(measured.integratedLufs!, 1);
    });
  }

  it('moves the spectral balance towards the genre target', async () => {
    for (const genre of ['hiphop', 'acoustic'] as const) {
      const before = balanceDistance(spectralBalance(song.channels, SR)!, genreTarget(genre));
      const result = await master(copy(), SR, { target: 'streaming', genre });
      const after = balanceDistance(spectralBalance(result.channels, SR)!, genreTarget(genre));
      expect(after).toBeLessThan(before);
    }
  });

  it('genre targets differ where the genres do: hip-hop carries more low end than acoustic', () => {
    expect(genreTarget('hiphop').sub).toBeGreaterThan(genreTarget('acoustic').sub + 5);
  });

  it('refuses silence, and reports progress between its stages up to the end', async () => {
    await expect(master(silence(3, SR), SR, { target: 'streaming', genre: 'pop' })).rejects.toThrow(SilentAudioError);
    const seen: number[] = [];
    await master(copy(), SR, { target: 'gentle', genre: 'pop', onProgress: (f) => void seen.push(f) });
    expect(seen[seen.length - 1]).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});

describe('look-ahead limiter', () => {
  it('keeps every peak under the ceiling, including one in the first look-ahead window, and leaves quiet audio alone', () => {
    const n = 40_000;
    const peaks = new Float32Array(n).fill(0.1);
    peaks[10] = 0.9;
    peaks[2500] = 0.8;
    const gain = new Float32Array(n);
    limiterGain(peaks, 2, 0.5, 100, SR, gain, new Int32Array(n));
    for (let i = 0; i < n; i++) expect(peaks[i]! * 2 * gain[i]!).toBeLessThanOrEqual(0.5 + 1e-6);
    expect(gain[n - 1]).toBeGreaterThan(0.99);
    // The gain is already down before the peak arrives (no instant jump at the peak).
    expect(gain[2499]! - gain[2500]!).toBeLessThan(0.01);
  });
});
