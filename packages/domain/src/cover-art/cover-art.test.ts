import { describe, expect, it } from 'vitest';
import { COVER_TITLE_MAX, coverTextIssues, hasCjk, isRightToLeft, renderKey, variationSeeds, type CoverArtInput } from './cover-art.ts';
import { MOOD_PALETTES, contrast, inkFor, paletteFor } from './palettes.ts';
import { hashSeed, seededRandom } from './seeded-random.ts';

const input: CoverArtInput = { title: 'Midnight Drive', artist: 'Mara Quinn', genre: 'pop', mood: 'energetic', style: 'typographic' };

describe('seeded randomness', () => {
  it('gives the same numbers for the same seed and different ones for another', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw(renderKey(input, 7))).toEqual(draw(renderKey(input, 7)));
    expect(draw(renderKey(input, 7))).not.toEqual(draw(renderKey(input, 8)));
    expect(draw(renderKey(input, 7))).not.toEqual(draw(renderKey({ ...input, title: 'Midnight Drives' }, 7)));
  });

  it('hashes text to a fixed 32-bit value (FNV-1a), the same on every machine', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
    expect(hashSeed('夜の街')).toBe(hashSeed('夜の街'));
  });

  it('keeps integers and picks inside their bounds', () => {
    const random = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('variation seeds', () => {
  it('start with the request seed and derive three more, all different and repeatable', () => {
    const seeds = variationSeeds(1234);
    expect(seeds).toHaveLength(4);
    expect(seeds[0]).toBe(1234);
    expect(new Set(seeds).size).toBe(4);
    expect(variationSeeds(1234)).toEqual(seeds);
    expect(variationSeeds(1235)).not.toEqual(seeds);
  });
});

describe('cover text rules', () => {
  it('accepts ordinary titles in any script, with the punctuation titles use', () => {
    expect(coverTextIssues({ title: "Rock & Roll (Don't Stop)", artist: 'Mara Quinn' })).toEqual({});
    expect(coverTextIssues({ title: '夜の街', artist: '' })).toEqual({});
    expect(coverTextIssues({ title: 'ليالي القاهرة', artist: 'نور' })).toEqual({});
  });

  it('refuses what a store refuses on a cover: store names, web addresses, emoji, markup characters', () => {
    expect(coverTextIssues({ title: 'Out on Spotify', artist: '' }).title).toEqual({ key: 'rule_title_contains', params: { word: 'Spotify' } });
    expect(coverTextIssues({ title: 'Midnight', artist: 'www.maraquinn.example' }).artist?.key).toBe('rule_title_contains');
    expect(coverTextIssues({ title: 'Midnight 🌙', artist: '' }).title?.key).toBe('rule_emoji');
    expect(coverTextIssues({ title: '<b>Midnight</b>', artist: '' }).title?.key).toBe('rule_special_characters');
  });

  it('needs a title and keeps it short enough to read on a thumbnail', () => {
    expect(coverTextIssues({ title: '  ', artist: '' }).title?.key).toBe('rule_required');
    expect(coverTextIssues({ title: 'a'.repeat(COVER_TITLE_MAX + 1), artist: '' }).title).toEqual({ key: 'cover_art_title_too_long', params: { max: COVER_TITLE_MAX } });
    expect(coverTextIssues({ title: 'a'.repeat(COVER_TITLE_MAX), artist: '' })).toEqual({});
  });
});

describe('scripts', () => {
  it('tells right-to-left titles by their first strong letter', () => {
    expect(isRightToLeft('ليالي القاهرة')).toBe(true);
    expect(isRightToLeft('שיר השירים')).toBe(true);
    expect(isRightToLeft('2024 ليالي')).toBe(true);
    expect(isRightToLeft('Cairo ليالي')).toBe(false);
    expect(isRightToLeft('夜の街')).toBe(false);
  });

  it('knows the scripts that break lines between any two characters', () => {
    expect(hasCjk('夜の街')).toBe(true);
    expect(hasCjk('서울의 밤')).toBe(true);
    expect(hasCjk('Midnight')).toBe(false);
  });
});

describe('palettes', () => {
  it('has five colours per palette for every mood', () => {
    for (const palettes of Object.values(MOOD_PALETTES)) for (const palette of palettes) expect(palette).toHaveLength(5);
  });

  it('always finds type that reads (WCAG 4.5:1) on any ground', () => {
    for (const palettes of Object.values(MOOD_PALETTES)) {
      for (const palette of palettes) for (const ground of palette) expect(contrast(inkFor(ground, palette), ground)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('turns the hue by the seed but keeps the palette of the mood', () => {
    const a = paletteFor('dreamy', seededRandom(1));
    expect(paletteFor('dreamy', seededRandom(1))).toEqual(a);
    expect(a.every((colour) => /^#[0-9a-f]{6}$/.test(colour))).toBe(true);
  });
});
