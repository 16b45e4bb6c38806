import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, addCatalog } from '../../../lib/translator.ts';
import type { ArtistRef } from '@portal/domain/release/model';
import { artistNameCheckQuery, artistRecordQuery, type ArtistRecord, type NameCheck } from '../artists-api.ts';
import { ArtistsInput } from './people-inputs.tsx';

// What the artist cards show, rendered to HTML with the answers of the artists API already in the cache (the web app
// has no DOM test setup; interactions are covered by the list model's tests and the API test).

const catalog = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../../../packages/i18n/locales/en.json', import.meta.url)), 'utf8')) as Record<string, string>;

beforeAll(() => {
  addCatalog('en', catalog);
  activateLanguage('en');
});

const record = (artistId: number, artistName: string, stores: { spotifyUrl?: string; appleUrl?: string } = {}): ArtistRecord => ({
  artistId,
  artistName,
  spotifyId: null,
  spotifyUrl: stores.spotifyUrl ?? null,
  appleId: null,
  appleUrl: stores.appleUrl ?? null,
  avatarUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const clean = (name: string): NameCheck => ({ name, ok: true, problems: [] });

function render(value: ArtistRef[], props: { artistRole?: 'primary' | 'featured'; disabled?: boolean; max?: number; error?: string } = {}, seed: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  const input = createElement(ArtistsInput, { label: 'Primary artists', value, onChange: () => {}, suggestions: [], testId: 'artists', ...props });
  return renderToString(createElement(MantineProvider, null, createElement(QueryClientProvider, { client }, input)));
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('artist cards', () => {
  it('show each artist in order with its role and its store profiles, linked or new', () => {
    const luna = record(1, 'Luna Vega', { spotifyUrl: 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6' });
    const html = render([{ id: 1, name: 'Luna Vega' }, { name: 'Kai' }], { artistRole: 'featured' }, (client) => {
      client.setQueryData(artistRecordQuery({ id: 1, name: 'Luna Vega' }).queryKey, luna);
      client.setQueryData(artistRecordQuery({ name: 'Kai' }).queryKey, null);
      client.setQueryData(artistNameCheckQuery('Luna Vega').queryKey, clean('Luna Vega'));
      client.setQueryData(artistNameCheckQuery('Kai').queryKey, clean('Kai'));
    });
    const shown = text(html);
    expect(shown.indexOf('Luna Vega')).toBeLessThan(shown.indexOf('Kai'));
    expect(html).toContain('data-testid="artists-card-0"');
    expect(html).toContain('data-testid="artists-card-1"');
    expect(shown.match(/Featured artist/g)).toHaveLength(2);
    expect(shown).toContain('Spotify linked');
    expect(html).toContain('href="https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6"');
    expect(shown.match(/Apple Music: new artist profile/g)).toHaveLength(2);
    expect(shown.match(/Spotify: new artist profile/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Reorder Luna Vega: drag, or press the up and down arrow keys"');
    expect(html).toContain('aria-label="Edit Kai"');
    expect(html).toContain('aria-label="Remove Kai"');
    expect(html).not.toContain('artists-card-0-warning');
  });

  it('put the stores’ warnings on the card, in the user’s language', () => {
    const html = render([{ name: 'DJ Kai' }], {}, (client) => {
      client.setQueryData(artistNameCheckQuery('DJ Kai').queryKey, {
        name: 'DJ Kai',
        ok: true,
        problems: [{ key: 'artist_name_contains_keyword_at_store', params: { word: 'DJ', store: 'Apple Music' }, level: 'warning', message: 'whatever the server said' }],
      } satisfies NameCheck);
    });
    expect(html).toContain('data-testid="artists-card-0-warning"');
    expect(html).toContain('data-level="warning"');
    expect(text(html)).toContain('Primary artist');
    expect(html).toContain("Store warnings for DJ Kai: Apple Music may refuse artist names with 'DJ'.".replace(/'/g, '&#x27;'));
  });

  it('take nothing more once the list is full, and show the rule’s message under the cards', () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Artist ${id}` }));
    const html = render(five, { max: 5, error: 'You can add at most 5 primary artists' });
    expect(html).toContain('placeholder="This list is full: at most 5 artists."');
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*data-testid="artists"|<input[^>]*data-testid="artists"[^>]*disabled=""/);
    expect(text(html)).toContain('You can add at most 5 primary artists');
  });

  it('offer no editing, removing or dragging when the field is read-only', () => {
    const html = render([{ id: 1, name: 'Luna Vega' }], { disabled: true });
    expect(text(html)).toContain('Luna Vega');
    expect(html).not.toContain('artists-card-0-handle');
    expect(html).not.toContain('artists-card-0-edit');
    expect(html).not.toContain('artists-card-0-remove');
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*data-testid="artists"|<input[^>]*data-testid="artists"[^>]*disabled=""/);
  });
});
