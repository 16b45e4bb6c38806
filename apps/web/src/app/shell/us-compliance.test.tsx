import * as systemRoutes from '@portal/contract/heads/system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { clearStorage, readStorage, StorageKey } from '../../lib/storage.ts';
import { ok, serveApi } from '../../test/fake-api.ts';
import { renderInApp } from '../../test/render.tsx';
import { UsComplianceNotice } from './us-compliance.tsx';

const compliance = (usComplianceNotice: boolean) => () => ok(systemRoutes.systemCompliance, { usComplianceNotice, cookieConsentRequired: false, region: 'US' });

afterEach(() => clearStorage('local'));

describe('the US compliance notice', () => {
  it('is not shown when the server says it does not concern the account (a new account, a visitor)', async () => {
    const api = serveApi(compliance(false));
    renderInApp(<UsComplianceNotice />);
    await waitFor(() => expect(api.callsTo(systemRoutes.systemCompliance)).toHaveLength(1));
    expect(screen.queryByText(en.us_compliance_title)).toBeNull();
  });

  it('does not hold the reader up: its close button dismisses it for good, as "Got it" does', async () => {
    const user = userEvent.setup();
    serveApi(compliance(true));
    const first = renderInApp(<UsComplianceNotice />);
    expect(await screen.findByText(en.us_compliance_title)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.us_compliance_close }));
    await waitFor(() => expect(screen.queryByText(en.us_compliance_title)).toBeNull());
    expect(readStorage(StorageKey.usComplianceAck)).not.toBeNull();
    first.unmount();

    renderInApp(<UsComplianceNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(en.us_compliance_title)).toBeNull();
  });

  it('Escape dismisses it too', async () => {
    const user = userEvent.setup();
    serveApi(compliance(true));
    renderInApp(<UsComplianceNotice />);
    expect(await screen.findByText(en.us_compliance_title)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(en.us_compliance_title)).toBeNull());
    expect(readStorage(StorageKey.usComplianceAck)).not.toBeNull();
  });
});
