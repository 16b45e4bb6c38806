import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../../../packages/i18n/locales/ar.json';
import en from '../../../../packages/i18n/locales/en.json';
import { ApiError } from '../lib/api-client.ts';
import { activateLanguage } from '../lib/translator.ts';
import { renderInApp } from '../test/render.tsx';
import { FormError } from './form-error.tsx';

const refusal = (messageKey: string, errorCode = 10001) => new ApiError({ status: 400, errorCode, message: 'refused', messageKey, details: [] });

describe('the form error', () => {
  it('shows nothing when nothing went wrong', () => {
    renderInApp(<FormError error={null} messageKey={null} data-testid="problem" />);
    expect(screen.queryByTestId('problem')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what the server refused, in the reader’s words, as an alert', () => {
    renderInApp(<FormError error={refusal('error_out_of_credits')} data-testid="problem" />);
    expect(screen.getByRole('alert').textContent).toBe(en.error_out_of_credits);
    expect(screen.getByTestId('problem')).toBe(screen.getByRole('alert'));
  });

  it('says the network failed when the call never reached the server, and prefers the form’s own key', () => {
    const { rerender } = renderInApp(<FormError error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert').textContent).toBe(en.error_network);
    rerender(<FormError error={refusal('error_out_of_credits')} messageKey="error_not_found" />);
    expect(screen.getByRole('alert').textContent).toBe(en.error_not_found);
  });

  it('speaks Arabic to an Arabic reader', () => {
    activateLanguage('ar');
    renderInApp(<FormError error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert').textContent).toBe(ar.error_network);
    activateLanguage('en');
  });
});
