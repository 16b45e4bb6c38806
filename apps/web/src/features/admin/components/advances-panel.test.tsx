import * as routes from '@portal/contract/heads/revenue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AdvancesPanel } from './advances-panel.tsx';

const luna = { userId: 12, nickname: 'Luna Prado', email: 'luna@example.com', region: 'BR', isLabel: false };

describe('granting an advance in the console', () => {
  it('finds the account with the shared picker, grants after the confirmation and starts a new search', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => {
      if (isCallTo(call, routes.findAccounts)) return ok(routes.findAccounts, { accounts: call.query.q === 'luna' ? [luna] : [] });
      if (isCallTo(call, routes.grantAdvance)) return ok(routes.grantAdvance, { id: 77, amount: '20.000000', currency: 'USD' });
      return refused('error_not_found', 404);
    });
    renderInApp(<AdvancesPanel />);
    const picker = screen.getByTestId('admin-advance-user') as HTMLInputElement;
    await user.click(picker);
    await user.type(picker, 'luna');
    const list = await waitFor(() => document.getElementById(picker.getAttribute('aria-controls') ?? '')!);
    await user.click(await within(list).findByRole('option', { name: 'Luna Prado · luna@example.com · BR · #12', hidden: true }));
    await user.type(screen.getByTestId('admin-advance-amount'), '20');
    await user.click(screen.getByTestId('admin-advance-note'));
    await user.paste('Tour support');
    await user.click(screen.getByTestId('admin-advance-submit'));
    await user.click(screen.getByTestId('admin-advance-confirm'));

    expect((await screen.findByTestId('admin-advance-success')).textContent).toContain('Luna Prado · luna@example.com · BR · #12');
    expect(callsTo(routes.grantAdvance).map((call) => call.body)).toEqual([{ userId: 12, amount: '20', note: 'Tour support' }]);
    expect((screen.getByTestId('admin-advance-user') as HTMLInputElement).value).toBe('');
  });
});
