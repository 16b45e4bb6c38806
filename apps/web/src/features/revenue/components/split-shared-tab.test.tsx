import * as splitRoutes from '@portal/contract/heads/splits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { type ApiCall, isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { InviteeSong } from '../split-api.ts';
import { SplitSharedTab } from './split-shared-tab.tsx';

const open: InviteeSong = {
  inviteId: 11,
  splitId: 5,
  songId: 50,
  songTitle: 'Maré Alta',
  albumTitle: 'Ondas',
  ownerName: 'Rio Azul',
  share: '25.50',
  status: 'NOTIFIED',
  splitStatus: 'CREATED',
  earned: '12.340000',
};
const accepted: InviteeSong = { ...open, inviteId: 12, splitId: 6, songId: 51, songTitle: 'Noite', ownerName: null, share: '10.00', status: 'ACCEPTED', splitStatus: 'CANCELED', earned: '3.000000' };

let sent: ApiCall[] = [];
let songs: InviteeSong[] = [];
let found: InviteeSong[] = [];
let answerReply: 'ok' | { messageKey: string } = 'ok';

beforeEach(() => {
  songs = [open, accepted];
  found = [];
  answerReply = 'ok';
  sent = serveApi((call) => {
    if (isCallTo(call, splitRoutes.listUserSplitSongs)) return ok(splitRoutes.listUserSplitSongs, { total: songs.length, songs });
    if (isCallTo(call, splitRoutes.searchUserSplitSongs)) return ok(splitRoutes.searchUserSplitSongs, { total: found.length, songs: found });
    if (isCallTo(call, splitRoutes.updateUserSplitSong)) {
      if (answerReply !== 'ok') return refused(answerReply.messageKey);
      const { action } = call.body as { action: 'accept' | 'decline' };
      return ok(splitRoutes.updateUserSplitSong, { ...open, status: action === 'accept' ? 'ACCEPTED' : 'DELETED', splitStatus: action === 'accept' ? 'ACTIVE' : 'CREATED' });
    }
    return { status: 404, errorCode: 0 };
  }).calls;
});
afterEach(() => setViewport('desktop'));

const answers = () => sent.filter((call) => isCallTo(call, splitRoutes.updateUserSplitSong));
const lists = () => sent.filter((call) => isCallTo(call, splitRoutes.listUserSplitSongs)).length;

describe('the “shared with me” tab', () => {
  it('lists the songs shared with the person: share, what it earned in dollars, held until they accept, and answers only for open invitations', async () => {
    renderInApp(<SplitSharedTab />);
    const row = await screen.findByTestId('split-shared-11');
    expect(within(row).getByText('Maré Alta')).toBeTruthy();
    expect(within(row).getByText('Rio Azul')).toBeTruthy();
    expect(within(row).getByText('25.50 %')).toBeTruthy();
    expect(screen.getByTestId('split-shared-earned-11').textContent).toBe('$12.34');
    expect(within(row).getByText(en.split_ui_held)).toBeTruthy();
    expect(screen.getByTestId('split-shared-status-11').textContent).toBe(en.split_ui_invite_NOTIFIED);

    // Accepted, but the owner has since ended the split: no buttons, the split's state said in words.
    const ended = screen.getByTestId('split-shared-12');
    expect(screen.getByTestId('split-shared-status-12').textContent).toBe(en.split_ui_invite_ACCEPTED);
    expect(within(ended).getByText(en.split_ui_status_CANCELED)).toBeTruthy();
    expect(within(ended).getByText('—')).toBeTruthy();
    expect(within(ended).queryByText(en.split_ui_held)).toBeNull();
    expect(screen.queryByTestId('split-accept-12')).toBeNull();
    expect(screen.getByTestId('split-accept-11')).toBeTruthy();
  });

  it('accepts an invitation, says what moved into the balance, and asks for the list again', async () => {
    const user = userEvent.setup();
    renderInApp(<SplitSharedTab />);
    await user.click(await screen.findByTestId('split-accept-11'));
    const done = await screen.findByTestId('split-shared-done');
    expect(done.textContent).toBe(en.split_ui_accepted_row.replace('{{song}}', 'Maré Alta').replace('{{amount}}', '$12.34'));
    expect(answers()).toMatchObject([{ method: 'POST', body: { inviteId: 11, action: 'accept' } }]);
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('asks before declining, saying what goes back to the owner, and declines only when confirmed', async () => {
    const user = userEvent.setup();
    renderInApp(<SplitSharedTab />);
    await user.click(await screen.findByTestId('split-decline-11'));
    expect(await screen.findByText(en.split_ui_decline_body.replace('{{song}}', 'Maré Alta').replace('{{amount}}', '$12.34'))).toBeTruthy();
    expect(answers()).toEqual([]);
    await user.click(screen.getByTestId('split-decline-confirm'));
    expect((await screen.findByTestId('split-shared-done')).textContent).toBe(en.split_ui_declined_row.replace('{{song}}', 'Maré Alta'));
    expect(answers()).toMatchObject([{ body: { inviteId: 11, action: 'decline' } }]);
  });

  it('shows the server’s refusal of an answer in words', async () => {
    answerReply = { messageKey: 'error_not_found' };
    const user = userEvent.setup();
    renderInApp(<SplitSharedTab />);
    await user.click(await screen.findByTestId('split-accept-11'));
    expect((await screen.findByTestId('split-shared-error')).textContent).toBe(en.error_not_found);
    expect(screen.queryByTestId('split-shared-done')).toBeNull();
  });

  it('searches by song title on the server and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderInApp(<SplitSharedTab />);
    await screen.findByTestId('split-shared-11');
    await user.type(screen.getByTestId('split-shared-search'), 'zzz');
    expect((await screen.findByTestId('split-shared-empty')).textContent).toBe(en.split_ui_shared_none_found);
    expect(sent.filter((call) => isCallTo(call, splitRoutes.searchUserSplitSongs)).map((call) => call.query)).toEqual([{ value: 'zzz', offset: '0', count: '20' }]);
  });

  it('on a phone shows a card per song with its answers in reach, still findable by its row', async () => {
    setViewport('phone');
    const user = userEvent.setup();
    renderInApp(<SplitSharedTab />);
    const card = await screen.findByTestId('split-shared-11');
    expect(screen.getByTestId('split-shared-cards')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(en.split_ui_release_by.replace('{{release}}', 'Ondas').replace('{{owner}}', 'Rio Azul'))).toBeTruthy();
    expect(within(card).getByTestId('split-shared-earned-11').textContent).toBe('$12.34');
    await user.click(within(card).getByTestId('split-accept-11'));
    await waitFor(() => expect(answers()).toHaveLength(1));
  });
});
