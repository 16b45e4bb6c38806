import { describe, expect, it } from 'vitest';
import { searchHits } from './search-hits.ts';

describe('where a search hit opens', () => {
  it('opens an artist of the list on its page and a credited name on the songs crediting it', () => {
    const hits = searchHits({
      type: 'artist',
      total: 2,
      artists: [
        { artistId: 4, name: 'Luna Vega', songCount: 3 },
        { artistId: null, name: 'Kai & Co', songCount: 1 },
      ],
    });
    expect(hits.map((hit) => hit.to)).toEqual(['/artists/4', '/library?artist=Kai%20%26%20Co']);
  });

  it('opens a team member on the team page and a collaborator on the splits', () => {
    const hits = searchHits({
      type: 'user',
      total: 2,
      users: [
        { userId: 2, name: 'Rosa', email: 'rosa@example.com', relation: 'team_member' },
        { userId: null, name: '', email: 'mara@example.com', relation: 'split_collaborator' },
      ],
    });
    expect(hits.map((hit) => [hit.title, hit.to])).toEqual([
      ['Rosa', '/team'],
      ['mara@example.com', '/revenue/splits'],
    ]);
  });
});
