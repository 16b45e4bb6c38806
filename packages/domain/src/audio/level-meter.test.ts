import { describe, expect, it } from 'vitest';
import { analyseAudio } from './analyse.ts';
import { LevelMeter } from './level-meter.ts';
import { concat, noise, silence, sine, syntheticSong } from './test-signals.ts';
import { audioWarnings, checkAudioLevels } from '../release/file-checks.ts';

const SR = 44_100;

/** The channels pushed in blocks of `block` frames, as a stream delivers them. */
function streamed(channels: Float32Array[], sampleRate: number, block: number, figures = true) {
  const meter = new LevelMeter(channels.length, sampleRate, { figures });
  const frames = channels[0]!.length;
  for (let start = 0; start < frames; start += block)
    meter.push(
      channels.map((ch) => ch.subarray(start, start + block)),
      Math.min(block, frames - start),
    );
  return meter.finish();
}

const clipped = (channels: Float32Array[]) => channels.map((ch) => ch.map((v) => Math.max(-1, Math.min(1, v))));

describe('the streaming level meter', () => {
  it('reads the mastering analyser’s loudness and peaks whatever the block size', () => {
    const song = syntheticSong({ sampleRate: 48_000, barsPerSection: 1 });
    const loud = clipped(song.channels.map((ch) => ch.map((v) => v * 4)));
    const whole = analyseAudio(loud, 48_000);
    for (const block of [97, 65_536, loud[0]!.length]) {
      const levels = streamed(loud, 48_000, block);
      expect(levels.integratedLufs).toBe(whole.integratedLufs);
      expect(levels.truePeakDbtp).toBe(whole.truePeakDbtp);
      expect(levels.samplePeakDbfs).toBe(whole.samplePeakDbfs);
    }
    // One sample at a time, every carry-over at a block's edge: the same as one block.
    const second = loud.map((ch) => ch.subarray(0, 48_000));
    expect(streamed(second, 48_000, 1)).toEqual(streamed(second, 48_000, 48_000));
  });

  it('measures the share of silent 100 ms windows and of samples clipped in stretches of three or more', () => {
    const tone = sine({ frequency: 440, seconds: 2, sampleRate: SR, amplitudeDb: -12 });
    expect(streamed(concat(tone, silence(6, SR)), SR, 10_000).silentShare).toBeCloseTo(0.75, 2);
    // Noise 70 dB down is still "silence" (below -60 dBFS); a tone is not, even through its zero crossings.
    expect(streamed(noise({ seconds: 3, sampleRate: SR, rmsDb: -75 }), SR, 4096).silentShare).toBe(1);
    expect(streamed(tone, SR, 4096)).toMatchObject({ silentShare: 0, clippedShare: 0 });
    // A 997 Hz sine 6 dB over full scale, clipped: flat tops a third of each half-period long.
    const over = streamed(clipped(sine({ frequency: 997, seconds: 2, sampleRate: SR, amplitudeDb: 6 })), SR, 1000);
    expect(over.clippedShare).toBeGreaterThan(0.6);
    expect(over.clippedShare).toBeLessThan(0.7);
    expect(over.samplePeakDbfs).toBe(0);
  });

  it('answers no levels for digital silence', () => {
    expect(streamed(silence(2, SR), SR, 4096)).toEqual({ integratedLufs: null, truePeakDbtp: null, samplePeakDbfs: null, silentShare: 1, clippedShare: 0 });
  });

  it('leaves the loudness figures out unless asked, and measures the rest the same', () => {
    const tone = concat(sine({ frequency: 440, seconds: 1, sampleRate: SR, amplitudeDb: -3 }), silence(2, SR));
    const { integratedLufs: _lufs, truePeakDbtp: _peak, ...rest } = streamed(tone, SR, 4096);
    expect(streamed(tone, SR, 4096, false)).toEqual(rest);
  });
});

describe('the upload’s judgement of the levels (decision 070)', () => {
  const levels = { integratedLufs: -14, truePeakDbtp: -1, samplePeakDbfs: -1.2, silentShare: 0.1, clippedShare: 0 };

  it('refuses digital silence: nothing above -90 dBFS, which a 16-bit file’s smallest step (-90.3 dBFS) is not', () => {
    expect(checkAudioLevels({ ...levels, samplePeakDbfs: null })).toEqual({ key: 'silent_audio', params: { level: -90 } });
    expect(checkAudioLevels({ ...levels, samplePeakDbfs: 20 * Math.log10(1 / 32_768) })).toEqual({ key: 'silent_audio', params: { level: -90 } });
    expect(checkAudioLevels({ ...levels, samplePeakDbfs: 20 * Math.log10(2 / 32_768) })).toBeNull();
  });

  it('warns when more than half is silence or more than 0.1 % of the samples clip', () => {
    expect(audioWarnings(levels)).toEqual([]);
    expect(audioWarnings({ ...levels, silentShare: 0.5 })).toEqual([]);
    expect(audioWarnings({ ...levels, silentShare: 0.51 })).toEqual(['mostly_silent']);
    expect(audioWarnings({ ...levels, clippedShare: 0.001 })).toEqual([]);
    expect(audioWarnings({ ...levels, silentShare: 0.8, clippedShare: 0.0011 })).toEqual(['mostly_silent', 'clipped']);
  });
});
