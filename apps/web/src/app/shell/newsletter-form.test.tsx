import * as openExtraRoutes from '@portal/contract/heads/open-extras';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../lib/translator.ts';
import { isCallTo, ok, type Reply, refused, serveApi } from '../../test/fake-api.ts';
import { renderInApp } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

afterEach(() => activateLanguage('en'));

/** The server refuses an address without a domain on the e-mail field, as POST /open/subscribe does; any other gets `reply`. */
const newsletter = (reply: Reply) =>
  serveApi((call) => {
    if (!isCallTo(call, openExtraRoutes.subscribeNewsletter)) return refused('error_not_found', 404);
    const { email } = call.body as { email: string };
    return /@.+\./.test(email) ? reply : refused('enter_valid_email_tips', 400, [{ field: 'body.email', messageKey: 'enter_valid_email_tips', message: '' }]);
  });

describe('the footer’s newsletter sign-up', () => {
  it('asks for an address, shows the server’s refusal of a malformed one, then tells the visitor to confirm from their inbox', async () => {
    const user = userEvent.setup();
    const { callsTo } = newsletter(ok(openExtraRoutes.subscribeNewsletter, { status: 'pending' }));
    renderInApp(<Footer />);
    await user.click(screen.getByTestId('newsletter-submit'));
    expect(screen.getByTestId('newsletter-status').textContent).toBe(en.validation_required);
    await user.type(screen.getByTestId('newsletter-email'), 'fan@');
    await user.click(screen.getByTestId('newsletter-submit'));
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toBe(en.enter_valid_email_tips));
    expect(screen.getByTestId('newsletter-email').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('newsletter-email') as HTMLInputElement).value).toBe('fan@');

    await user.type(screen.getByTestId('newsletter-email'), 'example.com');
    await user.click(screen.getByTestId('newsletter-submit'));
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toBe(en.newsletter_check_inbox));
    expect(callsTo(openExtraRoutes.subscribeNewsletter).map((call) => call.body)).toEqual([{ email: 'fan@' }, { email: 'fan@example.com' }]);
    expect((screen.getByTestId('newsletter-email') as HTMLInputElement).value).toBe('');
  });

  it('says when the address already gets it, and shows a refusal in the reader’s language', async () => {
    const user = userEvent.setup();
    newsletter(ok(openExtraRoutes.subscribeNewsletter, { status: 'confirmed' }));
    const first = renderInApp(<Footer />);
    await user.type(screen.getByTestId('newsletter-email'), 'fan@example.com');
    await user.click(screen.getByTestId('newsletter-submit'));
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toBe(en.newsletter_already));
    first.unmount();

    activateLanguage('ar');
    newsletter(refused('error_too_many_requests', 429));
    renderInApp(<Footer />);
    expect(screen.getByText(ar.newsletter_label)).toBeTruthy();
    await user.type(screen.getByTestId('newsletter-email'), 'fan@example.com');
    await user.click(screen.getByTestId('newsletter-submit'));
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toBe(ar.error_too_many_requests));
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
