import * as splitRoutes from '@portal/contract/heads/splits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { Endpoint } from '../../../lib/api-client.ts';
import { type ApiCall, isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { SongSplit, SplitAlbum, SplitInvite } from '../split-api.ts';
import { SplitReleasesTab } from './split-releases-tab.tsx';

const album: SplitAlbum = { albumId: 7, title: 'Ondas', songsSplit: 1, openInvites: 1 };

const invite = (id: number, change: Partial<SplitInvite> = {}): SplitInvite => ({
  id,
  email: `friend${id}@example.com`,
  share: '20.00',
  paid: '0.000000',
  status: 'NOTIFIED',
  accepted: false,
  isRecoupPayee: false,
  notifiedAt: null,
  acceptedAt: null,
  ...change,
});

const current: SongSplit = {
  splitId: 31,
  songId: 50,
  songTitle: 'Maré Alta',
  albumId: 7,
  albumTitle: 'Ondas',
  status: 'ACTIVE',
  effectiveFrom: '2025-03',
  ownerShare: '60.00',
  recoupAmount: '100.000000',
  recouped: '20.000000',
  invites: [invite(1, { status: 'ACCEPTED', accepted: true, paid: '45.500000', isRecoupPayee: true }), invite(2, { paid: '3.250000' })],
  createdAt: '2025-03-01T00:00:00Z',
};
const ended: SongSplit = { ...current, splitId: 30, status: 'CANCELED', effectiveFrom: '2024-06', recoupAmount: null, invites: [] };

let sent: ApiCall[] = [];
let cancelRefusal: string | null = null;
let albums: SplitAlbum[] = [];

beforeEach(() => {
  cancelRefusal = null;
  albums = [album];
  sent = serveApi((call) => {
    if (isCallTo(call, splitRoutes.albumSplits)) return ok(splitRoutes.albumSplits, { total: albums.length, albums });
    if (isCallTo(call, splitRoutes.albumSongSplits)) return ok(splitRoutes.albumSongSplits, { splits: [ended, current] });
    if (isCallTo(call, splitRoutes.resendSplitInvite)) return ok(splitRoutes.resendSplitInvite, invite(2, { notifiedAt: '2025-03-12T10:00:00' }));
    if (isCallTo(call, splitRoutes.sendSplitEmailCode)) return ok(splitRoutes.sendSplitEmailCode, invite(3, { notifiedAt: '2025-03-12T10:00:00' }));
    if (isCallTo(call, splitRoutes.resendInvitesV2)) return ok(splitRoutes.resendInvitesV2, { sent: (call.body as { inviteIds: number[] }).inviteIds.length });
    if (isCallTo(call, splitRoutes.resendAlbumInvites)) return ok(splitRoutes.resendAlbumInvites, { sent: 2 });
    if (isCallTo(call, splitRoutes.cancelSplit)) return cancelRefusal ? refused(cancelRefusal) : ok(splitRoutes.cancelSplit, { ...current, status: 'CANCELED' });
    return { status: 404, errorCode: 0 };
  }).calls;
});

const posts = (route: Endpoint) => sent.filter((call) => isCallTo(call, route)).map((call) => call.body);

/** Renders the tab and opens the release, waiting for its songs. */
async function openRelease(canEdit: boolean) {
  const user = userEvent.setup();
  renderInApp(<SplitReleasesTab canEdit={canEdit} />);
  await user.click(await screen.findByTestId('split-album-open-7'));
  return { user, song: await screen.findByTestId('split-song-50') };
}

describe('the “my releases” splits tab', () => {
  it('lists the releases with splits, and opens one to show each song’s split: shares, recoup, and what each collaborator earned', async () => {
    const { song } = await openRelease(true);
    expect(screen.getByTestId('split-album-songs-7').textContent).toBe(en.split_ui_songs_split.replace('{{number}}', '1'));
    expect(screen.getByTestId('split-album-open-invites-7').textContent).toBe(en.split_ui_open_invites.replace('{{number}}', '1'));
    expect(sent.filter((call) => isCallTo(call, splitRoutes.albumSongSplits) && call.query.albumId === '7')).toHaveLength(1);

    expect(song.getAttribute('data-split-id')).toBe('31');
    expect(screen.getByTestId('split-status-50').textContent).toBe(en.split_ui_status_ACTIVE);
    expect(screen.getByTestId('split-effective-50').textContent).toBe('March 2025');
    expect(screen.getByTestId('split-owner-share-50').textContent).toBe('60.00 %');
    expect(screen.getByTestId('split-recoup-50').textContent).toBe(en.split_ui_recouped_of.replace('{{recouped}}', '$20.00').replace('{{amount}}', '$100.00'));
    // Accepted: paid to them; still open: held for them.
    expect(screen.getByTestId('split-invite-status-1').textContent).toBe(en.split_ui_invite_ACCEPTED);
    expect(screen.getByTestId('split-invite-paid-1').textContent).toBe(en.split_ui_paid_to.replace('{{amount}}', '$45.50'));
    expect(screen.getByTestId('split-recoup-payee-1')).toBeTruthy();
    expect(screen.getByTestId('split-invite-paid-2').textContent).toBe(en.split_ui_held_for.replace('{{amount}}', '$3.25'));
    expect(screen.getByTestId('split-earlier-50').textContent).toBe(en.split_ui_earlier.replace('{{list}}', `June 2024 (${en.split_ui_status_CANCELED})`));
    // Only the open invitation can be sent again.
    expect(screen.queryByTestId('split-resend-1')).toBeNull();
    expect(screen.getByTestId('split-resend-2')).toBeTruthy();
  });

  it('sends an invitation again, and every open invitation of the release again, saying it did', async () => {
    const { user } = await openRelease(true);
    await user.click(screen.getByTestId('split-resend-2'));
    expect((await screen.findByTestId('split-resent-2')).textContent).toBe(en.split_ui_resent);
    expect(posts(splitRoutes.resendSplitInvite)).toEqual([{ inviteId: 2 }]);

    await user.click(screen.getByTestId('split-resend-album-7'));
    expect((await screen.findByTestId('split-resent-album-7')).textContent).toBe(en.split_ui_resent_number.replace('{{number}}', '2'));
    expect(posts(splitRoutes.resendAlbumInvites)).toEqual([{ albumId: 7 }]);
  });

  it('sends a never-sent invitation its first code, and sends again to everyone of a song who has not answered', async () => {
    current.invites.push(invite(3, { status: 'CREATED' }));
    try {
      const { user, song } = await openRelease(true);
      expect(within(song).getByTestId('split-send-code-3').textContent).toBe(en.split_send_code);
      expect(within(song).queryByTestId('split-resend-3')).toBeNull();
      await user.click(within(song).getByTestId('split-send-code-3'));
      expect((await within(song).findByTestId('split-resent-3')).textContent).toBe(en.split_ui_resent);
      expect(posts(splitRoutes.sendSplitEmailCode)).toEqual([{ inviteId: 3 }]);
      expect(posts(splitRoutes.resendSplitInvite)).toEqual([]);

      // Invitations 2 and 3 wait for an answer; 1 was accepted.
      expect(within(song).getByTestId('split-resend-waiting-31').textContent).toBe(en.split_resend_waiting.replace('{{number}}', '2'));
      await user.click(within(song).getByTestId('split-resend-waiting-31'));
      expect((await within(song).findByTestId('split-resent-split-31')).textContent).toBe(en.split_ui_resent_number.replace('{{number}}', '2'));
      expect(posts(splitRoutes.resendInvitesV2)).toEqual([{ inviteIds: [2, 3] }]);
    } finally {
      current.invites.pop();
    }
  });

  it('offers no “send to all who have not answered” for a song with one open invitation, nor to someone who may only view', async () => {
    const { song } = await openRelease(true);
    expect(within(song).queryByTestId('split-resend-waiting-31')).toBeNull();
  });

  it('asks before ending a split, shows a refusal in the dialog, and ends it when the server agrees', async () => {
    cancelRefusal = 'error_not_found';
    const { user } = await openRelease(true);
    await user.click(screen.getByTestId('split-cancel-31'));
    expect(await screen.findByText(en.split_ui_end_body.replace('{{song}}', 'Maré Alta'))).toBeTruthy();
    expect(posts(splitRoutes.cancelSplit)).toEqual([]);

    await user.click(screen.getByTestId('split-cancel-confirm'));
    expect((await screen.findByTestId('split-cancel-error')).textContent).toBe(en.error_not_found);

    cancelRefusal = null;
    await user.click(screen.getByTestId('split-cancel-confirm'));
    await waitFor(() => expect(screen.queryByTestId('split-cancel-confirm')).toBeNull());
    expect(posts(splitRoutes.cancelSplit)).toEqual([{ splitId: 31 }, { splitId: 31 }]);
  });

  it('shows someone who may only view the splits no way to start, resend or end one', async () => {
    const { song } = await openRelease(false);
    expect(screen.queryByTestId('split-new')).toBeNull();
    expect(screen.queryByTestId('split-resend-album-7')).toBeNull();
    expect(within(song).queryByTestId('split-resend-2')).toBeNull();
    expect(within(song).queryByTestId('split-cancel-31')).toBeNull();
    expect(within(song).getByTestId('split-invite-paid-2')).toBeTruthy();
  });

  it('says in words that no release has a split yet, and offers to start one to someone who may', async () => {
    albums = [];
    renderInApp(<SplitReleasesTab canEdit />);
    expect((await screen.findByTestId('split-albums-empty')).textContent).toBe(en.split_ui_mine_empty);
    expect(screen.getByTestId('split-new').getAttribute('href')).toBe('/revenue/splits/new');
  });
});
