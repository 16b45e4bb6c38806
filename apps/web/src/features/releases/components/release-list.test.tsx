import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteDraft } from '@portal/contract/heads/releases';
import { ReleaseStatus } from '@portal/domain/enums';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { ReleaseSummary } from '../api.ts';
import { ReleaseCards, ReleaseTable } from './release-list.tsx';

const march5 = Date.UTC(2025, 2, 5, 12);

const release = (albumId: number, fields: Partial<ReleaseSummary> = {}): ReleaseSummary => ({
  albumId,
  kind: 'ALBUM',
  status: ReleaseStatus.Live,
  isDraft: false,
  title: 'Maré Alta',
  upc: '0123456789012',
  coverUrl: null,
  artists: ['Luna', 'Sol'],
  releaseTime: march5,
  songCount: 12,
  updatedAt: '2025-03-01T10:00:00Z',
  ...fields,
});

const albums = [release(7), release(8, { kind: 'SINGLE', status: ReleaseStatus.Init, isDraft: true, title: '', artists: [], releaseTime: null, songCount: 1 })];

/** Where the app went: the path the router is at. */
function Here() {
  return <output data-testid="here">{useLocation().pathname}</output>;
}

const status = (row: HTMLElement) => within(row).getByTestId('release-status').textContent;

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the release list on a wide screen', () => {
  it('shows a row per release with its title, artists, kind, status, release date and songs', () => {
    renderInApp(<ReleaseTable albums={albums} />);
    expect(screen.getByTestId('release-table').getAttribute('data-layout')).toBe('table');
    const live = screen.getByTestId('release-row-7');
    expect(within(live).getByTestId('release-title').textContent).toBe('Maré Alta');
    expect(within(live).getByText(`Luna, Sol · ${en.rf_kind_album}`)).toBeTruthy();
    expect(status(live)).toBe(en.release_status_Live);
    expect(within(live).getByText('Mar 5, 2025')).toBeTruthy();
    expect(within(live).getByText('12')).toBeTruthy();
  });

  it('names an untitled draft, says it has no date yet, and calls it a draft', () => {
    renderInApp(<ReleaseTable albums={albums} />);
    const draft = screen.getByTestId('release-row-8');
    expect(within(draft).getByTestId('release-title').textContent).toBe(en.releases_untitled);
    expect(within(draft).getByText(en.rf_kind_single)).toBeTruthy();
    expect(status(draft)).toBe(en.release_status_Init);
    expect(within(draft).getByText('—')).toBeTruthy();
  });

  it('opens a release on its detail page, and a draft in the form to be continued', async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <ReleaseTable albums={albums} />
        <Here />
      </>,
      { route: '/release-management' },
    );
    await user.click(within(screen.getByTestId('release-row-7')).getByText('12'));
    expect(screen.getByTestId('here').textContent).toBe('/release-management/7');
    await user.click(within(screen.getByTestId('release-row-8')).getByTestId('release-title'));
    expect(screen.getByTestId('here').textContent).toBe('/release/edit/8');
  });
});

describe('the release list on a phone', () => {
  it('shows a card per release, still found by its row id, with the status and a line of kind, date and songs', async () => {
    const user = userEvent.setup();
    setViewport('phone');
    renderInApp(
      <>
        <ReleaseCards albums={albums} />
        <Here />
      </>,
    );
    expect(screen.getByTestId('release-cards').getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    const live = screen.getByTestId('release-row-7');
    expect(within(live).getByTestId('release-title').textContent).toBe('Maré Alta');
    expect(within(live).getByText('Luna, Sol')).toBeTruthy();
    expect(status(live)).toBe(en.release_status_Live);
    expect(within(live).getByText(`${en.rf_kind_album} · Mar 5, 2025 · ${en.releases_song_count.replace('{{songs}}', '12')}`)).toBeTruthy();
    // A draft with no artists leaves their line out rather than showing an empty one.
    const draft = screen.getByTestId('release-row-8');
    expect(within(draft).getByText(`${en.rf_kind_single} · — · ${en.releases_song_count.replace('{{songs}}', '1')}`)).toBeTruthy();

    await user.click(live);
    expect(screen.getByTestId('here').textContent).toBe('/release-management/7');
  });

  it('speaks Arabic to an Arabic reader: status, kind, the date in Arabic form and the song count', () => {
    setViewport('phone');
    activateLanguage('ar');
    renderInApp(<ReleaseCards albums={albums} />);
    const live = screen.getByTestId('release-row-7');
    const arabicDate = new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(march5);
    expect(arabicDate).not.toBe('Mar 5, 2025');
    expect(status(live)).toBe(ar.release_status_Live);
    expect(within(live).getByText(`${ar.rf_kind_album} · ${arabicDate} · ${ar.releases_song_count.replace('{{songs}}', '12')}`)).toBeTruthy();
    expect(within(screen.getByTestId('release-row-8')).getByTestId('release-title').textContent).toBe(ar.releases_untitled);
  });
});

describe('a draft’s menu in the release list', () => {
  const openMenu = async (row: string) => {
    await userEvent.setup().click(within(screen.getByTestId(row)).getByRole('button', { name: en.releases_more_actions.replace('{{title}}', en.releases_untitled) }));
  };

  it('reaches the draft’s page and its form, and offers no menu on a submitted release (its row opens its page)', async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <ReleaseTable albums={albums} canEdit />
        <Here />
      </>,
      { route: '/release-management' },
    );
    expect(within(screen.getByTestId('release-row-7')).queryByTestId('release-menu')).toBeNull();
    await openMenu('release-row-8');
    expect(screen.getByTestId('release-menu-edit').getAttribute('href')).toBe('/release/edit/8');
    await user.click(screen.getByRole('menuitem', { name: en.releases_open_details, hidden: true }));
    expect(screen.getByTestId('here').textContent).toBe('/release-management/8');
  });

  it('deletes a draft after the same question as its page, with DELETE /draft-release', async () => {
    const user = userEvent.setup();
    const { calls } = serveApi(() => ok(deleteDraft, { ok: true }));
    renderInApp(
      <>
        <ReleaseTable albums={albums} canEdit />
        <Here />
      </>,
      { route: '/release-management' },
    );
    await openMenu('release-row-8');
    await user.click(screen.getByRole('menuitem', { name: en.release_delete_action, hidden: true }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(en.release_delete_confirm.replace('{{title}}', en.releases_untitled));
    expect(calls).toEqual([]);
    await user.click(screen.getByTestId('release-remove-confirm'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/draft-release', query: { albumId: '8' } });
    // The list stays where it is; the row goes when the list is fetched again.
    expect(screen.getByTestId('here').textContent).toBe('/release-management');
  });

  it('offers only the page to someone who may not edit releases', async () => {
    renderInApp(<ReleaseTable albums={albums} />);
    await openMenu('release-row-8');
    expect(screen.getByTestId('release-menu-open')).toBeTruthy();
    expect(screen.queryByTestId('release-menu-edit')).toBeNull();
    expect(screen.queryByTestId('release-menu-delete')).toBeNull();
  });

  it('opens from a phone’s card without opening the draft', async () => {
    setViewport('phone');
    renderInApp(
      <>
        <ReleaseCards albums={albums} canEdit />
        <Here />
      </>,
      { route: '/release-management' },
    );
    await openMenu('release-row-8');
    expect(screen.getByTestId('release-menu-delete')).toBeTruthy();
    expect(screen.getByTestId('here').textContent).toBe('/release-management');
  });
});
