import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { PasswordForm } from './password-form.tsx';

afterEach(() => activateLanguage('en'));

describe('changing the password in settings', () => {
  it('names the show/hide toggles in the reader’s language', async () => {
    activateLanguage('ar');
    const user = userEvent.setup();
    serveApi(() => refused('error_not_found', 404));
    renderInApp(<PasswordForm />);
    const toggles = screen.getAllByRole('button', { name: ar.password_show });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(toggles[1]!.getAttribute('aria-label')).toBe(ar.password_hide);
    expect((screen.getByTestId('settings-new-password') as HTMLInputElement).type).toBe('text');
  });

  it('says the password rule once: the refusal takes the help text’s place', async () => {
    const user = userEvent.setup();
    serveApi(() => refused('pwd_rule_tips', 400, [{ field: 'body.password', messageKey: 'pwd_rule_tips', message: 'rule' }]));
    renderInApp(<PasswordForm />);
    expect(screen.getAllByText(en.pwd_rule_tips)).toHaveLength(1);
    await user.type(screen.getByTestId('settings-current-password'), 'Old-pass-2026');
    await user.type(screen.getByTestId('settings-new-password'), 'short');
    await user.click(screen.getByRole('button', { name: en.settings_password_action }));
    await waitFor(() => expect(screen.getByTestId('settings-new-password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(en.pwd_rule_tips)).toHaveLength(1);
  });
});
