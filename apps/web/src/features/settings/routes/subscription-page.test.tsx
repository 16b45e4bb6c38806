import * as settingsRoutes from '@portal/contract/heads/settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

const topics = { account: true, releases: true, royalties: true, promotions: false, newsletter: false };
const switchOf = async (topic: string) => (await screen.findByTestId(`topic-${topic}`)) as HTMLInputElement;

describe('the subscription page', () => {
  it('shows each e-mail topic, account messages always on, and saves a change', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) =>
      isCallTo(call, settingsRoutes.updateEmailSubscriptions)
        ? ok(settingsRoutes.updateEmailSubscriptions, { topics: { ...topics, promotions: true } })
        : ok(settingsRoutes.emailSubscriptions, { topics }),
    );
    renderInApp(<SubscriptionPage />);
    expect((await switchOf('account')).disabled).toBe(true);
    expect((await switchOf('account')).checked).toBe(true);
    expect((await switchOf('promotions')).checked).toBe(false);
    await user.click(await switchOf('promotions'));
    await waitFor(() => expect(callsTo(settingsRoutes.updateEmailSubscriptions).map((call) => call.body)).toEqual([{ promotions: true }]));
    expect((await switchOf('promotions')).checked).toBe(true);
  });

  it('undoes a change the server refused and says why', async () => {
    const user = userEvent.setup();
    serveApi((call) => (isCallTo(call, settingsRoutes.updateEmailSubscriptions) ? refused('error_too_many_requests', 429) : ok(settingsRoutes.emailSubscriptions, { topics })));
    renderInApp(<SubscriptionPage />);
    await user.click(await switchOf('royalties'));
    expect((await screen.findByTestId('topics-error')).textContent).toBe(en.error_too_many_requests);
    expect((await switchOf('royalties')).checked).toBe(true);
  });
});
