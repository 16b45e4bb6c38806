import * as routes from '@portal/contract/heads/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { type AnswerOf, configureApiClient, type Endpoint, resetApiClient } from '../../../lib/api-client.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { FeatureGatesPanel } from './feature-gates-panel.tsx';

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Reply = { data: unknown } | { status: number; messageKey: string };

let calls: Call[] = [];
const ok = <H extends Endpoint>(_route: H, data: AnswerOf<H>): Reply => ({ data });
const refused = (messageKey: string, status = 400): Reply => ({ status, messageKey });
const is = (call: Call, route: Endpoint) => call.method === route.method && call.path === route.path;
const callsTo = (route: Endpoint) => calls.filter((call) => is(call, route));

/** Answers the app's API calls as `reply` says, and keeps each call. */
function serve(reply: (call: Call) => Reply) {
  calls = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'https://portal.example').pathname.replace(/^\/api/, ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = reply(call);
      const envelope =
        'data' in answer ? { baseResponse: { errorCode: 0, message: 'success' }, data: answer.data } : { baseResponse: { errorCode: 10001, message: 'refused', messageKey: answer.messageKey } };
      return new Response(JSON.stringify(envelope), { status: 'data' in answer ? 200 : answer.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    readCsrfToken: () => 'csrf-token',
    report: () => {},
  });
}

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

afterEach(() => {
  resetApiClient();
  setViewport('desktop');
});

describe('the feature gates panel', () => {
  it('lists the gates by scope and key, each with its scope named, its description and whether it is on', async () => {
    serve(() => ok(routes.listFeatureGates, { gates }));
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
    serve((call) => (is(call, routes.saveFeatureGate) ? ok(routes.saveFeatureGate, savedGate(call.body)) : ok(routes.listFeatureGates, { gates })));
    renderInApp(<FeatureGatesPanel />);
    await user.click(await screen.findByTestId('admin-gate-toggle-withdrawals'));
    await waitFor(() => expect(callsTo(routes.listFeatureGates)).toHaveLength(2));
    expect(callsTo(routes.saveFeatureGate).map((call) => call.body)).toEqual([{ scope: 'system', key: 'withdrawals', description: 'Artists may withdraw their balance.', enabled: false }]);
  });

  it('refuses a key that is not a gate key before sending, and saves a new gate in the chosen scope', async () => {
    const user = userEvent.setup();
    serve((call) => (is(call, routes.saveFeatureGate) ? ok(routes.saveFeatureGate, savedGate(call.body)) : ok(routes.listFeatureGates, { gates })));
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
    serve((call) => (is(call, routes.saveFeatureGate) ? refused('error_forbidden', 403) : ok(routes.listFeatureGates, { gates })));
    renderInApp(<FeatureGatesPanel />);
    await user.click(await screen.findByTestId('admin-gate-toggle-signup'));
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_forbidden);
  });

  it('says when there are no gates, and shows why the gates could not be read', async () => {
    serve(() => ok(routes.listFeatureGates, { gates: [] }));
    const first = renderInApp(<FeatureGatesPanel />);
    expect((await screen.findByTestId('admin-gates-empty')).textContent).toBe(en.admin_gates_empty);
    first.unmount();

    serve(() => refused('error_system_common', 500));
    renderInApp(<FeatureGatesPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_system_common);
    expect(screen.queryByTestId('admin-gates')).toBeNull();
  });

  it('on a phone shows each gate as a card that can still be switched', async () => {
    const user = userEvent.setup();
    setViewport('phone');
    serve((call) => (is(call, routes.saveFeatureGate) ? ok(routes.saveFeatureGate, savedGate(call.body)) : ok(routes.listFeatureGates, { gates })));
    renderInApp(<FeatureGatesPanel />);
    expect((await screen.findByTestId('admin-gates')).getAttribute('data-layout')).toBe('cards');
    expect(keys()).toEqual(['Turn signup on or off', 'Turn chatBot on or off', 'Turn withdrawals on or off']);
    await user.click(screen.getByTestId('admin-gate-toggle-chatBot'));
    await waitFor(() => expect(callsTo(routes.saveFeatureGate)).toHaveLength(1));
    expect(callsTo(routes.saveFeatureGate)[0]!.body).toMatchObject({ scope: 'system', key: 'chatBot', enabled: true });
  });
});
