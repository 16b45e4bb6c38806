import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, serveApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import * as teamRoutes from '@portal/contract/heads/team';
import { UserMenu } from './user-menu.tsx';

const areas = () => screen.queryAllByTestId(/^menu-(releases|library|revenue|artists|charts|knowledge-hub)$/).map((item) => item.dataset.testid);

describe('the user menu', () => {
  it('on a desktop holds the account’s own items only, the header listing the areas', async () => {
    serveApi(() => ok(teamRoutes.allTeams, { teams: [] } as never));
    renderInApp(<UserMenu user={aUser({ permissions: { Release: ['View'], AnalyticsData: ['View'], Royalty: ['View'] } })} testMode={false} defaultOpened />);
    await screen.findByTestId('menu-settings');
    expect(screen.getByTestId('menu-subscription')).toBeTruthy();
    expect(screen.getByTestId('logout')).toBeTruthy();
    expect(areas()).toEqual([]);
  });

  it('on a phone also lists every area the permissions open', async () => {
    serveApi(() => ok(teamRoutes.allTeams, { teams: [] } as never));
    const owner = aUser({ permissions: { Release: ['View'], AnalyticsData: ['View'], Royalty: ['View'] } });
    renderInApp(<UserMenu user={owner} testMode={false} compact defaultOpened />);
    await screen.findByTestId('menu-settings');
    expect(areas()).toEqual(['menu-releases', 'menu-library', 'menu-charts', 'menu-revenue', 'menu-artists', 'menu-knowledge-hub']);
    // The store tools are a computer's page: not offered on a phone.
    expect(screen.queryByTestId('menu-store-tools')).toBeNull();
  });
});
