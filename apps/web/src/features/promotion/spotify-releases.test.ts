import { describe, expect, it } from 'vitest';
import { releasedOnSpotify } from './spotify-releases.ts';

const release = (name: string, releaseDate: string | null) => ({ id: name, name, releaseDate });

describe('a song Spotify already lists as out', () => {
  it.each([
    ['same title, out last year', [release('Glasshouse', '2025')], 'Glasshouse', 'Glasshouse'],
    ['title in other case and spacing', [release(' GLASSHOUSE ', '2026-12-01')], 'glasshouse', ' GLASSHOUSE '],
    ['out today', [release('Glasshouse', '2026-12-03')], 'Glasshouse', 'Glasshouse'],
    ['coming later', [release('Glasshouse', '2026-12-20')], 'Glasshouse', null],
    ['no date', [release('Glasshouse', null)], 'Glasshouse', null],
    ['another title', [release('Glass House Live', '2024-01-01')], 'Glasshouse', null],
    ['an empty title', [release('', '2024-01-01')], '  ', null],
  ])('%s', (_, releases, title, found) => {
    expect(releasedOnSpotify(releases, title, '2026-12-03')?.name ?? null).toBe(found);
  });
});
