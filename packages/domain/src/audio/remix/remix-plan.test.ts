import { describe, expect, it } from 'vitest';
import { defaultRemixSettings, planRemix, presetSettings, remixSettingsProblem, reverbImpulse, type RemixSettings } from './remix-plan.ts';

const source = { durationMs: 180_000, sampleRate: 44_100 };
const settings = (patch: Partial<RemixSettings>): RemixSettings => ({ ...defaultRemixSettings, ...patch });

describe('remix plan', () => {
  it('varispeed changes the sample rate (pitch follows); stretch keeps it and asks Rubber Band for the tempo', () => {
    const fast = planRemix(settings(presetSettings.sped_up), source);
    expect(fast.graph).toContain('asetrate=55125,aresample=44100');
    expect(fast.graph).not.toContain('rubberband');
    expect(fast).toMatchObject({ outputDurationMs: 144_000, pitchRatio: 1.25, impulse: null });

    const stretched = planRemix(settings({ tempo: 0.8, tempoMode: 'stretch' }), source);
    expect(stretched.graph).toContain('rubberband=tempo=0.800000:pitch=1.000000');
    expect(stretched).toMatchObject({ outputDurationMs: 225_000, pitchRatio: 1 });
    expect(planRemix(settings({ pitchSemitones: 7 }), source).pitchRatio).toBeCloseTo(2 ** (7 / 12), 6);
  });

  it('reverb convolves with a second input and adds its 2.5 s tail; fades sit at the very start and end', () => {
    const plan = planRemix(settings({ ...presetSettings.slowed_reverb, fadeOutMs: 3_000, fadeInMs: 1_000 }), source);
    expect(plan.impulse).toEqual({ amount: 0.5, seconds: 2.5 });
    expect(plan.graph).toContain('[dry][ir]afir=gtype=none');
    expect(plan.outputDurationMs).toBe(Math.round(180_000 / 0.85 + 2_500));
    expect(plan.graph).toContain('afade=t=in:st=0:d=1.000');
    expect(plan.graph).toContain(`afade=t=out:st=${((plan.outputDurationMs - 3_000) / 1000).toFixed(3)}:d=3.000`);
  });

  it('a preview reads only the part of the source it needs and ends with a short fade', () => {
    const plan = planRemix(settings({ tempo: 0.8, tempoMode: 'varispeed', trimStartMs: 30_000, fadeOutMs: 5_000 }), source, { previewMs: 20_000 });
    expect(plan.outputDurationMs).toBe(20_000);
    expect(plan.graph).toContain('atrim=start=30.000:end=46.800');
    expect(plan.graph).toContain('afade=t=out:st=19.700:d=0.300');
  });

  it('names what does not fit the track', () => {
    expect(remixSettingsProblem(settings({}), 10_000)).toBeNull();
    expect(remixSettingsProblem(settings({ trimStartMs: 5_000, trimEndMs: 4_000 }), 10_000)).toBe('remix_trim_invalid');
    expect(remixSettingsProblem(settings({ trimEndMs: 12_000 }), 10_000)).toBe('remix_trim_invalid');
    expect(remixSettingsProblem(settings({ trimStartMs: 9_500 }), 10_000)).toBe('remix_too_short');
    expect(remixSettingsProblem(settings({ fadeInMs: 6_000, fadeOutMs: 6_000 }), 10_000)).toBe('remix_fades_too_long');
  });

  it('makes a wide impulse: a unit direct sound, then a tail carrying amount² of the energy, different left and right', () => {
    const [left, right] = reverbImpulse(8_000, 0.5, 1);
    expect(left![0]).toBe(1);
    let energy = 0;
    for (let i = 1; i < left!.length; i++) energy += left![i]! ** 2;
    expect(energy).toBeCloseTo(0.25, 6);
    expect(left![1000]).not.toBe(right![1000]);
    expect(Math.abs(left![7_900]!)).toBeLessThan(0.01);
  });
});
