import * as routes from '@portal/contract/heads/deliveries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { AdminDelivery } from '../deliveries-api.ts';
import { StreamingQuickAccessPage } from './streaming-quick-access-page.tsx';

const delivery = (platformId: number, platformName: string, overrides: Partial<AdminDelivery> = {}): AdminDelivery => ({
  releaseId: 1024,
  title: 'Glasshouse',
  upc: '0196589123456',
  accountId: 7,
  accountName: 'Luna Vale',
  platformId,
  platformName,
  state: 'live',
  reasonCode: null,
  reason: null,
  detail: null,
  next: null,
  attempts: 1,
  lastMessageId: null,
  lastMessageKind: null,
  storeReleaseId: null,
  held: false,
  updatedAt: '2026-12-01T00:00:00Z',
  ...overrides,
});

function serve() {
  return serveApi((call) => {
    if (isCallTo(call, routes.listDeliveries)) {
      const deliveries =
        call.query.releaseId === '1024'
          ? [delivery(1026, 'Spotify', { storeReleaseId: '4aawyAB9vmqN3uQ7FjRGTy' }), delivery(1036, 'Apple Music', { state: 'delivered' }), delivery(1028, 'YouTube Music')]
          : [];
      return ok(routes.listDeliveries, { deliveries, total: deliveries.length, stateCounts: [], failureGroups: [], holds: [] });
    }
    return { status: 404 };
  });
}

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the streaming quick-access page', () => {
  it('lists a release’s stores with quick links into Spotify and Apple Music', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderInApp(<StreamingQuickAccessPage />, { route: '/admin/streaming-quick-access' });
    await user.type(screen.getByTestId('quick-access-release-input'), '1024');
    await user.click(screen.getByTestId('quick-access-release-submit'));

    const spotify = await screen.findByTestId('quick-access-store-1026');
    expect(within(spotify).getByTestId('quick-access-store-page').getAttribute('href')).toBe('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    expect(within(spotify).getByTestId('quick-access-upc-lookup').getAttribute('href')).toBe('https://open.spotify.com/search/upc%3A0196589123456');
    const apple = screen.getByTestId('quick-access-store-1036');
    expect(within(apple).queryByTestId('quick-access-store-page')).toBeNull();
    expect(within(apple).getByTestId('quick-access-upc-lookup').getAttribute('href')).toBe('https://itunes.apple.com/lookup?upc=0196589123456&entity=song');
    expect(within(screen.getByTestId('quick-access-store-1028')).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('quick-access-release').textContent).toContain('Glasshouse');
    expect(server.callsTo(routes.listDeliveries).map((call) => call.query)).toEqual([{ releaseId: '1024', offset: '0', count: '100' }]);
  });

  it('refuses a release id that is not one, without asking the server', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderInApp(<StreamingQuickAccessPage />, { route: '/admin/streaming-quick-access' });
    await user.type(screen.getByTestId('quick-access-release-input'), 'Glasshouse');
    await user.click(screen.getByTestId('quick-access-release-submit'));
    expect((await screen.findByTestId('quick-access-release-invalid')).textContent).toBe(en.admin_quick_access_release_invalid);
    expect(server.calls).toHaveLength(0);
  });

  it('says when nothing is delivered for the release id', async () => {
    serve();
    renderInApp(<StreamingQuickAccessPage />, { route: '/admin/streaming-quick-access?releaseId=99' });
    expect((await screen.findByTestId('quick-access-stores-empty')).textContent).toBe(en.admin_quick_access_release_empty);
  });

  it('opens an artist’s store tools from a pasted link, and refuses what is not one, on a phone in Arabic', async () => {
    setViewport('phone');
    activateLanguage('ar');
    const user = userEvent.setup();
    serve();
    renderInApp(<StreamingQuickAccessPage />, { route: '/admin/streaming-quick-access' });
    await user.type(screen.getByTestId('quick-access-artist-input'), 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6?si=x');
    await user.click(screen.getByTestId('quick-access-artist-submit'));
    expect((await screen.findByTestId('quick-access-artist')).getAttribute('data-kind')).toBe('spotify');
    expect(screen.getByTestId('quick-access-artist-tools').getAttribute('href')).toBe('https://artists.spotify.com/c/artist/1vCWHaC5f2uS3yhpwWbIA6');
    expect(screen.getByTestId('quick-access-artist-page').getAttribute('href')).toBe('https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6');

    await user.clear(screen.getByTestId('quick-access-artist-input'));
    await user.type(screen.getByTestId('quick-access-artist-input'), 'https://open.spotify.com/album/1vCWHaC5f2uS3yhpwWbIA6');
    await user.click(screen.getByTestId('quick-access-artist-submit'));
    await waitFor(() => expect(screen.getByTestId('quick-access-artist-invalid').textContent).toBe(ar.admin_quick_access_artist_invalid));
    expect(screen.queryByTestId('quick-access-artist')).toBeNull();
  });
});
