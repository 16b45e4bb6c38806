import { describe, expect, it } from 'vitest';
import { artistNameErrors, artistNameProblems, normaliseArtistName } from './artist-name.ts';

const summary = (name: string) => artistNameProblems(name).map((p) => [p.key, p.level, p.params?.word ?? null, p.store?.platformId ?? null]);

describe('artist name problems', () => {
  it.each([
    ['Luna Vega', []],
    ['Beyoncé', []],
    ['   ', [['rule_required', 'error', null, null]]],
    ['x'.repeat(101), [['artist_name_too_long', 'error', null, null]]],
    ['Luna 🌙', [['rule_emoji', 'error', null, null]]],
    ['Luna <Vega>', [['rule_special_characters', 'error', null, null]]],
    ['Various Artists', [['rule_artist_name_blocked', 'error', 'Various Artists', null]]],
    ['unknown', [['rule_artist_name_blocked', 'error', 'unknown', null]]],
    ['Luna Vega Music', [['artist_name_contains_keyword', 'warning', 'Music', null]]],
    ['Luna feat. Kai', [['artist_name_contains_keyword', 'warning', 'feat.', null]]],
    ['DJ', [['artist_name_blocked_at_store', 'warning', 'DJ', 1036]]],
    [
      'DJ Snake & Friends',
      [
        ['artist_name_contains_keyword_at_store', 'warning', 'DJ', 1036],
        ['artist_name_contains_keyword_at_store', 'warning', '&', 1036],
      ],
    ],
    ['Tribute to Luna', [['artist_name_contains_keyword_at_store', 'warning', 'Tribute to', 1036]]],
    ['Rain Sounds Collective', [['artist_name_contains_keyword_at_store', 'warning', 'Rain Sounds', 1026]]],
  ] as const)('%s', (name, expected) => {
    expect(summary(name)).toEqual(expected);
  });

  it('matches keywords only as whole words', () => {
    expect(artistNameProblems('Vavá')).toEqual([]);
    expect(artistNameProblems('Musicality')).toEqual([]);
    expect(artistNameProblems('Softly')).toEqual([]);
    expect(artistNameProblems('Testament')).toEqual([]);
  });

  it('names the store with its catalogue name', () => {
    const [problem] = artistNameProblems('Spotify');
    expect(problem).toMatchObject({ key: 'artist_name_blocked_at_store', params: { word: 'Spotify', store: 'Spotify' }, store: { key: 'spotify', platformId: 1026 } });
  });

  it('counts characters as people do and the limit after trimming', () => {
    expect(artistNameErrors(` ${'é'.repeat(100)} `)).toEqual([]);
    expect(artistNameErrors('Ω'.repeat(101)).map((p) => p.key)).toEqual(['artist_name_too_long']);
  });

  it('keeps names trimmed with single spaces', () => {
    expect(normaliseArtistName('  Luna \t  Vega ')).toBe('Luna Vega');
  });
});
