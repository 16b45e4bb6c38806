import { describe, expect, it } from 'vitest';
import { genreKey, genreText } from './genre-text.ts';

const t = (key: string) => `<${key}>`;

describe('genreText', () => {
  it('translates the main genre and keeps the subgenre’s store name', () => {
    expect(genreText('alternative', 'alternative.indie-rock', t)).toBe('<genre_alternative> / Indie Rock');
    expect(genreText('alternative', undefined, t)).toBe('<genre_alternative>');
  });

  it('ignores a subgenre of another genre and an unknown genre', () => {
    expect(genreText('alternative', 'blues.acoustic-blues', t)).toBe('<genre_alternative>');
    expect(genreText('no-such-genre', undefined, t)).toBe('');
    expect(genreText(undefined, undefined, t)).toBe('');
  });

  it('names keys as the catalog does', () => {
    expect(genreKey('hip-hop')).toBe('genre_hip_hop');
  });
});
