import { describe, expect, it } from 'vitest';
import { concat, noise, syntheticSong, type SongSection } from '../test-signals.ts';
import { detectChorus } from './detect-chorus.ts';

const RATE = 11025;
const chorusSections = (sections: SongSection[]) => sections.filter((s) => s.name === 'chorus');

describe('chorus detection on a synthetic song (intro, verse, chorus, verse, chorus, bridge, chorus, outro)', () => {
  const song = syntheticSong({ sampleRate: RATE, channels: 1 });
  const result = detectChorus(song.channels[0]!, RATE);
  const choruses = chorusSections(song.sections);

  it('finds the first chorus within 2 seconds and proposes a 15-30 s clip starting there, on frame boundaries', () => {
    expect(result.method).toBe('repetition');
    expect(Math.abs(result.chorus.startMs / 1000 - choruses[0]!.startSec)).toBeLessThanOrEqual(2);
    expect(Math.abs(result.clip.startMs / 1000 - choruses[0]!.startSec)).toBeLessThanOrEqual(2);
    expect(result.clip.durationMs).toBeGreaterThanOrEqual(15_000);
    expect(result.clip.durationMs).toBeLessThanOrEqual(30_000);
    expect(result.clip.endMs - result.clip.startMs).toBe(result.clip.durationMs);
    expect(result.clip.startMs % result.hopMs).toBe(0);
    expect(result.clip.durationMs % result.hopMs).toBe(0);
  });

  it('lists the three choruses, and none of the (more often repeated, quieter) verse loops, each within 2 seconds', () => {
    expect(result.occurrences).toHaveLength(3);
    result.occurrences.forEach((occurrence, i) => {
      expect(Math.abs(occurrence.startMs / 1000 - choruses[i]!.startSec)).toBeLessThanOrEqual(2);
      expect(Math.abs(occurrence.endMs / 1000 - choruses[i]!.endSec)).toBeLessThanOrEqual(2);
    });
  });

  it('keeps the clip inside the track when a longer maximum is allowed', () => {
    const long = detectChorus(song.channels[0]!, RATE, { maxClipMs: 60_000 });
    expect(long.clip.durationMs).toBeGreaterThanOrEqual(15_000);
    expect(long.clip.endMs).toBeLessThanOrEqual(long.durationMs);
  });
});

describe('chorus detection on other shapes', () => {
  it('finds the first chorus of a slower song with two verses first and a double chorus at the end', () => {
    const song = syntheticSong({ sampleRate: RATE, channels: 1, bpm: 100, structure: ['intro', 'verse', 'verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus', 'chorus', 'outro'] });
    const result = detectChorus(song.channels[0]!, RATE);
    expect(Math.abs(result.clip.startMs / 1000 - chorusSections(song.sections)[0]!.startSec)).toBeLessThanOrEqual(2);
  }, 120_000);

  it('falls back to the loudest window when nothing repeats', () => {
    const [channel] = concat(
      noise({ seconds: 20, sampleRate: RATE, rmsDb: -30, channels: 1, seed: 1 }),
      noise({ seconds: 15, sampleRate: RATE, rmsDb: -8, channels: 1, seed: 2 }),
      noise({ seconds: 5, sampleRate: RATE, rmsDb: -30, channels: 1, seed: 3 }),
    );
    const result = detectChorus(channel!, RATE);
    expect(result.method).toBe('energy');
    expect(Math.abs(result.clip.startMs - 20_000)).toBeLessThanOrEqual(500);
    expect(result.clip.durationMs).toBe(15_000);
  });
});
