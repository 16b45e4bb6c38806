import * as routes from '@portal/contract/heads/artists';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { QueuedClaim } from '../artist-claims-api.ts';
import { decisionQueue } from '../decision-queue.ts';
import { ArtistClaimsPanel } from './artist-claims-panel.tsx';
import { DecisionNotices } from './decision-notices.tsx';

const claim = (id: number, overrides: Partial<QueuedClaim> = {}): QueuedClaim => ({
  id,
  userId: 10 + id,
  nickname: `Artist ${id}`,
  email: `artist${id}@example.com`,
  platform: 'spotify',
  externalId: 'LunaValeDemoArtist0001',
  url: 'https://open.spotify.com/artist/LunaValeDemoArtist0001',
  status: 'pending',
  store: { known: true, profileName: 'Luna Vale', reasonKey: null },
  rivalClaims: 0,
  heldByAnother: false,
  refusalReason: null,
  decidedAt: null,
  createdAt: '2025-03-02T10:00:00Z',
  ...overrides,
});

let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  server = serveApi((call) => {
    if (isCallTo(call, routes.adminClaimQueue)) {
      const claims = call.query.status === 'pending' ? [claim(1, { rivalClaims: 1 }), claim(2, { heldByAnother: true })] : [];
      return ok(routes.adminClaimQueue, { total: claims.length, claims });
    }
    if (isCallTo(call, routes.adminDecideClaim)) return ok(routes.adminDecideClaim, { claim: claim(1, { status: 'refused' }) });
    return { status: 404 };
  });
});

afterEach(async () => {
  await act(async () => {
    await decisionQueue.flush();
    for (const decision of decisionQueue.snapshot()) decisionQueue.dismiss(decision.id);
  });
});

describe('the artist-profile claims queue', () => {
  it('shows what the store says and the rival claims, and refuses only with a reason, after asking', async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <ArtistClaimsPanel />
        <DecisionNotices />
      </>,
    );
    const first = await screen.findByTestId('admin-claim-row-1');
    expect(within(first).getByTestId('admin-claim-store').textContent).toBe('Store: Luna Vale');
    expect(within(first).getByTestId('admin-claim-rivals').textContent).toBe('Other accounts claiming: 1');
    expect(server.callsTo(routes.adminClaimQueue)[0]!.query).toEqual({ status: 'pending', offset: '0', count: '20' });

    await user.click(within(first).getByTestId('admin-claim-open'));
    const refuse = (await screen.findByTestId('admin-claim-refuse')) as HTMLButtonElement;
    expect(refuse.disabled).toBe(true);
    await user.click(screen.getByTestId('admin-claim-reason-input'));
    await user.paste('Different label on the store page.');
    await user.click(refuse);
    expect(screen.getByTestId('console-confirm-question').textContent).toBe(`${en.admin_claims_refuse}: Artist 1 → Spotify Luna Vale?`);
    expect(within(screen.getByTestId('console-confirm')).getByText('Different label on the store page.')).toBeTruthy();
    await user.click(screen.getByTestId('console-confirm-yes'));
    await waitFor(() => expect(screen.queryByTestId('admin-claim-row-1')).toBeNull());
    expect(server.callsTo(routes.adminDecideClaim)).toHaveLength(0);

    await act(() => decisionQueue.flush());
    expect(server.callsTo(routes.adminDecideClaim).map((call) => call.body)).toEqual([{ claimId: 1, decision: 'refuse', reason: 'Different label on the store page.' }]);
    await waitFor(() => expect(screen.getByText(`${en.artist_mgmt_claim_status_refused}: Artist 1 → Spotify Luna Vale`)).toBeTruthy());
  });

  it('does not offer to accept a claim of a profile another account holds', async () => {
    const user = userEvent.setup();
    renderInApp(<ArtistClaimsPanel />);
    const held = await screen.findByTestId('admin-claim-row-2');
    expect(within(held).getByTestId('admin-claim-held').textContent).toBe(en.admin_claims_held_by_another);
    await user.click(within(held).getByTestId('admin-claim-open'));
    expect(((await screen.findByTestId('admin-claim-accept')) as HTMLButtonElement).disabled).toBe(true);
  });
});
