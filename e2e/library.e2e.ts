import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, followNav, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';
import { DEMO_PASSWORD } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the library, the header search and the legal pages (issue 27)', () => {
  test('an artist finds a song from the header, opens it in the library with where it is used, and reads the terms from the footer, in English and Arabic', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');

      // The header's search: type, move with the keyboard, open with Enter.
      await page.getByTestId('global-search-open').click();
      await page.getByTestId('global-search-input').fill('Vento');
      await visible(page.getByTestId('global-search-group-song'));
      await expectText(page.getByTestId('global-search-hit').first(), /Vento Norte/);
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/library\/\d+$/);
      await expectText(page.getByRole('heading', { level: 1 }), 'Vento Norte');
      await visible(page.getByTestId('song-usage-releases'));
      await expectText(page.getByTestId('song-usage-releases'), /Cidade Acesa/);

      // The library from the navigation: every song, filtered by status.
      await followNav(page, 'nav-library');
      await expectPath(page, '/library');
      await visible(page.locator('[data-testid^="library-song-"]'));
      expect(await page.locator('[data-testid^="library-song-"]').count()).toBeGreaterThan(3);

      // The footer leads to the terms of service, versioned, with its history.
      await page.getByTestId('footer-terms').click();
      await expectPath(page, '/legal/terms');
      await expectText(page.getByRole('heading', { level: 1 }), text('legal_title_terms'));
      await visible(page.getByTestId('legal-history'));

      // In Arabic: the page turns right to left, and the legal text says the English version applies.
      await page.goto('/legal/privacy?lang=ar');
      await expectText(page.getByRole('heading', { level: 1 }), text('legal_title_privacy', 'ar'));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await visible(page.getByTestId('legal-english-note'));
      await page.goto('/library?lang=ar');
      await expectText(page.getByRole('heading', { level: 1 }), text('library_title', 'ar'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a phone, the library and the e-mail subscriptions are in the menu, and a label shares its artist page’s link', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true });
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-subscription').click();
      await expectPath(page, '/subscription');
      await visible(page.getByTestId('topic-royalties'));
      expect(await page.getByTestId('topic-account').isDisabled()).toBe(true);
      await page.goto('/subscription?lang=ar');
      await expectText(page.getByRole('heading', { level: 1 }), text('subscription_title', 'ar'));
      await page.goto('/overview?lang=en');

      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-library').click();
      await expectPath(page, '/library');
      // Signed in on a phone, the header's controls (the search among them) fit the width, in Arabic too.
      for (const language of ['en', 'ar']) {
        await page.goto(`/library?lang=${language}`);
        await visible(page.locator('[data-testid^="library-song-"]'));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.goto('/library?lang=en');
      await page.getByTestId('library-publish-link').click();
      await expectPath(page, '/library/publish');
      await expectText(page.getByTestId('copy-link-value').first(), /\/artist\/[\w-]+$/);
    } finally {
      await context.close();
    }
  });
});
