import * as openRoutes from '@portal/contract/heads/open';
import * as passportRoutes from '@portal/contract/heads/passport';
import * as teamRoutes from '@portal/contract/heads/team';
import * as userRoutes from '@portal/contract/heads/user';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { regionQuery, userQuery } from '../../../lib/queries.ts';
import { clearStorage, StorageKey, writeStorage } from '../../../lib/storage.ts';
import { activateLanguage } from '../../../lib/translator.ts';
import { type ApiCall, isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { SignUpPage } from './sign-up-page.tsx';

type Risk = 'ok' | 'ip_flood' | 'device_flood' | 'disposable_email';

/** A sign-up server: the risk question answers `risk`, a code is always sent, the profile is always made. */
const signUpServer =
  (risk: Risk = 'ok', other: (call: ApiCall) => Reply | undefined = () => undefined) =>
  (call: ApiCall): Reply => {
    const answered = other(call);
    if (answered) return answered;
    if (isCallTo(call, openRoutes.signUpRiskControl)) return ok(openRoutes.signUpRiskControl, { allowed: risk === 'ok', reason: risk });
    if (isCallTo(call, passportRoutes.sendCode)) return ok(passportRoutes.sendCode, { sent: true, resendAfterSeconds: 60 } as never);
    if (isCallTo(call, openRoutes.setIdc)) return ok(openRoutes.setIdc, { idc: 'INTL', region: 'BR' });
    if (isCallTo(call, userRoutes.createProfile)) return ok(userRoutes.createProfile, { user: aUser({ nickname: 'Nova' }) } as never);
    if (isCallTo(call, userRoutes.setSource)) return ok(userRoutes.setSource, { source: (call.body as { source: number }).source });
    return refused('error_not_found', 404);
  };

const signedInWithoutProfile = (client: QueryClient) => {
  client.setQueryData(regionQuery.queryKey, { region: 'BR', isLogin: true, regionBanned: false, showRestoreRegion: false, prefixRegionList: [] });
  client.setQueryData(userQuery.queryKey, aUser({ needsProfile: true, nickname: '' }));
};

afterEach(() => {
  clearStorage('session');
  activateLanguage('en');
});

async function askForEmailCode(address: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('email-input'), address);
  await user.click(screen.getByTestId('send-code'));
  return user;
}

describe('the sign-up page asks before sending a code whether the sign-up would be refused', () => {
  it('a throwaway address is refused on the e-mail field, and no code is sent', async () => {
    const { callsTo } = serveApi(signUpServer('disposable_email'));
    renderInApp(<SignUpPage />);
    await askForEmailCode('nova@mailinator.com');
    expect(await screen.findByText(en.signup_risk_disposable_email)).toBeTruthy();
    expect(callsTo(openRoutes.signUpRiskControl)[0]!.body).toEqual({ email: 'nova@mailinator.com' });
    expect(callsTo(passportRoutes.sendCode)).toHaveLength(0);
  });

  it('too many sign-ups from the network or the device are said for the whole form, in the reader’s language', async () => {
    serveApi(signUpServer('ip_flood'));
    const first = renderInApp(<SignUpPage />);
    await askForEmailCode('nova@example.com');
    expect((await screen.findByTestId('form-error')).textContent).toBe(en.signup_risk_ip_flood);
    first.unmount();

    activateLanguage('ar');
    const { callsTo } = serveApi(signUpServer('device_flood'));
    renderInApp(<SignUpPage />);
    await askForEmailCode('nova@example.com');
    expect((await screen.findByTestId('form-error')).textContent).toBe(ar.signup_risk_device_flood);
    expect(callsTo(passportRoutes.sendCode)).toHaveLength(0);
  });

  it('an accepted sign-up gets its code; a failed question does not hold the visitor up', async () => {
    const { callsTo } = serveApi(signUpServer('ok'));
    const first = renderInApp(<SignUpPage />);
    await askForEmailCode('nova@example.com');
    await waitFor(() => expect(callsTo(passportRoutes.sendCode)).toHaveLength(1));
    expect(screen.queryByTestId('form-error')).toBeNull();
    first.unmount();

    const second = serveApi(signUpServer('ok', (call) => (isCallTo(call, openRoutes.signUpRiskControl) ? new Error('offline') : undefined)));
    renderInApp(<SignUpPage />);
    await askForEmailCode('nova@example.com');
    await waitFor(() => expect(second.callsTo(passportRoutes.sendCode)).toHaveLength(1));
  });
});

describe('a manager invite link', () => {
  it('says which label invites the visitor, read from the code the sign-up entry kept', async () => {
    writeStorage(StorageKey.managerInviteCode, 'SOLREC', 'session');
    const { callsTo } = serveApi(
      signUpServer('ok', (call) => (isCallTo(call, teamRoutes.managerInviteInfo) ? ok(teamRoutes.managerInviteInfo, { valid: true, labelName: 'Sol Records', region: 'BR' }) : undefined)),
    );
    renderInApp(<SignUpPage />);
    expect((await screen.findByTestId('signup-manager')).textContent).toBe(en.signup_manager_invite.replace('{{label}}', 'Sol Records'));
    expect(callsTo(teamRoutes.managerInviteInfo)[0]!.query).toEqual({ code: 'SOLREC' });
    // The label's artist is not asked how they found the portal: the invitation says so.
    expect(screen.queryByTestId('signup-source')).toBeNull();
  });

  it('with a code no label has says the link is not valid, and sign-up goes on', async () => {
    writeStorage(StorageKey.managerInviteCode, 'NOPE', 'session');
    serveApi(signUpServer('ok', (call) => (isCallTo(call, teamRoutes.managerInviteInfo) ? ok(teamRoutes.managerInviteInfo, { valid: false, labelName: null, region: null }) : undefined)));
    renderInApp(<SignUpPage />);
    expect((await screen.findByTestId('signup-manager-invalid')).textContent).toBe(en.signup_manager_invite_invalid);
    expect(screen.getByTestId('signup-submit')).toBeTruthy();
  });
});

describe('how the new account found the portal', () => {
  it('is asked once, optionally, where the profile is completed, and recorded after the profile is made', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi(signUpServer());
    renderInApp(<SignUpPage />, { seed: signedInWithoutProfile });
    await user.type(await screen.findByTestId('nickname-input'), 'Nova');
    await user.click(screen.getByTestId('signup-source'));
    await user.click(await screen.findByRole('option', { name: en.signup_source_9, hidden: true }));
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(callsTo(userRoutes.setSource)).toHaveLength(1));
    expect(callsTo(userRoutes.setSource)[0]!.body).toEqual({ source: 9 });
    expect(callsTo(userRoutes.createProfile)).toHaveLength(1);
  });

  it('takes the answer from the sign-up link’s source, and asks nothing of a visitor who skips it', async () => {
    const user = userEvent.setup();
    const first = serveApi(signUpServer());
    const view = renderInApp(<SignUpPage />, { seed: signedInWithoutProfile, route: '/sign-up?source=7' });
    expect((screen.getByTestId('signup-source') as HTMLInputElement).value).toBe(en.signup_source_7);
    await user.type(screen.getByTestId('nickname-input'), 'Nova');
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(first.callsTo(userRoutes.setSource)).toHaveLength(1));
    expect(first.callsTo(userRoutes.setSource)[0]!.body).toEqual({ source: 7 });
    view.unmount();

    const second = serveApi(signUpServer());
    renderInApp(<SignUpPage />, { seed: signedInWithoutProfile });
    await user.type(screen.getByTestId('nickname-input'), 'Nova');
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(second.callsTo(userRoutes.createProfile)).toHaveLength(1));
    expect(second.callsTo(userRoutes.setSource)).toHaveLength(0);
    expect(within(document.body).queryByTestId('form-error')).toBeNull();
  });
});

describe('the sign-up form’s errors follow the fields as they are mended', () => {
  const invalid = (testId: string) => screen.getByTestId(testId).getAttribute('aria-invalid') === 'true';

  it('a field stops being red as soon as it is valid; the others keep their errors until mended', async () => {
    const user = userEvent.setup();
    serveApi(signUpServer());
    renderInApp(<SignUpPage />);
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(invalid('email-input')).toBe(true));
    expect(invalid('password-input')).toBe(true);
    expect(invalid('nickname-input')).toBe(true);

    await user.type(screen.getByTestId('email-input'), 'nova@example');
    // Still wrong, and said so: the message follows what the field holds now.
    expect(invalid('email-input')).toBe(true);
    expect(screen.getByText(en.enter_valid_email_tips)).toBeTruthy();
    await user.type(screen.getByTestId('email-input'), '.com');
    expect(invalid('email-input')).toBe(false);
    expect(screen.queryByText(en.enter_valid_email_tips)).toBeNull();
    expect(invalid('password-input')).toBe(true);
    expect(invalid('nickname-input')).toBe(true);

    await user.type(screen.getByTestId('nickname-input'), 'Nova');
    expect(invalid('nickname-input')).toBe(false);
    expect(invalid('password-input')).toBe(true);
  });

  it('the password rule is said once: as help while the field is fine, as the error in its place when not', async () => {
    const user = userEvent.setup();
    serveApi(signUpServer());
    renderInApp(<SignUpPage />);
    expect(screen.getAllByText(en.pwd_rule_tips)).toHaveLength(1);

    await user.type(screen.getByTestId('password-input'), 'short');
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(invalid('password-input')).toBe(true));
    expect(screen.getAllByText(en.pwd_rule_tips)).toHaveLength(1);

    await user.type(screen.getByTestId('password-input'), 'er2024x');
    expect(invalid('password-input')).toBe(false);
    expect(screen.getAllByText(en.pwd_rule_tips)).toHaveLength(1);
  });

  it('the show-password toggle is named in the reader’s language', async () => {
    activateLanguage('ar');
    const user = userEvent.setup();
    serveApi(signUpServer());
    renderInApp(<SignUpPage />);
    const toggle = screen.getByRole('button', { name: ar.password_show });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe(ar.password_hide);
  });
});
