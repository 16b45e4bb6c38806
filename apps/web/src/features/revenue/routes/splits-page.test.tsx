import * as splitRoutes from '@portal/contract/heads/splits';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { InviteeSong } from '../split-api.ts';
import { SplitsPage } from './splits-page.tsx';

const song = (inviteId: number, change: Partial<InviteeSong> = {}): InviteeSong => ({
  inviteId,
  splitId: inviteId,
  songId: 50 + inviteId,
  songTitle: `Song ${inviteId}`,
  albumTitle: 'Ondas',
  ownerName: 'Rio Azul',
  share: '25.00',
  status: 'NOTIFIED',
  splitStatus: 'ACTIVE',
  earned: '0.000000',
  ...change,
});

const signedIn = (client: QueryClient) => client.setQueryData(userQuery.queryKey, aUser({ permissions: { RoyaltySplit: ['View'] } }));

function serveInvitations(songs: InviteeSong[]) {
  return serveApi((call) => {
    if (isCallTo(call, splitRoutes.inviteeSongs)) return ok(splitRoutes.inviteeSongs, { songs });
    if (isCallTo(call, splitRoutes.albumSplits)) return ok(splitRoutes.albumSplits, { total: 0, albums: [] });
    return { status: 404, errorCode: 0 };
  });
}

describe('the splits page', () => {
  it('counts on the “Shared with me” tab the invitations still waiting for this person’s answer', async () => {
    const { callsTo } = serveInvitations([
      song(1),
      song(2, { status: 'CREATED', splitStatus: 'CREATED' }),
      song(3, { status: 'ACCEPTED' }),
      // The owner ended this split: nothing to answer any more.
      song(4, { splitStatus: 'CANCELED' }),
    ]);
    renderInApp(<SplitsPage />, { seed: signedIn });
    const badge = await screen.findByTestId('split-tab-shared-waiting');
    expect(badge.textContent).toBe('2');
    expect(badge.getAttribute('aria-label')).toBe(en.split_waiting_answer.replace('{{number}}', '2'));
    expect(within(screen.getByTestId('split-tab-shared')).getByText(en.split_ui_tab_shared)).toBeTruthy();
    expect(callsTo(splitRoutes.inviteeSongs)).toHaveLength(1);
  });

  it('shows no count when nothing waits', async () => {
    const { callsTo } = serveInvitations([song(3, { status: 'ACCEPTED' })]);
    renderInApp(<SplitsPage />, { seed: signedIn });
    await screen.findByTestId('split-albums-empty');
    expect(callsTo(splitRoutes.inviteeSongs)).toHaveLength(1);
    expect(screen.queryByTestId('split-tab-shared-waiting')).toBeNull();
  });
});
