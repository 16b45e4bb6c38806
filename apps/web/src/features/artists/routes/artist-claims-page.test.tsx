import * as artistRoutes from '@portal/contract/heads/artists';
import * as profileRoutes from '@portal/contract/heads/profiles';
import type { User } from '@portal/contract/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { Claim } from '../api.ts';
import { ArtistClaimsPage } from './artist-claims-page.tsx';

const signedIn = (user: User) => (client: QueryClient) => client.setQueryData(userQuery.queryKey, user);
const reason = 'The Apple Music profile lists a different label.';
const claims: Claim[] = [
  {
    id: 2,
    platform: 'apple',
    externalId: '1445830123',
    url: 'https://music.apple.com/us/artist/1445830123',
    status: 'refused',
    refusalReason: reason,
    decidedAt: '2025-03-04T10:00:00Z',
    createdAt: '2025-03-02T10:00:00Z',
  },
];
const profile = { platform: 'spotify' as const, externalId: 'LunaValeDemoArtist0001', name: 'Luna Vale', url: 'https://open.spotify.com/artist/LunaValeDemoArtist0001', heldByAnother: false };

let claimReply: Reply;
let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  claimReply = ok(profileRoutes.claimArtist, {
    claim: { id: 3, platform: 'spotify', externalId: profile.externalId, url: profile.url, status: 'pending', refusalReason: null, decidedAt: null, createdAt: '2025-03-05T10:00:00Z' },
  });
  server = serveApi((call) => {
    if (isCallTo(call, profileRoutes.artistExtra)) return ok(profileRoutes.artistExtra, { artistId: 1, artistName: 'Luna', bio: '', links: {}, storeAccounts: {}, claims });
    if (isCallTo(call, artistRoutes.claimSearch)) return ok(artistRoutes.claimSearch, { profiles: [{ ...profile, claimStatus: server.callsTo(profileRoutes.claimArtist).length ? 'pending' : null }] });
    if (isCallTo(call, profileRoutes.claimArtist)) return claimReply;
    return { status: 404 };
  });
});

describe('claim management and claim search', () => {
  it('shows each claim with where it stands and the operator’s reason for a refusal', async () => {
    renderInApp(<ArtistClaimsPage />, { seed: signedIn(aUser()), route: '/artists/claims' });
    const row = await screen.findByTestId('own-claim-apple');
    expect(within(row).getByTestId('claim-status').textContent).toBe(en.artist_mgmt_claim_status_refused);
    expect(within(row).getByTestId('claim-reason').textContent).toBe(`Reason: ${reason}`);
    expect(server.callsTo(profileRoutes.artistExtra)[0]!.query).toEqual({ artistId: '1' });
  });

  it('finds the store profile and claims it; the claim then shows as under review', async () => {
    const user = userEvent.setup();
    renderInApp(<ArtistClaimsPage />, { seed: signedIn(aUser()), route: '/artists/claims' });
    await user.click(await screen.findByText('Spotify'));
    await user.type(screen.getByTestId('claim-search-input'), 'Luna');
    await user.click(screen.getByTestId('claim-search-submit'));
    const found = await screen.findByTestId('claim-profile-spotify-LunaValeDemoArtist0001');
    expect(server.callsTo(artistRoutes.claimSearch)[0]!.query).toEqual({ value: 'Luna', platform: 'spotify' });
    await user.click(within(found).getByTestId('claim-button'));
    await waitFor(() => expect(within(screen.getByTestId('claim-profile-spotify-LunaValeDemoArtist0001')).getByTestId('claim-status').textContent).toBe(en.artist_mgmt_claim_status_pending));
    expect(server.callsTo(profileRoutes.claimArtist).map((call) => call.body)).toEqual([{ platform: 'spotify', url: profile.url }]);
  });

  it('says why the store would not take a claim', async () => {
    claimReply = refused('artist_mgmt_store_profile_unknown', 404);
    const user = userEvent.setup();
    renderInApp(<ArtistClaimsPage />, { seed: signedIn(aUser()), route: '/artists/claims' });
    await user.type(await screen.findByTestId('claim-search-input'), 'Luna');
    await user.click(screen.getByTestId('claim-search-submit'));
    await user.click(within(await screen.findByTestId('claim-profile-spotify-LunaValeDemoArtist0001')).getByTestId('claim-button'));
    expect((await screen.findByTestId('claim-error')).textContent).toBe(en.artist_mgmt_store_profile_unknown);
  });

  it('tells a label account that profiles are claimed by artist accounts', async () => {
    renderInApp(<ArtistClaimsPage />, { seed: signedIn(aUser({ type: 1, isLabel: true })), route: '/artists/claims' });
    expect((await screen.findByTestId('claims-artist-only')).textContent).toBe(en.artist_mgmt_claims_artist_only);
    expect(server.calls).toEqual([]);
  });
});
