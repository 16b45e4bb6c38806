import * as routes from '@portal/contract/heads/oauth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { LinkedAccountsSection } from './linked-accounts-section.tsx';

type Platform = 'tiktok' | 'google' | 'youtube' | 'spotify' | 'instagram';
const link = (platform: Platform, linked: boolean, username: string | null = null) => ({
  platform,
  available: true,
  linked,
  externalId: linked ? `${platform}-id` : null,
  username,
  displayName: null,
  scopes: linked ? ['a', 'b', 'c'] : [],
  linkedAt: linked ? '2026-11-20T10:00:00Z' : null,
});
const info = (platform: Platform, username: string) => ({ ...link(platform, true, username) });

function serve(overrides: { youtube?: 'refused' | 'silent' } = {}) {
  return serveApi((call) => {
    if (isCallTo(call, routes.linkedAccounts))
      return ok(routes.linkedAccounts, {
        platforms: [link('tiktok', true, 'luna.tt'), link('google', true, 'luna@gmail.com'), link('youtube', true), link('spotify', false), link('instagram', true, 'luna.ig')],
      });
    if (isCallTo(call, routes.googleLink)) return ok(routes.googleLink, info('google', 'luna@gmail.com'));
    if (isCallTo(call, routes.ttAuthInfo)) return ok(routes.ttAuthInfo, info('tiktok', 'luna.tt'));
    if (isCallTo(call, routes.instagramUser)) return ok(routes.instagramUser, { linked: true, id: '17841', username: 'luna.ig', mediaCount: 1234 });
    if (isCallTo(call, routes.youtubeChannelInfo)) {
      if (overrides.youtube === 'refused') return refused('oauth_platform_unavailable');
      if (overrides.youtube === 'silent') return ok(routes.youtubeChannelInfo, { linked: true, channelId: null, title: null, subscriberCount: null });
      return ok(routes.youtubeChannelInfo, { linked: true, channelId: 'UC123', title: 'Luna Vale Official', subscriberCount: 48210 });
    }
    return { status: 404 };
  });
}

describe('the linked-accounts section', () => {
  it('shows what each platform says about the linked account, and asks nothing of an unlinked one', async () => {
    const server = serve();
    renderInApp(<LinkedAccountsSection />);
    expect((await screen.findByTestId('linked-account-details-youtube')).textContent).toBe('Luna Vale Official · Subscribers: 48,210');
    expect(screen.getByTestId('linked-account-details-youtube').querySelector('a')?.getAttribute('href')).toBe('https://www.youtube.com/channel/UC123');
    expect((await screen.findByTestId('linked-account-details-instagram')).textContent).toBe('@luna.ig · Posts: 1,234');
    expect((await screen.findByTestId('linked-account-details-tiktok')).textContent).toMatch(/^Permissions granted: 3 · linked \u2066\d{4}-11-2\d \d\d:\d\d\u2069$/);
    expect((await screen.findByTestId('linked-account-details-google')).textContent).toMatch(/^luna@gmail\.com · linked \u2066\d{4}-11-2\d/);
    expect(screen.queryByTestId('linked-account-details-spotify')).toBeNull();
    expect(server.callsTo(routes.spotifyReleaseInfo)).toHaveLength(0);
  });

  it('says so when the platform does not answer, instead of showing blanks', async () => {
    serve({ youtube: 'silent' });
    renderInApp(<LinkedAccountsSection />);
    const details = await screen.findByTestId('linked-account-details-youtube');
    expect(details.getAttribute('data-answer')).toBe('none');
    expect(details.textContent).toBe(en.linked_details_no_answer);
  });

  it('keeps the row when the platform call is refused', async () => {
    serve({ youtube: 'refused' });
    renderInApp(<LinkedAccountsSection />);
    expect((await screen.findByTestId('linked-account-details-youtube')).textContent).toBe(en.linked_details_no_answer);
    expect(screen.getByTestId('linked-account-unlink-youtube')).toBeTruthy();
  });
});
