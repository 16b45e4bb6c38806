import { describe, expect, it } from 'vitest';
import { conceptFrom, MV_TEMPLATE_LOOK } from './concept.ts';
import { energySectionStarts, planShots, shotBoundaries, shotListFault, SHOT_MIN_MS, withStarts } from './shots.ts';

describe('shot planning', () => {
  it('cuts at every section change inside the segment and every ~5 s within long sections, never shorter than 1.5 s', () => {
    const points = shotBoundaries(30_000, [-2000, 8000, 8800, 20_000, 31_000]);
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(30_000);
    expect(points).toContain(8000);
    expect(points).toContain(20_000);
    expect(points).not.toContain(8800); // 0.8 s after a cut: dropped
    const lengths = points.slice(1).map((p, i) => p - points[i]!);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(SHOT_MIN_MS);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(7500);
  });

  it('covers the segment exactly, takes the images in turn and never repeats a motion twice running; the seed decides', () => {
    const shots = planShots({ durationMs: 30_000, sectionStartsMs: [8000, 16_000], images: ['artwork', 'p1', 'p2'], seed: 3 });
    expect(shots.reduce((sum, s) => sum + s.durationMs, 0)).toBe(30_000);
    expect(shots.map((s) => s.image).slice(0, 4)).toEqual(['artwork', 'p1', 'p2', 'artwork']);
    for (let i = 1; i < shots.length; i++) {
      expect(shots[i]!.motion).not.toBe(shots[i - 1]!.motion);
      expect(shots[i]!.startMs).toBe(shots[i - 1]!.startMs + shots[i - 1]!.durationMs);
    }
    expect(planShots({ durationMs: 30_000, sectionStartsMs: [8000, 16_000], images: ['artwork'], seed: 3 })).toEqual(
      planShots({ durationMs: 30_000, sectionStartsMs: [8000, 16_000], images: ['artwork'], seed: 3 }),
    );
  });

  it('checks an edited list: total, lengths, images and motions', () => {
    const images = ['artwork', 'p1'];
    const ok = [
      { durationMs: 10_000, image: 'artwork', motion: 'zoom_in' as const },
      { durationMs: 20_000, image: 'p1', motion: 'still' as const },
    ];
    expect(shotListFault(ok, 30_000, images)).toBeNull();
    expect(shotListFault([], 30_000, images)).toBe('mv_shots_count_invalid');
    expect(
      shotListFault(
        [
          { ...ok[0]!, durationMs: 30_000 },
          { ...ok[1]!, durationMs: 1000 },
        ],
        31_000,
        images,
      ),
    ).toBe('mv_shot_duration_invalid');
    expect(shotListFault([{ ...ok[0]!, durationMs: 30_000 }], 30_000, ['p1'])).toBe('mv_shot_image_unknown');
    expect(shotListFault([{ ...ok[0]!, durationMs: 30_000, motion: 'spin' as never }], 30_000, images)).toBe('mv_shot_motion_invalid');
    expect(shotListFault(ok, 29_000, images)).toBe('mv_shots_total_mismatch');
    expect(withStarts(ok, 30_000).map((s) => s.startMs)).toEqual([0, 10_000]);
  });

  it('finds section starts where the level changes for 4 s or more', () => {
    const levels = [...Array(10).fill(-30), ...Array(12).fill(-14), ...Array(10).fill(-28)];
    expect(energySectionStarts(levels)).toEqual([10_000, 22_000]);
    expect(energySectionStarts(Array(30).fill(-20))).toEqual([]);
  });

  it('derives the concept from the seed: the visualiser is one the template offers', () => {
    for (let seed = 0; seed < 20; seed++) {
      const concept = conceptFrom({ template: 'visualiser', aspect: '16:9', style: 'neon', seed });
      expect(MV_TEMPLATE_LOOK.visualiser.visualisers).toContain(concept.visualiser);
    }
    const seen = new Set(Array.from({ length: 20 }, (_, seed) => conceptFrom({ template: 'lyric', aspect: '9:16', style: 'warm', seed }).transition));
    expect(seen.size).toBeGreaterThan(1);
  });
});
