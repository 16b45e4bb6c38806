import * as oauthRoutes from '@portal/contract/heads/oauth';
import * as routes from '@portal/contract/heads/promotion';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { PitchState } from '../api.ts';
import { PitchCard } from './pitch-card.tsx';

const state: PitchState = {
  albumId: 7,
  canPitch: true,
  block: null,
  lastDay: '2099-01-08',
  pitch: null,
  songs: [
    { songId: 11, title: 'Glasshouse', version: '' },
    { songId: 12, title: 'Paper Moon', version: 'Acoustic' },
  ],
};

const owner = aUser({ permissions: { Release: ['View', 'Edit'] } });
const member = aUser({ permissions: { Release: ['View', 'Edit'] }, team: { teamId: 3, teamName: 'Luna Team', isOwner: false, memberUserId: 2, memberNickname: 'Sam' } });
const signedIn = (user: typeof owner) => ({ seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, user) });

function serve(spotify: { linked: boolean; releases: { id: string; name: string; releaseDate: string | null }[] }) {
  return serveApi((call) => {
    if (isCallTo(call, routes.albumPitching)) return ok(routes.albumPitching, state);
    if (isCallTo(call, routes.pitchingInfo)) return ok(routes.pitchingInfo, { hometown: '', marketingPlans: '', updatedAt: null });
    if (isCallTo(call, routes.songPitchingAllow)) {
      const songId = Number(call.query.songId);
      // Song 12's release was pitched by another member since the card loaded.
      return ok(routes.songPitchingAllow, { songId, albumId: 7, allow: songId === 11, block: null, pitched: songId === 12 });
    }
    if (isCallTo(call, oauthRoutes.spotifyReleaseInfo)) return ok(oauthRoutes.spotifyReleaseInfo, spotify);
    return { status: 404 };
  });
}

describe('the pitch form', () => {
  it('checks the picked song before it can be sent', async () => {
    const user = userEvent.setup();
    const server = serve({ linked: true, releases: [] });
    renderInApp(<PitchCard albumId={7} />, signedIn(owner));
    await user.type(await screen.findByTestId('pitch-description'), 'A bright pop song.');
    await waitFor(() => expect((screen.getByTestId('pitch-submit') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('pitch-song-blocked')).toBeNull();

    await user.selectOptions(screen.getByTestId('pitch-song'), '12');
    expect((await screen.findByTestId('pitch-song-blocked')).textContent).toBe(en.pitch_song_pitched);
    expect((screen.getByTestId('pitch-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(server.callsTo(routes.songPitchingAllow).map((call) => call.query.songId)).toEqual(['11', '12']);
  });

  it('warns when the linked Spotify account lists the song as out already', async () => {
    serve({
      linked: true,
      releases: [
        { id: '4aawyAB9vmqN3uQ7FjRGTy', name: 'Glasshouse', releaseDate: '2025-06-01' },
        { id: '1A2GTWGtFfWp7KSQTwWOyo', name: 'Night Drive', releaseDate: '2024' },
      ],
    });
    renderInApp(<PitchCard albumId={7} />, signedIn(owner));
    expect((await screen.findByTestId('pitch-spotify-out')).textContent).toBe(en.pitch_spotify_already_out.replace('{{name}}', 'Glasshouse').replace('{{date}}', '2025-06-01'));
    const listed = screen.getByTestId('pitch-spotify-releases').querySelectorAll('a');
    expect([...listed].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Glasshouse', 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy'],
      ['Night Drive', 'https://open.spotify.com/album/1A2GTWGtFfWp7KSQTwWOyo'],
    ]);
  });

  it('points an owner without a linked Spotify account to the linked accounts', async () => {
    serve({ linked: false, releases: [] });
    renderInApp(<PitchCard albumId={7} />, signedIn(owner));
    expect((await screen.findByTestId('pitch-spotify-link')).getAttribute('href')).toBe('/settings#linked-accounts');
    expect(screen.queryByTestId('pitch-spotify-out')).toBeNull();
  });

  it('does not read the owner’s Spotify account for a team member', async () => {
    const server = serve({ linked: true, releases: [] });
    renderInApp(<PitchCard albumId={7} />, signedIn(member));
    await screen.findByTestId('pitch-form');
    await waitFor(() => expect(server.callsTo(routes.songPitchingAllow)).toHaveLength(1));
    expect(server.callsTo(oauthRoutes.spotifyReleaseInfo)).toHaveLength(0);
    expect(screen.queryByTestId('pitch-spotify')).toBeNull();
  });
});
