import * as routes from '@portal/contract/heads/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { OutboxPanel } from './outbox-panel.tsx';

type Message = AnswerOf<typeof routes.listOutbox>['messages'][number];
const messages: Message[] = [
  {
    id: 3,
    channel: 'email',
    recipient: 'luna@example.com',
    subject: 'Your SoundPort code',
    body: 'Your code is 482913. It expires in 10 minutes.',
    status: 'logged',
    createdAt: '2025-04-02T09:00:00.000Z',
  },
  { id: 2, channel: 'sms', recipient: '+5511987654321', subject: '', body: 'SoundPort: 7301 is your login code.', status: 'failed', createdAt: '2025-04-02T08:00:00.000Z' },
  { id: 1, channel: 'push', recipient: 'luna@example.com', subject: 'Welcome', body: 'Your release is live.', status: 'bounced', createdAt: '2025-04-01T08:00:00.000Z' },
];
const rows = () => screen.getAllByTestId('admin-outbox-row');

afterEach(() => setViewport('desktop'));

describe('the outbox panel', () => {
  it('shows each message with its one-time codes apart, its channel and its status named', async () => {
    const { calls } = serveApi(() => ok(routes.listOutbox, { messages, total: 3 }));
    renderInApp(<OutboxPanel />);
    await screen.findAllByTestId('admin-outbox-row');
    expect(calls[0]!.query).toEqual({ offset: '0', count: '20' });

    const [email, sms, other] = rows();
    expect(
      within(email!)
        .getAllByTestId('admin-outbox-code')
        .map((code) => code.textContent),
    ).toEqual(['482913']);
    expect(within(email!).getByText(en.admin_outbox_channel_email)).toBeTruthy();
    expect(within(email!).getByText(en.admin_outbox_status_logged)).toBeTruthy();
    expect(within(email!).getByText('Your SoundPort code')).toBeTruthy();
    expect(
      within(sms!)
        .getAllByTestId('admin-outbox-code')
        .map((code) => code.textContent),
    ).toEqual(['7301']);
    expect(within(sms!).getByText(en.admin_outbox_channel_sms)).toBeTruthy();
    expect(within(sms!).getByText(en.admin_outbox_status_failed)).toBeTruthy();
    // What the console does not know yet shows as the server spells it.
    expect(within(other!).queryByTestId('admin-outbox-code')).toBeNull();
    expect(within(other!).getByText('push')).toBeTruthy();
    expect(within(other!).getByText('bounced')).toBeTruthy();
  });

  it('asks only for the messages to a recipient, from the first page', async () => {
    const user = userEvent.setup();
    const { calls } = serveApi((call) => ok(routes.listOutbox, call.query.recipient ? { messages: messages.slice(1, 2), total: 1 } : { messages, total: 45 }));
    renderInApp(<OutboxPanel />);
    await screen.findAllByTestId('admin-outbox-row');

    await user.click(within(screen.getByTestId('admin-outbox')).getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ offset: '20', count: '20' }));

    await user.click(screen.getByTestId('admin-outbox-recipient'));
    await user.paste(' +5511987654321 ');
    await user.click(screen.getByTestId('admin-outbox-filter'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.at(-1)!.query).toEqual({ recipient: '+5511987654321', offset: '0', count: '20' });
  });

  it('says when no message was sent, and shows why the messages could not be read', async () => {
    serveApi(() => ok(routes.listOutbox, { messages: [], total: 0 }));
    const first = renderInApp(<OutboxPanel />);
    expect(await within(screen.getByTestId('admin-outbox')).findByText(en.admin_outbox_empty)).toBeTruthy();
    first.unmount();

    serveApi(() => refused('error_forbidden', 403));
    renderInApp(<OutboxPanel />);
    expect((await within(screen.getByTestId('admin-outbox')).findByRole('alert')).textContent).toBe(en.error_forbidden);
  });

  it('on a phone shows each message as a card with its code', async () => {
    setViewport('phone');
    serveApi(() => ok(routes.listOutbox, { messages, total: 3 }));
    renderInApp(<OutboxPanel />);
    const [email] = await screen.findAllByTestId('admin-outbox-row');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(email!).getByText(en.admin_outbox_code)).toBeTruthy();
    expect(within(email!).getByTestId('admin-outbox-code').textContent).toBe('482913');
    expect(rows()).toHaveLength(3);
  });
});
