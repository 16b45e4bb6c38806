import * as releaseRoutes from '@portal/contract/heads/releases';
import { ReleaseStatus } from '@portal/domain/enums';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { formContextQuery, releaseQuery } from '../../features/release-form/api.ts';
import { platformChoicesQuery } from '../../lib/platform-choices-query.ts';
import { regionQuery, userQuery } from '../../lib/queries.ts';
import { isCallTo, ok, refused, serveApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { ReleaseFormRoute } from './release-form-route.tsx';

/** A saved draft single, continued in the form. */
const draft = {
  albumId: 8,
  kind: 'SINGLE',
  status: ReleaseStatus.Init,
  isDraft: true,
  title: 'Ondas',
  upc: null,
  coverUrl: null,
  album: { title: 'Ondas', stores: {}, territories: [] },
  tracks: [{ songId: null, title: 'Ondas', durationMs: null, audioUrl: null, clipUrl: null }],
  reviewReasons: [],
  revision: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  submittedAt: null,
};

const seed = (client: QueryClient) => {
  client.setQueryData(regionQuery.queryKey, { region: 'BR', isLogin: true, regionBanned: false, showRestoreRegion: false, prefixRegionList: [] });
  client.setQueryData(userQuery.queryKey, aUser({ permissions: { Release: ['View', 'Edit'] } }));
  client.setQueryData(formContextQuery.queryKey, {
    user: { isLabel: false, allowLicense: false, enforceCoverRestriction: false, enforceRemixRestriction: false, enableOptInFullTrack: false, publishingContractType: 0 },
    trackLimit: 50,
    hasSigned: true,
  });
  client.setQueryData(platformChoicesQuery.queryKey, []);
  client.setQueryData(releaseQuery(8).queryKey, draft as never);
};

function Releases() {
  return <output data-testid="here">{useLocation().pathname}</output>;
}

describe('the release form of a saved draft', () => {
  it('deletes the draft with the release page’s question and DELETE /draft-release, then goes back to the releases', async () => {
    const user = userEvent.setup();
    const { calls } = serveApi((call) =>
      isCallTo(call, releaseRoutes.deleteDraft)
        ? ok(releaseRoutes.deleteDraft, { ok: true })
        : isCallTo(call, releaseRoutes.getRelease)
          ? ok(releaseRoutes.getRelease, draft as never)
          : refused('error_not_found', 404),
    );
    renderInApp(
      <Routes>
        <Route path="/release/:mode/:id" element={<ReleaseFormRoute />} />
        <Route path="/release-management" element={<Releases />} />
      </Routes>,
      { route: '/release/edit/8', seed },
    );
    await user.click(await screen.findByTestId('release-delete'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(en.release_delete_title);
    expect(dialog.textContent).toContain(en.release_delete_confirm.replace('{{title}}', 'Ondas'));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByTestId('release-remove-confirm'));
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('/release-management'), { timeout: 10_000 });
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({ path: '/draft-release', query: { albumId: '8' }, csrf: 'csrf-token' });
  }, 30_000);
});
