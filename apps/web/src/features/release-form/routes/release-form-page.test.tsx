import * as releaseRoutes from '@portal/contract/heads/releases';
import * as songRoutes from '@portal/contract/heads/songs';
import type { ResponseOf } from '@portal/contract/route';
import type * as songs from '@portal/contract/songs';
import { ReleaseStatus } from '@portal/domain/enums';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
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
