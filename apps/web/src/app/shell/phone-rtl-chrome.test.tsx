import * as systemRoutes from '@portal/contract/heads/system';
import * as teamRoutes from '@portal/contract/heads/team';
import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../packages/i18n/locales/ar.json';
import { openConfigQuery } from '../../lib/open-config-query.ts';
import { openFeatureGatesQuery } from '../../lib/queries.ts';
import { activateLanguage } from '../../lib/translator.ts';
import { isCallTo, ok, serveApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { ContactUsButton } from './contact-us-button.tsx';
import { UserButton } from './user-button.tsx';
import { UserMenu } from './user-menu.tsx';

afterEach(() => activateLanguage('en'));

describe('the shell in Arabic, on a phone', () => {
  it('gives the account name its own direction, so a Latin name is cut at its own end in a right-to-left page', async () => {
    activateLanguage('ar');
    serveApi((call) => (isCallTo(call, systemRoutes.systemFeatureGates) ? ok(systemRoutes.systemFeatureGates, { gates: {} } as never) : ok(teamRoutes.allTeams, { teams: [] } as never)));
    const user = aUser({ nickname: 'Harbor Lights Records International', email: 'label@example.com' });
    const header = renderInApp(<UserButton user={user} />);
    const name = screen.getByTestId('user-menu-name');
    expect(name.textContent).toBe('Harbor Lights Records International');
    expect(name.getAttribute('dir')).toBe('auto');
    header.unmount();

    renderInApp(<UserMenu user={user} testMode={false} compact defaultOpened />);
    const inMenu = await screen.findByTestId('menu-user-name');
    expect(inMenu.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('label@example.com').getAttribute('dir')).toBe('auto');
  });

  it('keeps the contact-us words as the name of a button that a phone shows as its icon alone', () => {
    activateLanguage('ar');
    const seed = (client: QueryClient) => {
      client.setQueryData(openFeatureGatesQuery.queryKey, { gates: {} } as never);
      client.setQueryData(openConfigQuery.queryKey, { chatBotEnabled: false } as never);
    };
    renderInApp(<ContactUsButton />, { seed, route: '/settings' });
    const button = screen.getByRole('link', { name: ar.contact_us });
    // global.css hides .sp-contact-label visually under 768 px and the page's foot keeps room for the button.
    expect(button.querySelector('.sp-contact-label')!.textContent).toBe(ar.contact_us);
  });
});
