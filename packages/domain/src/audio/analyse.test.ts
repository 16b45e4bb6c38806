import { describe, expect, it } from 'vitest';
import { analyseAudio } from './analyse.ts';
import { integratedLoudness } from './loudness.ts';
import { toDb, truePeak, truePeakEnvelope } from './true-peak.ts';
import { applyGainDb, concat, noise, silence, sine, sineSweep } from './test-signals.ts';

const SR = 48_000;

describe('integrated loudness (BS.1770-4)', () => {
  it('reads a 1 kHz sine at -20 dBFS on both channels as -20 LUFS, and at 0 dBFS on one channel as -3.01 LUFS', () => {
    expect(integratedLoudness(sine({ frequency: 1000, seconds: 5, sampleRate: SR, amplitudeDb: -20 }), SR)).toBeCloseTo(-20, 1);
    const [left] = sine({ frequency: 1000, seconds: 5, sampleRate: SR, amplitudeDb: 0, channels: 1 });
    expect(integratedLoudness([left!, new Float32Array(left!.length)], SR)).toBeCloseTo(-3.01, 1);
  });

  it('gates: silence and a quiet stretch 20 LU below the music do not pull the figure down', () => {
    const loud = noise({ seconds: 10, sampleRate: SR, rmsDb: -20, color: 'pink' });
    const alone = integratedLoudness(loud, SR);
    const withGaps = concat(silence(5, SR), loud, noise({ seconds: 10, sampleRate: SR, rmsDb: -45, color: 'pink', seed: 9 }), silence(5, SR));
    expect(Math.abs(integratedLoudness(withGaps, SR) - alone)).toBeLessThan(0.2);
  });

  it('follows gain exactly: 6 dB more is 6 LU louder', () => {
    const a = noise({ seconds: 8, sampleRate: 44_100, rmsDb: -24, color: 'pink' });
    const before = integratedLoudness(a, 44_100);
    expect(integratedLoudness(applyGainDb(a, 6), 44_100) - before).toBeCloseTo(6, 2);
  });
});

describe('analysis', () => {
  it('measures loudness range as the spread between quiet and loud passages (EBU Tech 3342: 20 s at -20 then -30 is 10 LU)', () => {
    const steps = concat(noise({ seconds: 20, sampleRate: SR, rmsDb: -20, color: 'pink' }), noise({ seconds: 20, sampleRate: SR, rmsDb: -30, color: 'pink', seed: 3 }));
    expect(analyseAudio(steps, SR).loudnessRangeLu).toBeGreaterThan(9.5);
    expect(analyseAudio(steps, SR).loudnessRangeLu).toBeLessThan(10.5);
    expect(analyseAudio(noise({ seconds: 20, sampleRate: SR, rmsDb: -20 }), SR).loudnessRangeLu).toBeLessThan(1);
  });

  it('finds the inter-sample peak of a quarter-rate sine sampled 45° off its crests (3 dB above the samples)', () => {
    const signal = sine({ frequency: 44_100 / 4, seconds: 2, sampleRate: 44_100, amplitudeDb: -3, phase: Math.PI / 4 });
    const a = analyseAudio(signal, 44_100);
    expect(a.samplePeakDbfs).toBeCloseTo(-6.01, 1);
    expect(a.truePeakDbtp!).toBeGreaterThan(-3.2);
    expect(a.truePeakDbtp!).toBeLessThan(-2.8);
    // Skipping the quiet stretches changes nothing: the envelope of every sample has the same maximum.
    const envelope = truePeakEnvelope(signal[0]!, 44_100);
    expect(toDb(Math.max(...envelope))).toBeCloseTo(toDb(truePeak(signal, 44_100)), 3);
  });

  it('counts clipped stretches and samples, and leading and trailing silence', () => {
    const body = sine({ frequency: 200, seconds: 2, sampleRate: SR, amplitudeDb: 6 }); // clipped below
    for (const ch of body) for (let i = 0; i < ch.length; i++) ch[i] = Math.max(-1, Math.min(1, ch[i]!));
    const a = analyseAudio(concat(silence(1.5, SR), body, silence(3, SR)), SR);
    // 200 Hz for 2 s: 400 periods, each with one positive and one negative flat top, on two channels.
    expect(a.clipping.clippedRuns).toBe(1600);
    expect(a.clipping.clippedSamples).toBeGreaterThan(1600 * 3);
    expect(a.silence.leadingSec).toBeCloseTo(1.5, 2);
    expect(a.silence.trailingSec).toBeCloseTo(3, 1);
    expect(a.durationSec).toBeCloseTo(6.5, 3);
  });

  it('puts energy in the right spectral band', () => {
    const bass = analyseAudio(sine({ frequency: 100, seconds: 3, sampleRate: SR }), SR).spectrum!;
    expect(bass.bass).toBeGreaterThan(-0.1);
    expect(bass.air).toBeLessThan(-40);
    const sweep = analyseAudio(sineSweep({ from: 20, to: 20_000, seconds: 10, sampleRate: SR }), SR).spectrum!;
    // A log sweep spends equal time per octave: the 3-octave low-mid band holds the most, the 1.6-octave sub band less.
    expect(sweep.low_mid).toBeGreaterThan(sweep.sub);
    expect(sweep.low_mid).toBeGreaterThan(sweep.high_mid);
  });

  it('reports silence as no loudness rather than a number', () => {
    const a = analyseAudio(silence(3, SR), SR);
    expect(a.integratedLufs).toBeNull();
    expect(a.truePeakDbtp).toBeNull();
    expect(a.spectrum).toBeNull();
    expect(a.silence.leadingSec).toBe(3);
  });
});
