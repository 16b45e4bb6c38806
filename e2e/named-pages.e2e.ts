import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, followNav, loginWithPassword, text, visible } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Issue 27 §1: the pages document 1 and 3 name, each reached from the navigation, in English and in Arabic.
describe('the pages the spec names', () => {
  test('an artist opens the charts, the survey page and the store tools, and reports a wrong text in test mode', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');

      await followNav(page, 'nav-charts');
      await expectPath(page, '/analytics/charts');
      await visible(page.getByTestId('charts-row-1'));

      await followNav(page, 'nav-survey');
      await expectPath(page, '/survey');
      await visible(page.getByTestId('survey-page-form'));

      await followNav(page, 'nav-store-tools');
      await expectPath(page, '/instant-access');
      await visible(page.getByTestId('instant-access-page'));

      // The test-mode text-patch button: the report names the page it came from.
      await page.getByTestId('text-patch-button').click();
      await expectText(page.getByTestId('text-patch-where'), /\/instant-access/);
      await page.getByTestId('text-patch-text').fill('Spotify for Artists');
      await page.getByTestId('text-patch-suggestion').fill('Spotify for Artists (capital A)');
      await page.getByTestId('text-patch-submit').click();
      await visible(page.getByTestId('text-patch-sent'));

      // In Arabic the same pages read right to left.
      await page.goto('/analytics/charts?lang=ar');
      await visible(page.getByTestId('charts-row-1'));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.goto('/survey?lang=ar');
      await visible(page.getByTestId('survey-page-form'));
      await expectText(page.getByTestId('survey-page-submit'), text('survey_page_submit', 'ar'));
      await page.goto('/instant-access?lang=ar');
      await expectText(page.getByRole('heading', { level: 1 }), text('instant_access_title', 'ar'));
      await page.getByTestId('text-patch-button').click();
      await expectText(page.getByRole('dialog').getByRole('heading').first(), text('text_patch_title', 'ar'));
      await page.keyboard.press('Escape');
      // The knowledge hub, from the header's areas.
      await followNav(page, 'nav-knowledge-hub');
      await expectPath(page, '/knowledge');
    } finally {
      await context.close();
    }
  });

  test('an operator opens the streaming quick-access and channel-info pages from the console', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await page.goto('/login?next=/admin');
      await loginWithPassword(page, DEMO.operator, DEMO_PASSWORD);
      await expectPath(page, '/admin');
      await page.getByTestId('admin-quick-access-link').click();
      await expectPath(page, '/admin/streaming-quick-access');
      await page.getByTestId('quick-access-artist-input').fill('https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb');
      await page.getByTestId('quick-access-artist-submit').click();
      await visible(page.getByTestId('quick-access-artist-tools'));
      await page.goto('/admin/streaming-quick-access?lang=ar');
      await expectText(page.getByRole('heading', { level: 1 }), text('admin_quick_access_title', 'ar'));

      await page.goto('/admin?lang=ar');
      await expectText(page.getByTestId('admin-channel-info-link'), text('channel_info_title', 'ar'));
      await page.getByTestId('admin-channel-info-link').click();
      await expectPath(page, '/youtube/channel-info');
      await visible(page.getByTestId('channel-info-page'));
      await page.goto('/youtube/channel-info?lang=en');
      await expectText(page.getByRole('heading', { level: 1 }), text('channel_info_title'));
    } finally {
      await context.close();
    }
  });
});
