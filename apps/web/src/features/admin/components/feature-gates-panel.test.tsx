import * as routes from '@portal/contract/heads/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { FeatureGatesPanel } from './feature-gates-panel.tsx';

type Gate = AnswerOf<typeof routes.listFeatureGates>['gates'][number];
const gates: Gate[] = [
  { scope: 'system', key: 'withdrawals', enabled: true, description: 'Artists may withdraw their balance.', updatedAt: '2025-04-01T10:00:00.000Z' },
  { scope: 'open', key: 'signup', enabled: false, description: 'New accounts may sign up.', updatedAt: '2025-03-20T08:30:00.000Z' },
  { scope: 'system', key: 'chatBot', enabled: false, description: '', updatedAt: '2025-03-21T08:30:00.000Z' },
];
const savedGate = (body: unknown): AnswerOf<typeof routes.saveFeatureGate> => ({ gate: { ...(body as Omit<Gate, 'updatedAt'>), updatedAt: '2025-04-02T09:00:00.000Z' } });

const keys = () =>
  within(screen.getByTestId('admin-gates'))
    .getAllByRole('switch')
    .map((toggle) => toggle.getAttribute('aria-label'));

afterEach(() => setViewport('desktop'));

describe('the feature gates panel', () => {
  it('lists the gates by scope and key, each with its scope named, its description and whether it is on', async () => {
    serveApi(() => ok(routes.listFeatureGates, { gates }));
    renderInApp(<FeatureGatesPanel />);
    await screen.findByTestId('admin-gates');
    expect(keys()).toEqual(['Turn signup on or off', 'Turn chatBot on or off', 'Turn withdrawals on or off']);
    const withdrawals = screen.getByTestId('admin-gate-toggle-withdrawals') as HTMLInputElement;
    expect(withdrawals.checked).toBe(true);
    expect((screen.getByTestId('admin-gate-toggle-signup') as HTMLInputElement).checked).toBe(false);
    const row = withdrawals.closest('tr')!;
    expect(within(row).getByText(en.admin_gate_scope_system)).toBeTruthy();
    expect(within(row).getByText('Artists may withdraw their balance.')).toBeTruthy();
  });

  it('turns a gate off with its scope and description kept, and reads the gates again', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => (isCallTo(call, routes.saveFeatureGate) ? ok(routes.saveFeatureGate, savedGate(call.body)) : ok(routes.listFeatureGates, { gates })));
    renderInApp(<FeatureGatesPanel />);
    await user.click(await screen.findByTestId('admin-gate-toggle-withdrawals'));
    await waitFor(() => expect(callsTo(routes.listFeatureGates)).toHaveLength(2));
    expect(callsTo(routes.saveFeatureGate).map((call) => call.body)).toEqual([{ scope: 'system', key: 'withdrawals', description: 'Artists may withdraw their balance.', enabled: false }]);
  });

  it('refuses a key that is not a gate key before sending, and saves a new gate in the chosen scope', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => (isCallTo(call, routes.saveFeatureGate) ? ok(routes.saveFeatureGate, savedGate(call.body)) : ok(routes.listFeatureGates, { gates })));
    renderInApp(<FeatureGatesPanel />);
    await screen.findByTestId('admin-gates');

    await user.click(screen.getByTestId('admin-gate-key'));
    await user.paste('1-new gate');
    await user.click(screen.getByTestId('admin-gate-add'));
    expect(screen.getByText(en.admin_gate_key_invalid)).toBeTruthy();
    expect(callsTo(routes.saveFeatureGate)).toHaveLength(0);

    await user.clear(screen.getByTestId('admin-gate-key'));
    await user.paste('releaseClips');
    await user.selectOptions(screen.getByLabelText(en.admin_gate_scope), en.admin_gate_scope_release);
    await user.click(screen.getByLabelText(en.admin_gate_description));
    await user.paste(' Clips on release pages ');
    await user.click(screen.getByRole('switch', { name: en.admin_gate_enabled }));
    await user.click(screen.getByTestId('admin-gate-add'));

    await waitFor(() => expect(callsTo(routes.saveFeatureGate)).toHaveLength(1));
    expect(callsTo(routes.saveFeatureGate)[0]!.body).toEqual({ scope: 'release', key: 'releaseClips', enabled: false, description: 'Clips on release pages' });
    await waitFor(() => expect((screen.getByTestId('admin-gate-key') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(en.admin_gate_key_invalid)).toBeNull();
  });

  it('shows a refused save in the reader’s words', async () => {
    const user = userEvent.setup();
    serveApi((call) => (isCallTo(call, routes.saveFeatureGate) ? refused('error_forbidden', 403) : ok(routes.listFeatureGates, { gates })));
    renderInApp(<FeatureGatesPanel />);
    await user.click(await screen.findByTestId('admin-gate-toggle-signup'));
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_forbidden);
  });

  it('says when there are no gates, and shows why the gates could not be read', async () => {
    serveApi(() => ok(routes.listFeatureGates, { gates: [] }));
    const first = renderInApp(<FeatureGatesPanel />);
    expect((await screen.findByTestId('admin-gates-empty')).textContent).toBe(en.admin_gates_empty);
    first.unmount();

    serveApi(() => refused('error_system_common', 500));
    renderInApp(<FeatureGatesPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_system_common);
    expect(screen.queryByTestId('admin-gates')).toBeNull();
  });

  it('on a phone shows each gate as a card that can still be switched', async () => {
    const user = userEvent.setup();
    setViewport('phone');
    const { callsTo } = serveApi((call) => (isCallTo(call, routes.saveFeatureGate) ? ok(routes.saveFeatureGate, savedGate(call.body)) : ok(routes.listFeatureGates, { gates })));
    renderInApp(<FeatureGatesPanel />);
    expect((await screen.findByTestId('admin-gates')).getAttribute('data-layout')).toBe('cards');
    expect(keys()).toEqual(['Turn signup on or off', 'Turn chatBot on or off', 'Turn withdrawals on or off']);
    await user.click(screen.getByTestId('admin-gate-toggle-chatBot'));
    await waitFor(() => expect(callsTo(routes.saveFeatureGate)).toHaveLength(1));
    expect(callsTo(routes.saveFeatureGate)[0]!.body).toMatchObject({ scope: 'system', key: 'chatBot', enabled: true });
  });
});
