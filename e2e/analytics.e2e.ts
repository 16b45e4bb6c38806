import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { DEMO, expectPath, expectText, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('analytics', () => {
  test('the label opens data insights from the navigation, reads its demo numbers and trend, and switches the range', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.getByTestId('nav-analytics').click();
      await expectPath(page, '/analytics');
      const overview = page.getByTestId('an-overview');
      await visible(overview);
      // The demo's generated year of streams: numbers, a drawn trend, the stores and the songs.
      const streams = Number(await page.getByTestId('an-stat-streams').getAttribute('data-value'));
      expect(streams).toBeGreaterThan(0);
      await visible(page.getByTestId('an-trend-line'));
      expect(await page.getByTestId('an-trend-line').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){27}$/);
      await expectText(page.getByTestId('an-top-stores'), /Spotify/);
      await expectText(page.getByTestId('an-top-songs'), /The Tide Lines|Mara Quinn|Ana Torres/);
      const start28 = await overview.getAttribute('data-start');

      await page.getByTestId('an-range').getByText(text('an_range_days').replace('{{days}}', '90')).click();
      await expect.poll(() => overview.getAttribute('data-start')).not.toBe(start28);
      await expect.poll(async () => Number(await page.getByTestId('an-stat-streams').getAttribute('data-value'))).toBeGreaterThan(streams);
      expect(await page.getByTestId('an-trend-line').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){89}$/);
      await page.screenshot({ path: `${screens}analytics-desktop-en.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a phone in Japanese shows the same page with compact numbers (screenshot for people)', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true });
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/analytics?lang=ja');
      await expectText(page.getByRole('heading', { level: 1 }), text('an_title', 'ja'));
      await visible(page.getByTestId('an-trend-line'));
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${screens}analytics-mobile-ja.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
