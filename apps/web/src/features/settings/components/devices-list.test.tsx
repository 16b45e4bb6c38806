import * as settingsRoutes from '@portal/contract/heads/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DevicesList } from './devices-list.tsx';

const sessions = [
  { id: 'this', createdAt: '2026-12-01T09:00:00Z', lastSeenAt: null, ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1', current: true },
  { id: 'other', createdAt: '2026-11-28T18:45:00Z', lastSeenAt: null, ip: '2001:db8::7', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0', current: false },
];

afterEach(() => activateLanguage('en'));

describe('the signed-in devices, in Arabic', () => {
  it('keeps each address and sign-in moment whole and left to right, and gives sign-out its own room', async () => {
    activateLanguage('ar');
    const user = userEvent.setup();
    const api = serveApi((call) =>
      isCallTo(call, settingsRoutes.listSessions)
        ? ok(settingsRoutes.listSessions, { sessions })
        : isCallTo(call, settingsRoutes.endSession)
          ? ok(settingsRoutes.endSession, { ended: true } as never)
          : refused('error_not_found', 404),
    );
    renderInApp(<DevicesList />);
    const rows = await screen.findAllByTestId('device-row');
    expect(rows).toHaveLength(2);

    const other = rows[1]!;
    const address = within(other).getByText('2001:db8::7');
    expect(address.tagName).toBe('BDI');
    expect(address.getAttribute('dir')).toBe('ltr');
    // The moment is a left-to-right isolate inside the Arabic sentence ("signed in {{date}}").
    const line = within(other).getByTestId('device-signed-in').textContent!;
    expect(line).toMatch(/\u2066\d{4}-\d{2}-\d{2} \d{2}:\d{2}\u2069/);
    expect(line).toContain(ar.settings_devices_signed_in.split('{{date}}')[0]!.trim());

    // Sign-out never shrinks: on a narrow screen the row wraps it under the device instead.
    const signOut = within(other).getByTestId('device-end');
    expect(signOut.textContent).toBe(ar.settings_devices_end);
    expect(signOut.style.flexShrink).toBe('0');
    expect(other.style.getPropertyValue('--group-wrap')).toBe('wrap');
    expect(within(rows[0]!).queryByTestId('device-end')).toBeNull();

    await user.click(signOut);
    await waitFor(() => expect(api.callsTo(settingsRoutes.endSession)[0]!.body).toEqual({ id: 'other' }));
  });
});
