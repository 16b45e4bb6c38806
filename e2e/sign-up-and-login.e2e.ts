import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { launchChromium, newPage, uniqueEmail, PASSWORD } from './support/browser.ts';
import { DEMO, expectPath, expectText, expectValue, literal, loginWithPassword, logout, regionName, signUpWithEmail, text, visible } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign up with email and log in again', () => {
  test('a new artist signs up, sees the overview, logs out and logs back in with email and password', async () => {
    const { context, page } = await newPage(browser);
    try {
      // Sign up: email, password, artist, display name and region (Mexico rather than the default Brazil).
      const user = await signUpWithEmail(page, { region: 'MX' });

      // The overview shows who the user is and the state of a brand-new account.
      await expectText(page.getByTestId('overview-name'), user.nickname);
      await expectText(page.getByTestId('overview-type'), text('user_type_artist'));
      await expectText(page.getByTestId('overview-region'), literal(regionName('MX')));
      await expectText(page.getByTestId('overview-status'), text('settlement_status_INIT'));
      await expectText(page.getByTestId('overview-sign-status'), text('sign_status_UNSIGNED'));
      await expectText(page.getByTestId('overview-email'), user.email);

      // Log out from the user menu: back home, logged out.
      await logout(page);

      // Log in with email and password: the overview again.
      await page.getByTestId('header-login').click();
      await expectPath(page, '/login');
      await loginWithPassword(page, user.email, user.password);
      await expectPath(page, '/overview');
      await expectText(page.getByTestId('overview-name'), user.nickname);
      await expectText(page.getByTestId('overview-region'), literal(regionName('MX')));
    } finally {
      await context.close();
    }
  });

  test('a wrong password shows the translated error and stays on /login', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await expectText(page.getByRole('heading', { level: 1 }), text('login_title'));
      await loginWithPassword(page, DEMO.label, `${PASSWORD}-wrong`);
      await expectText(page.getByTestId('form-error'), text('login_acccount_password_error'));
      await expectPath(page, '/login');
      // The form keeps what was typed, so the user can correct the password.
      await expectValue(page.getByTestId('email-input'), DEMO.label);
      await visible(page.getByTestId('login-submit'));
    } finally {
      await context.close();
    }
  });

  test('an unknown email gets the same error as a wrong password', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginWithPassword(page, uniqueEmail(), PASSWORD);
      await expectText(page.getByTestId('form-error'), text('login_acccount_password_error'));
      await expectPath(page, '/login');
    } finally {
      await context.close();
    }
  });
});
