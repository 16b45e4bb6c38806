import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, loginWithPassword, pickLanguage, text, visible } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(screens, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const htmlAttribute = (page: Page, name: 'lang' | 'dir') => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

const loginTitle = (page: Page) => page.getByRole('heading', { level: 1 });

describe('languages', () => {
  test('the language picker switches the login page to Portuguese (Brazil), then to Arabic right to left', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await expectText(loginTitle(page), text('login_title'));
      expect(await htmlAttribute(page, 'lang')).toBe('en');

      await pickLanguage(page, 'pt-BR');
      await expectText(loginTitle(page), text('login_title', 'pt-BR'));
      await expectText(page.getByTestId('login-submit'), text('login_action', 'pt-BR'));
      await expect.poll(() => htmlAttribute(page, 'lang')).toBe('pt-BR');
      expect(await htmlAttribute(page, 'dir')).toBe('ltr');

      await pickLanguage(page, 'ar');
      await expectText(loginTitle(page), text('login_title', 'ar'));
      await expectText(page.getByTestId('login-submit'), text('login_action', 'ar'));
      await expect.poll(() => htmlAttribute(page, 'dir')).toBe('rtl');
      expect(await htmlAttribute(page, 'lang')).toBe('ar');
    } finally {
      await context.close();
    }
  });

  test('the chosen language survives a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await pickLanguage(page, 'ar');
      await expectText(loginTitle(page), text('login_title', 'ar'));

      await page.reload();
      await expectText(loginTitle(page), text('login_title', 'ar'));
      expect(await htmlAttribute(page, 'dir')).toBe('rtl');

      // Also when the next page is opened from the address bar.
      await page.goto('/sign-up');
      await expectText(loginTitle(page), text('signup_title', 'ar'));
      expect(await htmlAttribute(page, 'dir')).toBe('rtl');

      await pickLanguage(page, 'pt-BR');
      await expectText(loginTitle(page), text('signup_title', 'pt-BR'));
      await page.reload();
      await expectText(loginTitle(page), text('signup_title', 'pt-BR'));
      expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    } finally {
      await context.close();
    }
  });

  test('the lang query parameter shows Japanese', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login?lang=ja');
      await expectText(loginTitle(page), text('login_title', 'ja'));
      expect(await htmlAttribute(page, 'lang')).toBe('ja');
      expect(await htmlAttribute(page, 'dir')).toBe('ltr');
      await expectText(page.getByTestId('login-tab-password'), text('login_tab_password', 'ja'));
    } finally {
      await context.close();
    }
  });

  test('screenshots of login and overview, desktop and mobile, English and Arabic (for people, not asserted)', async () => {
    let loggedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    for (const mobile of [false, true]) {
      const size = mobile ? 'mobile' : 'desktop';
      const visitor = await newPage(browser, { mobile });
      try {
        for (const language of ['en', 'ar']) {
          await visitor.page.goto(`/login?lang=${language}`);
          await expectText(loginTitle(visitor.page), text('login_title', language));
          await visitor.page.waitForLoadState('networkidle');
          await visitor.page.screenshot({ path: `${screens}login-${size}-${language}.png`, fullPage: true });
        }
        if (!loggedIn) {
          await loginWithPassword(visitor.page, DEMO.artist, DEMO_PASSWORD);
          await expectPath(visitor.page, '/overview');
          loggedIn = await visitor.context.storageState();
        }
      } finally {
        await visitor.context.close();
      }
      const { context, page } = await newPage(browser, { mobile, storageState: loggedIn });
      try {
        for (const language of ['en', 'ar']) {
          await page.goto(`/overview?lang=${language}`);
          await expectText(page.getByText(text('overview_welcome', language), { exact: true }), text('overview_welcome', language));
          await visible(page.getByTestId('overview-name'));
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${screens}overview-${size}-${language}.png`, fullPage: true });
        }
      } finally {
        await context.close();
      }
    }
  });
});
