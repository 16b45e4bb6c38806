import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage } from './support/browser.ts';
import { expectPath, expectText, followNav, loginWithPassword, signUpWithEmail, text, visible } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Chooses a forced language on /test-config and applies it (the page saves and reloads). */
async function forceLanguage(page: Page, value: 'key' | 'none', titleAfter: string): Promise<void> {
  await page.getByTestId('test-config-forced-language').selectOption(value);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('test-config-apply').click()]);
  await expectPath(page, '/test-config');
  await expectText(heading(page), titleAfter);
}

describe('test config (test mode)', () => {
  test('forced language "key" shows raw message keys everywhere until it is reset', async () => {
    const { context, page } = await newPage(browser);
    try {
      const user = await signUpWithEmail(page);

      // The developer tools are in the header (test mode only).
      await followNav(page, 'nav-dev-tools');
      await expectPath(page, '/test-config');
      await expectText(heading(page), text('test_config_title'));

      await forceLanguage(page, 'key', 'test_config_title');
      await expectText(page.getByTestId('test-config-apply'), 'test_config_apply');

      // Other pages show keys too: the overview ...
      await page.goto('/overview');
      await expectText(page.getByTestId('overview-name'), user.nickname);
      await expectText(page.getByTestId('overview-type'), 'user_type_artist');
      await expectText(page.getByTestId('overview-status'), 'settlement_status_INIT');
      await visible(page.getByText('overview_welcome_new', { exact: true }));

      // ... and the login page, after logging out through the (key-labelled) user menu.
      await page.getByTestId('user-menu').click();
      await expectText(page.getByTestId('logout'), 'logout_action');
      await page.getByTestId('logout').click();
      await expectPath(page, '/');
      await page.getByTestId('header-login').click();
      await expectPath(page, '/login');
      await expectText(heading(page), 'login_title');
      await expectText(page.getByTestId('login-submit'), 'login_action');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      // Reset: log in again and choose "none" on the test-config page: English texts are back.
      await loginWithPassword(page, user.email, user.password);
      await expectPath(page, '/overview');
      await page.goto('/test-config');
      await forceLanguage(page, 'none', text('test_config_title'));
      await expectText(page.getByTestId('test-config-apply'), text('test_config_apply'));
      await page.goto('/overview');
      await expectText(page.getByTestId('overview-type'), text('user_type_artist'));
    } finally {
      await context.close();
    }
  });

  test('a visitor cannot open the test-config page without logging in', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/test-config');
      await expectPath(page, '/login', `?next=${encodeURIComponent('/test-config')}`);
      await expectText(heading(page), text('login_title'));
    } finally {
      await context.close();
    }
  });
});
