import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as systemRoutes from '@portal/contract/heads/system';
import * as teamRoutes from '@portal/contract/heads/team';
import { isCallTo, ok, serveApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { MainNav } from './main-nav.tsx';
import { navItems } from './nav-items.tsx';
import { UserMenu } from './user-menu.tsx';

const owner = aUser({ permissions: { Release: ['View'], Royalty: ['View'], OffPublishingService: ['View', 'Edit'] } });
const areas = (gates: { publishingService?: boolean }, user = owner) => navItems(user, false, gates).map((item) => item.area);

/** A fake server whose system gate publishingService is on or off. */
function gateServer(publishingService: boolean) {
  return serveApi((call) =>
    isCallTo(call, systemRoutes.systemFeatureGates) ? ok(systemRoutes.systemFeatureGates, { gates: { publishingService }, cacheSeconds: 60 }) : ok(teamRoutes.allTeams, { teams: [] } as never),
  );
}

describe('the publishing entry of the navigation', () => {
  it('is there only while the gate is on and the account may see publishing, after the revenue', () => {
    expect(areas({})).not.toContain('publishing');
    expect(areas({ publishingService: false })).not.toContain('publishing');
    const shown = areas({ publishingService: true });
    expect(shown.slice(shown.indexOf('revenue'), shown.indexOf('revenue') + 2)).toEqual(['revenue', 'publishing']);
    expect(navItems(owner, false, { publishingService: true }).find((item) => item.area === 'publishing')).toMatchObject({ to: '/publishing', label: 'permission_resource_OffPublishingService' });
    // A team member without OffPublishingService does not get it.
    expect(areas({ publishingService: true }, aUser({ permissions: { Release: ['View'] } }))).not.toContain('publishing');
  });

  it('shows the header link to /publishing when the server says the gate is on', async () => {
    gateServer(true);
    const member = aUser({ permissions: { OffPublishingService: ['View'] }, team: { teamId: 2, teamName: 'Harbor Lights Records', isOwner: false, memberUserId: 1, memberNickname: 'Luna' } });
    renderInApp(<MainNav user={member} testMode={false} />);
    const link = await screen.findByTestId('nav-publishing');
    expect(link.getAttribute('href')).toBe('/publishing');
    expect(link.textContent).toBe('Publishing');
  });

  it('lists Publishing in the phone menu with the gate on, and not with it off', async () => {
    gateServer(true);
    const on = renderInApp(<UserMenu user={owner} testMode={false} compact defaultOpened />);
    expect((await screen.findByTestId('menu-publishing')).getAttribute('href')).toBe('/publishing');
    on.unmount();

    const { callsTo } = gateServer(false);
    renderInApp(<UserMenu user={owner} testMode={false} compact defaultOpened />);
    await screen.findByTestId('menu-revenue');
    await expect.poll(() => callsTo(systemRoutes.systemFeatureGates).length).toBe(1);
    expect(screen.queryByTestId('menu-publishing')).toBeNull();
  });
});
