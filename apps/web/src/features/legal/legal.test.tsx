import * as legalRoutes from '@portal/contract/heads/legal';
import { currentVersion } from '@portal/domain/legal/documents';
import { termsText } from '@portal/domain/legal/terms-text';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { headerConfigQuery, regionQuery, userQuery } from '../../lib/queries.ts';
import { activateLanguage } from '../../lib/translator.ts';
import { isCallTo, ok, refused, serveApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { LegalRoutes } from './routes/legal-routes.tsx';

const TERMS = currentVersion('terms');
const state = (termsAccepted: string | null) => ({
  documents: [
    { document: 'terms' as const, version: TERMS, requiresAcceptance: true, acceptedVersion: termsAccepted, acceptedAt: termsAccepted ? '2025-06-02T00:00:00.000Z' : null },
    { document: 'privacy' as const, version: currentVersion('privacy'), requiresAcceptance: true, acceptedVersion: currentVersion('privacy'), acceptedAt: '2026-11-02T00:00:00.000Z' },
    { document: 'cookies' as const, version: currentVersion('cookies'), requiresAcceptance: false, acceptedVersion: null, acceptedAt: null },
  ],
  pending: termsAccepted === TERMS ? [] : (['terms'] as const),
});

const signedIn = (client: QueryClient) => {
  client.setQueryData(regionQuery.queryKey, { isLogin: true } as never);
  client.setQueryData(userQuery.queryKey, aUser());
};
const visitor = (client: QueryClient) => client.setQueryData(regionQuery.queryKey, { isLogin: false } as never);

const legal = (route: string, seed: (client: QueryClient) => void) =>
  renderInApp(
    <Routes>
      <Route path="/legal/*" element={<LegalRoutes />} />
      <Route path="/login" element={<p data-testid="login-page" />} />
    </Routes>,
    { route, seed },
  );

afterEach(() => activateLanguage('en'));

describe('the legal pages', () => {
  it('show a document with its version, contents and history to a visitor, asking nothing', async () => {
    const { callsTo } = serveApi(() => refused('error_not_logged_in', 401));
    legal('/legal/terms', visitor);
    const text = await screen.findByTestId('legal-text');
    expect(within(text).getByText(`1. ${termsText.sections[0]!.heading}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.legal_title_terms);
    expect(screen.getByTestId('legal-version').textContent).toBe(en.legal_version_in_force.replace('{{date}}', 'Nov 1, 2026'));
    expect(screen.getByTestId('legal-history').textContent).toContain('Jun 1, 2025');
    expect(screen.queryByTestId('legal-english-note')).toBeNull();
    expect(screen.queryByTestId('legal-accept')).toBeNull();
    expect(callsTo(legalRoutes.legalStatus)).toEqual([]);
  });

  it('say in another language that the English text applies', async () => {
    serveApi(() => refused('error_not_logged_in', 401));
    activateLanguage('ar');
    legal('/legal/privacy', visitor);
    expect(await screen.findByTestId('legal-english-note')).toBeTruthy();
    expect(screen.getByTestId('legal-text').getAttribute('lang')).toBe('en');
  });

  it('let a signed-in person accept a new version, and the header banner is asked for again', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => (isCallTo(call, legalRoutes.acceptLegal) ? ok(legalRoutes.acceptLegal, state(TERMS) as never) : ok(legalRoutes.legalStatus, state('2025-06-01') as never)));
    const { client } = legal('/legal/review', signedIn);
    client.setQueryData(headerConfigQuery.queryKey, { banners: [{ id: 'legal-update' }] } as never);
    expect(await screen.findByTestId('legal-review-terms')).toBeTruthy();
    expect(screen.queryByTestId('legal-review-privacy')).toBeNull();
    await user.click(screen.getByTestId('legal-accept'));
    await screen.findByTestId('legal-review-done');
    expect(callsTo(legalRoutes.acceptLegal).map((call) => call.body)).toEqual([{ documents: [{ document: 'terms', version: TERMS }] }]);
    expect(client.getQueryState(headerConfigQuery.queryKey)?.isInvalidated).toBe(true);
  });

  it('send a visitor who opens the review to the login page', async () => {
    serveApi(() => refused('error_not_logged_in', 401));
    legal('/legal/review', visitor);
    await waitFor(() => expect(screen.getByTestId('login-page')).toBeTruthy());
  });

  it('list the three documents', async () => {
    serveApi(() => refused('error_not_logged_in', 401));
    legal('/legal', visitor);
    expect(await screen.findByTestId('legal-card-terms')).toBeTruthy();
    expect(screen.getByTestId('legal-card-cookies').getAttribute('href')).toBe('/legal/cookies');
  });
});
