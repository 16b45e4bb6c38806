import * as releaseRoutes from '@portal/contract/heads/releases';
import * as songRoutes from '@portal/contract/heads/songs';
import type { ResponseOf } from '@portal/contract/route';
import type * as songs from '@portal/contract/songs';
import { ReleaseStatus } from '@portal/domain/enums';
import { Explicitness, type TrackInput } from '@portal/domain/release/model';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { platformChoicesQuery } from '../../../lib/platform-choices-query.ts';
import { regionQuery, userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { formContextQuery, releaseQuery } from '../api.ts';
import { ReleaseFormPage } from './release-form-page.tsx';

type Editable = ResponseOf<typeof songs.songEditable>;

/** An approved single with one submitted song (60), opened in the form: the limited update. */
const approved = {
  albumId: 7,
  kind: 'SINGLE',
  status: ReleaseStatus.Approved,
  isDraft: false,
  title: 'Ondas',
  upc: '0123456789012',
  coverUrl: null,
  album: { title: 'Ondas', mainGenre: 'pop', recordLabel: 'Luna Records', stores: {}, territories: [] },
  tracks: [{ songId: 60, title: 'Ondas', durationMs: null, audioUrl: null, clipUrl: null }],
  reviewReasons: [],
  revision: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  submittedAt: '2026-01-02T00:00:00Z',
};

const seeded = {
  route: '/release/edit/7',
  seed: (client: QueryClient) => {
    client.setQueryData(regionQuery.queryKey, { region: 'BR', isLogin: true, regionBanned: false, showRestoreRegion: false, prefixRegionList: [] });
    client.setQueryData(userQuery.queryKey, aUser({ permissions: { Release: ['View', 'Edit'] } }));
    client.setQueryData(formContextQuery.queryKey, {
      user: { isLabel: false, allowLicense: false, enforceCoverRestriction: false, enforceRemixRestriction: false, enableOptInFullTrack: false, publishingContractType: 0 },
      trackLimit: 50,
      hasSigned: true,
    });
    client.setQueryData(platformChoicesQuery.queryKey, []);
    client.setQueryData(releaseQuery(7).queryKey, approved as never);
  },
};

function openForm(editable: Reply) {
  const served = serveApi((call) =>
    isCallTo(call, songRoutes.songEditable) ? editable : isCallTo(call, releaseRoutes.getRelease) ? ok(releaseRoutes.getRelease, approved as never) : refused('error_not_found', 404),
  );
  renderInApp(
    <Routes>
      <Route path="/release/:mode/:id" element={<ReleaseFormPage />} />
    </Routes>,
    seeded,
  );
  return served;
}

const answer = (change: Partial<Editable>): Editable => ({ songId: 60, albumId: 7, status: ReleaseStatus.Approved, mode: 'limited', trackFields: [], albumFields: [], addOnlyFields: [], ...change });

describe('the limited update of an approved release', () => {
  it('locks the fields the server says may not change now, and leaves open those it names', async () => {
    const { callsTo } = openForm(ok(songRoutes.songEditable, answer({ albumFields: ['recordLabel', 'stores', 'territories'] })));
    const title = (await screen.findByTestId('release-title')) as HTMLInputElement;
    expect(callsTo(songRoutes.songEditable)[0]!.query).toEqual({ songId: '60' });
    expect(title.disabled).toBe(true);
    // The genre is open in the domain's list, but this answer does not name it.
    expect((screen.getByTestId('release-genre') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(en.release_limited_update_locked)).toBeTruthy();
  });

  it('opens the genre when the server names it', async () => {
    openForm(ok(songRoutes.songEditable, answer({ albumFields: ['mainGenre', 'subGenre', 'recordLabel'] })));
    await waitFor(() => expect((screen.getByTestId('release-genre') as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByTestId('release-title') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the release read-only when the server says nothing may change now', async () => {
    openForm(ok(songRoutes.songEditable, answer({ mode: 'none', status: ReleaseStatus.UnderReview })));
    expect(await screen.findByText(en.rf_readonly)).toBeTruthy();
    expect(screen.queryByText(en.release_limited_update_locked)).toBeNull();
    expect((screen.getByTestId('release-genre') as HTMLInputElement).disabled).toBe(true);
  });
});

/** A draft single whose one track is complete but for its title and its second contributor's role. */
const luna = { name: 'Luna' };
const almostDone: TrackInput = {
  sequenceNumber: 1,
  fullAudio: 'uf_full',
  clipAudios: ['uf_full'],
  title: '',
  language: 'en',
  isInstrumental: false,
  lyricsLanguage: 'en',
  lyrics: 'Waves at night',
  explicitness: Explicitness.NO,
  lyricistsName: ['Luna'],
  songwritersName: ['Luna'],
  uniMainArtistObjects: [luna],
  uniFeaturedArtistObjects: [],
  uniContributorObjects: [{ name: 'Sam Reed', role: 2 }, { name: 'Ana Lima' }],
  uniProductionAndEngineeringObjects: [{ name: 'Kai Moreno', role: 15 }],
  existLocalSociety: false,
  existPublisher: false,
  publishingPercentage: 10_000,
  optInPromote: false,
};
const draft = {
  ...approved,
  albumId: 8,
  status: ReleaseStatus.Init,
  isDraft: true,
  upc: null,
  album: { title: 'Ondas', language: 'en', uniMainArtistObjects: [luna], stores: {}, territories: [] },
  tracks: [{ ...almostDone, songId: null, durationMs: null, audioUrl: null, clipUrl: null }],
  submittedAt: null,
};

describe('the track drawer’s Done', () => {
  // The track list draws only the rows in view; happy-dom gives its scroller no height.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'track-list' ? 8 * 56 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows what the track still needs and stays open, then closes once the track passes the rules', async () => {
    const user = userEvent.setup();
    serveApi((call) => (isCallTo(call, releaseRoutes.getRelease) ? ok(releaseRoutes.getRelease, draft as never) : refused('error_not_found', 404)));
    renderInApp(
      <Routes>
        <Route path="/release/:mode/:id" element={<ReleaseFormPage />} />
      </Routes>,
      { route: '/release/edit/8', seed: (client) => (seeded.seed(client), client.setQueryData(releaseQuery(8).queryKey, draft as never)) },
    );
    await user.click(await screen.findByTestId('edit-track-0'));
    const editor = await screen.findByTestId('track-editor');
    // Nothing is said before Done: the fields were not touched.
    expect(within(editor).queryByText(en.rule_contributor_role)).toBeNull();

    await user.click(screen.getByTestId('track-done'));
    expect(screen.getByTestId('track-done-issues').textContent).toBe(en.rf_track_done_issues);
    expect(within(editor).getByText(en.rule_contributor_role)).toBeTruthy();
    expect(within(editor).getByText(en.rule_required)).toBeTruthy();
    expect(screen.getByTestId('track-editor')).toBeTruthy();

    await user.click(within(editor).getByTestId('track-title'));
    await user.paste('Ondas');
    const role = within(editor).getByTestId('track-contributors-role-1');
    await user.click(role);
    await user.click(within(document.getElementById(role.getAttribute('aria-controls')!)!).getByRole('option', { name: en.contributor_role_5, hidden: true }));
    await user.click(screen.getByTestId('track-done'));
    await waitFor(() => expect(screen.queryByTestId('track-editor')).toBeNull(), { timeout: 3000 });
    expect(screen.queryByTestId('track-issues-0')).toBeNull();
  }, 30_000);
});
