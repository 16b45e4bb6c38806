import * as systemRoutes from '@portal/contract/heads/system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { InviteFriendCard } from './invite-friend-card.tsx';

afterEach(() => {
  activateLanguage('en');
  setViewport('desktop');
});

describe('inviting a friend from the activity center', () => {
  it('checks the address first, then e-mails the friend the sign-up link and says so', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) =>
      isCallTo(call, systemRoutes.systemInvite)
        ? ok(systemRoutes.systemInvite, { sent: true, inviteLink: 'https://portal.example/invite?invite-code=LUNA1&region=BR' })
        : refused('error_not_found', 404),
    );
    renderInApp(<InviteFriendCard />);
    await user.click(screen.getByTestId('invite-friend-send'));
    expect(screen.getByText(en.validation_required)).toBeTruthy();
    await user.type(screen.getByTestId('invite-friend-email'), 'rio@');
    await user.click(screen.getByTestId('invite-friend-send'));
    expect(screen.getByText(en.enter_valid_email_tips)).toBeTruthy();
    expect(callsTo(systemRoutes.systemInvite)).toHaveLength(0);

    await user.type(screen.getByTestId('invite-friend-email'), 'example.com');
    await user.click(screen.getByTestId('invite-friend-send'));
    expect((await screen.findByTestId('invite-friend-sent')).textContent).toBe(en.activity_invite_friend_sent.replace('{{email}}', 'rio@example.com'));
    expect(callsTo(systemRoutes.systemInvite)[0]!.body).toEqual({ email: 'rio@example.com' });
    expect((screen.getByTestId('invite-friend-email') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal (too many invitations today) in the reader’s language, on a phone too', async () => {
    activateLanguage('ar');
    setViewport('phone');
    const user = userEvent.setup();
    serveApi(() => refused('error_too_many_requests', 429));
    renderInApp(<InviteFriendCard />);
    expect(screen.getByText(ar.activity_invite_friend_title)).toBeTruthy();
    await user.type(screen.getByTestId('invite-friend-email'), 'rio@example.com');
    await user.click(screen.getByTestId('invite-friend-send'));
    await waitFor(() => expect(screen.getByTestId('invite-friend-error').textContent).toBe(ar.error_too_many_requests));
    expect(screen.queryByTestId('invite-friend-sent')).toBeNull();
  });
});
