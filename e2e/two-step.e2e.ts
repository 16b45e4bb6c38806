import type { Browser } from 'playwright-core';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { launchChromium, newPage } from './support/browser.ts';
import { expectPath, expectText, loginWithPassword, logout, signUpWithEmail, text, visible } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('two-step verification', () => {
  test('a user sets up an authenticator app and needs its code at the next login', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      const user = await signUpWithEmail(page);
      await page.goto('/settings');
      await page.getByTestId('two-step-begin').click();
      await visible(page.getByTestId('two-step-qr'));
      const secret = ((await page.getByTestId('two-step-secret').textContent()) ?? '').trim();
      await page.getByTestId('two-step-settings-code').fill(generateSync({ secret }));
      await page.getByTestId('two-step-confirm').click();
      await expectText(page.getByTestId('settings-two-step-state'), text('settings_two_step_method_totp'));

      await logout(page);
      await page.goto('/login');
      await loginWithPassword(page, user.email, user.password);
      await expectText(page.getByRole('heading', { level: 1 }), text('two_step_title'));
      // A wrong code is refused with the translated message.
      await page.getByTestId('two-step-code').fill('000000');
      await page.getByTestId('two-step-submit').click();
      await visible(page.getByText(text('login_sms_code_invalid')));
      // The code of the next step: the one used to turn the feature on cannot be used twice.
      await page.getByTestId('two-step-code').fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await page.getByTestId('two-step-submit').click();
      await expectPath(page, '/overview');
      await expectText(page.getByTestId('overview-name'), user.nickname);
    } finally {
      await context.close();
    }
  });
});
