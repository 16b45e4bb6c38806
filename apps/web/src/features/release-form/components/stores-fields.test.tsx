import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_ID_PSEUDO_STORE_ID, YOUTUBE_MUSIC_ID } from '@portal/domain/catalog/platforms';
import type { AlbumInput } from '@portal/domain/release/model';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { renderInApp } from '../../../test/render.tsx';
import { blankAlbum } from '../form-model.ts';
import { type PlatformChoice, StoresFields } from './stores-fields.tsx';

const platforms: PlatformChoice[] = [
  { id: 1, name: 'Flick', type: 'in-house', logo: { kind: 'monogram' }, required: true },
  { id: 2, name: 'Flick Music', type: 'in-house', logo: { kind: 'monogram' }, required: false },
  { id: 1026, name: 'Spotify', type: 'streaming', logo: { kind: 'simple-icons', slug: 'spotify' }, required: false },
  { id: YOUTUBE_MUSIC_ID, name: 'YouTube Music', type: 'streaming', logo: { kind: 'simple-icons', slug: 'youtubemusic' }, required: false },
  { id: CONTENT_ID_PSEUDO_STORE_ID, name: 'YouTube Content ID', type: 'social', logo: { kind: 'monogram' }, required: false },
];

const chosen = (count: number) => en.rf_stores_chosen.replace('{{chosen}}', String(count)).replace('{{available}}', String(platforms.length));
const box = (id: number) => screen.getByTestId(`store-${id}`) as HTMLInputElement;
const noChange = () => {};
const countryPicker = () => screen.getByRole('combobox', { name: en.rf_territories_selected });
/** The countries chosen, as the pills beside the picker's text field show them. */
const pills = (picker = countryPicker()) =>
  Array.from(picker.parentElement?.children ?? [])
    .filter((item) => item !== picker)
    .map((pill) => pill.textContent);
const nothingKept = { stores: new Set<string>(), territories: [] };

/** The form's own wiring: a change is a patch merged into the album, and everything it reported is recorded. */
function Choosing({ start, kept = nothingKept, patches = [] }: { start: Partial<AlbumInput>; kept?: { stores: Set<string>; territories: string[] | null }; patches?: Partial<AlbumInput>[] }) {
  const [album, setAlbum] = useState<AlbumInput>({ ...blankAlbum('Luna', 'UTC'), ...start });
  const onChange = (patch: Partial<AlbumInput>) => {
    patches.push(patch);
    setAlbum((current) => ({ ...current, ...patch }));
  };
  return <StoresFields album={album} platforms={platforms} onChange={onChange} kept={kept} />;
}

afterEach(() => activateLanguage('en'));

describe('the release form’s stores and territories', () => {
  it('counts the stores chosen, shows the other kinds on request, and ticks and unticks a store', async () => {
    const user = userEvent.setup();
    const patches: Partial<AlbumInput>[] = [];
    renderInApp(<Choosing start={{ stores: { 1: true } }} patches={patches} />);
    expect(screen.getByTestId('stores-chosen').textContent).toBe(chosen(1));
    expect(screen.getByText(en.rf_store_type_in_house)).toBeTruthy();
    expect(screen.queryByTestId('store-1026')).toBeNull();

    await user.click(screen.getByRole('button', { name: en.rf_stores_show }));
    expect(screen.getByText(en.rf_store_type_streaming)).toBeTruthy();
    expect(screen.getByText(en.rf_store_type_social)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Spotify' }));
    expect(patches.at(-1)).toEqual({ stores: { 1: true, 1026: true } });
    expect(box(1026).checked).toBe(true);
    expect(screen.getByTestId('stores-chosen').textContent).toBe(chosen(2));

    await user.click(box(1026));
    expect(patches.at(-1)).toEqual({ stores: { 1: true, 1026: false } });
    expect(screen.getByTestId('stores-chosen').textContent).toBe(chosen(1));
  });

  it('keeps the required store, a store already delivered to, and Content ID while YouTube Music is chosen', async () => {
    const user = userEvent.setup();
    const patches: Partial<AlbumInput>[] = [];
    renderInApp(
      <Choosing start={{ stores: { 1: true, 2: true, [YOUTUBE_MUSIC_ID]: true, [CONTENT_ID_PSEUDO_STORE_ID]: true } }} kept={{ stores: new Set(['2']), territories: [] }} patches={patches} />,
    );
    await user.click(screen.getByTestId('stores-toggle'));
    expect(box(1).disabled).toBe(true);
    expect(box(2).disabled).toBe(true);
    expect(box(CONTENT_ID_PSEUDO_STORE_ID).disabled).toBe(true);
    expect(box(1026).disabled).toBe(false);

    // Without YouTube Music, Content ID may be left.
    await user.click(box(YOUTUBE_MUSIC_ID));
    expect(patches.at(-1)?.stores?.[YOUTUBE_MUSIC_ID]).toBe(false);
    expect(box(CONTENT_ID_PSEUDO_STORE_ID).disabled).toBe(false);
    await user.click(box(CONTENT_ID_PSEUDO_STORE_ID));
    expect(patches.at(-1)?.stores?.[CONTENT_ID_PSEUDO_STORE_ID]).toBe(false);
    expect(patches).toHaveLength(2);
  });

  it('shows what the rules say about the stores and the territories', () => {
    renderInApp(
      <StoresFields
        album={{ ...blankAlbum('Luna', 'UTC'), territories: ['BR'] }}
        platforms={platforms}
        onChange={noChange}
        message="Choose at least one store."
        territoriesMessage="Choose a country."
        kept={nothingKept}
      />,
    );
    expect(screen.getByTestId('stores-message').textContent).toBe('Choose at least one store.');
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one store.');
    expect(screen.getByText('Choose a country.')).toBeTruthy();
  });

  it('shows a narrowed release’s countries by name, adds one picked from the list, and goes back to worldwide', async () => {
    const user = userEvent.setup();
    const patches: Partial<AlbumInput>[] = [];
    renderInApp(<Choosing start={{ territories: ['BR'] }} patches={patches} />);
    expect((screen.getByRole('radio', { name: en.rf_territories_selected }) as HTMLInputElement).checked).toBe(true);
    expect(pills()).toEqual(['Brazil']);

    await user.type(countryPicker(), 'Jap');
    // Mantine's dropdown stays display: none in happy-dom (no transitions run), hence `hidden: true`.
    await user.click(await screen.findByRole('option', { name: 'Japan', hidden: true }));
    expect(patches.at(-1)).toEqual({ territories: ['BR', 'JP'] });
    expect(pills()).toEqual(['Brazil', 'Japan']);

    await user.click(screen.getByRole('radio', { name: en.rf_territories_worldwide }));
    expect(patches.at(-1)).toEqual({ territories: [] });
    expect(screen.queryByRole('combobox', { name: en.rf_territories_selected })).toBeNull();
  });

  it('after approval keeps the countries the release already has', async () => {
    const user = userEvent.setup();
    const patches: Partial<AlbumInput>[] = [];
    renderInApp(<Choosing start={{ territories: ['BR', 'JP'] }} kept={{ stores: new Set(), territories: ['BR'] }} patches={patches} />);
    await user.type(countryPicker(), '{Backspace}{Backspace}');
    // Japan was added in this update and goes; Brazil stays.
    expect(patches).toEqual([{ territories: ['BR'] }, { territories: ['BR'] }]);
    expect(pills()).toEqual(['Brazil']);
  });

  it('offers no narrowing to a release that went out worldwide', () => {
    renderInApp(<Choosing start={{ territories: [] }} kept={{ stores: new Set(), territories: null }} />);
    expect((screen.getByRole('radio', { name: en.rf_territories_selected }) as HTMLInputElement).disabled).toBe(true);
  });

  // Known fault (reported, not fixed here): for a new release or a draft the form passes kept.territories = [], so
  // choosing "Only selected countries" sends territories: [] — which reads as worldwide again. The radio snaps back and
  // the country picker never appears. Remove `.fails` once the choice opens the picker.
  it('lets a new release choose “Only selected countries”: the picker opens, says it is worldwide until a country is picked, and keeps the choice when going back', async () => {
    const user = userEvent.setup();
    renderInApp(<Choosing start={{ territories: [] }} />);
    await user.click(screen.getByRole('radio', { name: en.rf_territories_selected }));
    expect((screen.getByRole('radio', { name: en.rf_territories_selected }) as HTMLInputElement).checked).toBe(true);
    expect(countryPicker()).toBeTruthy();
    expect(screen.getByText(en.rf_territories_pick_hint)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: en.rf_territories_worldwide }));
    expect(screen.queryByRole('combobox', { name: en.rf_territories_selected })).toBeNull();
  });

  it('speaks Arabic to an Arabic reader: store count, country names and continents', async () => {
    const user = userEvent.setup();
    activateLanguage('ar');
    renderInApp(<Choosing start={{ stores: { 1: true }, territories: ['BR'] }} />);
    expect(screen.getByTestId('stores-chosen').textContent).toBe(ar.rf_stores_chosen.replace('{{chosen}}', '1').replace('{{available}}', String(platforms.length)));
    const picker = screen.getByRole('combobox', { name: ar.rf_territories_selected });
    expect(pills(picker)).toEqual(['البرازيل']);
    await user.click(picker);
    expect(await screen.findByRole('group', { name: ar.continent_asia, hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'اليابان', hidden: true })).toBeTruthy();
  });
});
