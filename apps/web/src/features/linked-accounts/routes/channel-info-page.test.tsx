import * as routes from '@portal/contract/heads/oauth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { ChannelInfoPage } from './channel-info-page.tsx';

type Channel = { linked: boolean; channelId: string | null; title: string | null; subscriberCount: number | null };
const channel: Channel = { linked: true, channelId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw', title: 'Luna Vale Official', subscriberCount: 48210 };

function serve(answer: Channel | 'unavailable') {
  return serveApi((call) => {
    if (isCallTo(call, routes.youtubeChannelInfo)) return answer === 'unavailable' ? refused('oauth_platform_unavailable') : ok(routes.youtubeChannelInfo, answer);
    if (isCallTo(call, routes.oauthAuthorize)) return ok(routes.oauthAuthorize, { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth?state=s', state: 's' });
    return { status: 404 };
  });
}

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
  vi.restoreAllMocks();
});

describe('the video-sharing channel-info middle page', () => {
  it('shows the linked channel as the platform describes it, with a way to open it', async () => {
    serve(channel);
    renderInApp(<ChannelInfoPage />);
    expect((await screen.findByTestId('channel-info-name')).textContent).toBe('Luna Vale Official');
    expect(screen.getByTestId('channel-info-id').textContent).toBe('UC_x5XG1OV2P6uZZ5FSM9Ttw');
    expect(screen.getByTestId('channel-info-subscribers').textContent).toBe('48,210');
    expect(screen.getByTestId('channel-info-open').getAttribute('href')).toBe('https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw');
    expect(screen.getByTestId('channel-info-manage').getAttribute('href')).toBe('/settings#linked-accounts');
  });

  it('offers to link a channel when none is, opening the provider in a popup', async () => {
    const user = userEvent.setup();
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const server = serve({ linked: false, channelId: null, title: null, subscriberCount: null });
    renderInApp(<ChannelInfoPage />);
    await user.click(await screen.findByTestId('channel-info-link'));
    await waitFor(() => expect(popup.location.href).toBe('https://accounts.google.com/o/oauth2/v2/auth?state=s'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(server.callsTo(routes.oauthAuthorize).map((call) => call.query)).toEqual([{ platform: 'youtube' }]);
    expect(await screen.findByTestId('channel-info-waiting')).toBeTruthy();
  });

  it('says when the platform did not describe a linked channel, and asks again on Refresh', async () => {
    const user = userEvent.setup();
    const server = serve({ linked: true, channelId: null, title: null, subscriberCount: null });
    renderInApp(<ChannelInfoPage />);
    expect((await screen.findByTestId('channel-info-no-answer')).textContent).toContain(en.channel_info_no_answer);
    await user.click(screen.getByTestId('channel-info-retry'));
    await waitFor(() => expect(server.callsTo(routes.youtubeChannelInfo)).toHaveLength(2));
  });

  it('tells a refusal in the reader’s language, on a phone, in Arabic', async () => {
    setViewport('phone');
    activateLanguage('ar');
    serve('unavailable');
    renderInApp(<ChannelInfoPage />);
    expect((await screen.findByTestId('channel-info-error')).textContent).toBe(ar.oauth_platform_unavailable);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ar.channel_info_title);
  });
});
