import * as openExtraRoutes from '@portal/contract/heads/open-extras';
import type { ResponseOf } from '@portal/contract/route';
import type * as openExtras from '@portal/contract/open-extras';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { regionQuery, userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ContentSupplyPage } from './content-supply-page.tsx';

type Offer = ResponseOf<typeof openExtras.userContentSupplyLead>['leads'][number];
const offer = (leadId: number, change: Partial<Offer> = {}): Offer => ({
  leadId,
  email: 'l***@example.com',
  artistName: 'Luna',
  offerTitle: `Offer ${leadId}`,
  revenueSharePercent: 60,
  status: 'INVITED',
  bound: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...change,
});

const signedIn = (change: Parameters<typeof aUser>[0] = {}) => ({
  seed: (client: QueryClient) => {
    client.setQueryData(regionQuery.queryKey, { region: 'BR', isLogin: true, regionBanned: false, showRestoreRegion: false, prefixRegionList: [] });
    client.setQueryData(userQuery.queryKey, aUser(change));
  },
});

const serveOffers = (leads: Offer[]) =>
  serveApi((call) => {
    if (isCallTo(call, openExtraRoutes.userContentSupplyLead)) return ok(openExtraRoutes.userContentSupplyLead, { leads });
    if (isCallTo(call, openExtraRoutes.openContentSupplyLead)) return ok(openExtraRoutes.openContentSupplyLead, { lead: leads[0]! });
    return refused('error_not_found', 404);
  });

describe('the account’s content-supply offers', () => {
  it('without a link, lists the signed-in owner’s offers with their share and where each stands', async () => {
    const { callsTo } = serveOffers([offer(1), offer(2, { status: 'BOUND', bound: true, revenueSharePercent: 55 })]);
    renderInApp(<ContentSupplyPage />, { ...signedIn(), route: '/content-supply' });
    const accepted = await screen.findByTestId('content-supply-mine-2');
    expect(within(accepted).getByTestId('content-supply-mine-status-2').textContent).toBe(en.content_supply_status_BOUND);
    expect(within(accepted).getByText(en.content_supply_mine_share.replace('{{share}}', '55'))).toBeTruthy();
    expect(screen.getByTestId('content-supply-mine-status-1').textContent).toBe(en.content_supply_status_INVITED);
    expect(callsTo(openExtraRoutes.userContentSupplyLead)).toHaveLength(1);
    expect(callsTo(openExtraRoutes.openContentSupplyLead)).toHaveLength(0);
  });

  it('says when there is none, and shows a member of someone else’s team no offers of that account', async () => {
    serveOffers([]);
    const first = renderInApp(<ContentSupplyPage />, { ...signedIn(), route: '/content-supply' });
    expect((await screen.findByTestId('content-supply-mine-empty')).textContent).toBe(en.content_supply_mine_empty);
    first.unmount();

    const { calls } = serveOffers([offer(1)]);
    renderInApp(<ContentSupplyPage />, { ...signedIn({ team: { teamId: 9, teamName: 'Sol Records', isOwner: false, memberUserId: 1201, memberNickname: 'Luna' } }), route: '/content-supply' });
    expect((await screen.findByTestId('content-supply-owner-only')).textContent).toBe(en.content_supply_owner_only);
    expect(calls.filter((call) => call.path === openExtraRoutes.userContentSupplyLead.path)).toEqual([]);
  });

  it('under an offer opened from its e-mail, lists the account’s other offers only', async () => {
    serveOffers([offer(1), offer(2, { status: 'DECLINED' })]);
    renderInApp(<ContentSupplyPage />, { ...signedIn(), route: '/content-supply?token=abcdefghijklmnop' });
    const others = await screen.findByTestId('content-supply-mine');
    expect(within(others).getByText(en.content_supply_mine_other)).toBeTruthy();
    expect(within(others).getByTestId('content-supply-mine-2')).toBeTruthy();
    expect(within(others).queryByTestId('content-supply-mine-1')).toBeNull();
  });
});
