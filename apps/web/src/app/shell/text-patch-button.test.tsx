import * as supportRoutes from '@portal/contract/heads/support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { basicQuery, regionQuery, userQuery } from '../../lib/queries.ts';
import { ok, refused, serveApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { TextPatchButton } from './text-patch-button.tsx';

const basic = (testMode: boolean) => ({ testMode }) as never;
const seed = (options: { testMode: boolean; signedIn: boolean }) => (client: QueryClient) => {
  client.setQueryData(basicQuery.queryKey, basic(options.testMode));
  client.setQueryData(regionQuery.queryKey, { isLogin: options.signedIn } as never);
  if (options.signedIn) client.setQueryData(userQuery.queryKey, aUser());
};

describe('the text-patch button', () => {
  it('is not there outside a test mode', async () => {
    serveApi(() => ok(supportRoutes.reportTextPatch, { id: 1 }));
    renderInApp(<TextPatchButton />, { seed: seed({ testMode: false, signedIn: true }) });
    await waitFor(() => expect(screen.queryByTestId('text-patch-button')).toBeNull());
  });

  it("sends the text, the suggestion, the page and the language to the operators' inbox", async () => {
    const user = userEvent.setup();
    const api = serveApi(() => ok(supportRoutes.reportTextPatch, { id: 42 }));
    renderInApp(<TextPatchButton />, { seed: seed({ testMode: true, signedIn: true }), route: '/release-management?tab=draft' });
    await user.click(await screen.findByTestId('text-patch-button'));
    expect(screen.getByTestId('text-patch-where').textContent).toBe(en.text_patch_where.replace('{{page}}', '/release-management?tab=draft').replace('{{language}}', 'en'));
    // A signed-in tester's own address is used: no e-mail field.
    expect(screen.queryByTestId('text-patch-email')).toBeNull();

    await user.click(screen.getByTestId('text-patch-submit'));
    expect(screen.getByText(en.text_patch_text_required)).toBeTruthy();
    expect(api.callsTo(supportRoutes.reportTextPatch)).toHaveLength(0);

    await user.type(screen.getByTestId('text-patch-text'), 'Relase date');
    await user.type(screen.getByTestId('text-patch-suggestion'), 'Release date');
    await user.click(screen.getByTestId('text-patch-submit'));
    expect(await screen.findByTestId('text-patch-sent')).toBeTruthy();
    expect(api.callsTo(supportRoutes.reportTextPatch)[0]!.body).toEqual({ text: 'Relase date', suggestion: 'Release date', page: '/release-management?tab=draft', language: 'en' });
  });

  it("lets a visitor leave an address, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const api = serveApi(() => refused('error_too_many_requests', 429));
    renderInApp(<TextPatchButton />, { seed: seed({ testMode: true, signedIn: false }), route: '/login' });
    await user.click(await screen.findByTestId('text-patch-button'));
    await user.type(screen.getByTestId('text-patch-text'), 'No text under the code field');
    await user.type(screen.getByTestId('text-patch-email'), 'tester@example.com');
    await user.click(screen.getByTestId('text-patch-submit'));
    await waitFor(() => expect(api.callsTo(supportRoutes.reportTextPatch)).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({ text: 'No text under the code field', suggestion: '', page: '/login', language: 'en', email: 'tester@example.com' });
    expect((await screen.findByRole('alert')).textContent).toContain(en.error_too_many_requests);
    expect(screen.queryByTestId('text-patch-sent')).toBeNull();
  });
});
