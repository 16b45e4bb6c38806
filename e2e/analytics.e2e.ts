import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { DEMO, expectPath, expectText, loginWithPassword, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const stat = async (page: Page, testId: string) => Number(await page.getByTestId(testId).first().getAttribute('data-value'));
const pointsOf = (days: number) => new RegExp(`^M[\\d.]+,[\\d.]+( L[\\d.]+,[\\d.]+){${days - 1}}$`);

/** Every data-insight page with what shows it has loaded its demo numbers. */
const PAGES = [
  { name: 'overview', path: '/analytics', ready: 'an-trend-line-streams' },
  { name: 'streaming', path: '/analytics/streaming', ready: 'an-song-table' },
  { name: 'short-video', path: '/analytics/short-video', ready: 'an-category' },
  { name: 'video', path: '/analytics/video', ready: 'an-videos' },
  { name: 'playlists', path: '/analytics/playlists', ready: 'an-playlists' },
  { name: 'sources', path: '/analytics/sources', ready: 'an-source-table' },
  { name: 'mobile', path: '/mobile?from=copy_mobile_link', ready: 'an-mobile' },
] as const;

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
      const streams = await stat(page, 'an-stat-streams');
      expect(streams).toBeGreaterThan(0);
      await visible(page.getByTestId('an-trend-line-streams'));
      expect(await page.getByTestId('an-trend-line-streams').getAttribute('d')).toMatch(pointsOf(28));
      await expectText(page.getByTestId('an-top-stores'), /Spotify/);
      await expectText(page.getByTestId('an-top-songs'), /The Tide Lines|Mara Quinn|Ana Torres/);
      const start28 = await overview.getAttribute('data-start');

      await page.getByTestId('an-range').getByText(text('an_range_days').replace('{{days}}', '90')).click();
      await expect.poll(() => overview.getAttribute('data-start')).not.toBe(start28);
      await expect.poll(() => stat(page, 'an-stat-streams')).toBeGreaterThan(streams);
      expect(await page.getByTestId('an-trend-line-streams').getAttribute('d')).toMatch(pointsOf(90));
      await expectPath(page, '/analytics', '?days=90');

      // Days of one's own: ten days drawn as ten points; an end before the start gets the server's translated refusal.
      await page.getByTestId('an-range').getByText(text('an_range_custom')).click();
      const end = (await overview.getAttribute('data-end'))!;
      const start = new Date(Date.parse(`${end}T00:00:00Z`) - 9 * 86_400_000).toISOString().slice(0, 10);
      await page.getByTestId('an-range-start').fill(start);
      await expect.poll(() => overview.getAttribute('data-start')).toBe(start);
      expect(await page.getByTestId('an-trend-line-streams').getAttribute('d')).toMatch(pointsOf(10));
      await page.getByTestId('an-range-end').fill('2020-01-01');
      await expectText(page.getByTestId('an-error'), text('analytics_range_invalid'));
      await page.getByTestId('an-range').getByText(text('an_range_days').replace('{{days}}', '28')).click();
      await visible(overview);

      // Limiting the numbers to one store: the streams are that store's alone.
      await page.getByTestId('an-store-filter').click();
      await page.getByTestId('an-store-option-1026').click();
      await page.keyboard.press('Escape');
      await expect.poll(() => stat(page, 'an-stat-streams')).toBeLessThan(streams);
      expect(await stat(page, 'an-stat-streams')).toBeGreaterThan(0);
      expect(page.url()).toContain('stores=1026');
      await expectText(page.getByTestId('an-store-filter'), /Spotify/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('from the streaming page to a track with its audience and to an artist, keeping the range', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/analytics/streaming?days=90');
      await visible(page.getByTestId('an-song-table'));
      // The owner has not linked Spotify: the quick-access banner points to the linked accounts; closed, it stays closed.
      const banner = page.getByTestId('an-spotify-banner');
      await visible(banner);
      expect(await banner.getAttribute('data-ready')).toBe('0');
      expect(await page.getByTestId('an-spotify-connect').getAttribute('href')).toBe('/settings#linked-accounts');
      await banner.getByRole('button', { name: text('an_banner_close') }).click();
      await expect.poll(() => banner.count()).toBe(0);
      await expectText(page.getByTestId('an-stores'), /Spotify/);
      expect(Number(await page.getByTestId('an-countries').locator('[data-value]').first().getAttribute('data-value'))).toBeGreaterThan(0);
      const firstSong = page.getByTestId('an-song-table').locator('tbody tr').first();
      const title = (await firstSong.locator('a').first().textContent())!;
      await firstSong.locator('a').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/analytics\/track\/\d+$/);
      expect(new URL(page.url()).search).toBe('?days=90');
      await expectText(page.getByRole('heading', { level: 1 }), title);
      await visible(page.getByTestId('an-track'));
      expect(await stat(page, 'an-stat-streams')).toBeGreaterThan(0);

      // The audience: age bands, genders and countries with numbers, over whole months.
      const audience = page.getByTestId('an-audience');
      await visible(audience);
      await expectText(page.getByTestId('an-audience-note'), /\d/);
      expect(await page.getByTestId('an-age').locator('[data-value]').count()).toBeGreaterThan(3);
      await expectText(page.getByTestId('an-gender'), new RegExp(text('an_gender_female')));
      expect(Number(await page.getByTestId('an-audience-countries').locator('[data-value]').first().getAttribute('data-value'))).toBeGreaterThan(0);

      expect(await page.getByTestId('an-spotify-banner').count()).toBe(0);
      await page.getByTestId('an-back').click();
      await visible(page.getByTestId('an-artists'));
      await page.getByTestId('an-artists').locator('a').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/analytics\/artist\/\d+$/);
      await visible(page.getByTestId('an-artist'));
      await visible(page.getByTestId('an-audience'));
      await visible(page.getByTestId('an-song-table'));

      // Somebody else's song id shows the refusal, not their numbers; so does an address without an id.
      await page.goto('/analytics/track/999999');
      await expectText(page.getByTestId('an-error'), text('analytics_song_not_found'));
      await page.goto('/analytics/artist/abc');
      await expectText(page.getByTestId('an-error'), text('analytics_artist_not_found'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a new artist without data sees the empty state, not an error', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await signUpWithEmail(page);
      await page.goto('/analytics');
      await visible(page.getByTestId('an-empty'));
      expect(await stat(page, 'an-stat-streams')).toBe(0);
      await expectText(page.getByTestId('an-top-songs').getByTestId('an-no-data'), text('an_no_data'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('every data-insight page shows its demo numbers, on a desktop in English and on a phone in Japanese (screenshots for people)', async () => {
    for (const [language, mobile] of [
      ['en', false],
      ['ja', true],
    ] as const) {
      const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile });
      const errors = watchPageErrors(page);
      try {
        await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
        await expectPath(page, '/overview');
        for (const target of PAGES) {
          await page.goto(`${target.path}${target.path.includes('?') ? '&' : '?'}lang=${language}`);
          await visible(page.getByTestId(target.ready).first());
          if (target.name !== 'mobile') await expectText(page.getByRole('heading', { level: 1 }), text(target.name === 'overview' ? 'an_title' : `an_tab_${target.name.replace('-', '_')}`, language));
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${screens}analytics-${target.name}-${mobile ? 'mobile' : 'desktop'}-${language}.png`, fullPage: true });
        }
        // A track and an artist, reached from the streaming page.
        for (const [name, list] of [
          ['track', 'an-song-table'],
          ['artist', 'an-artists'],
        ] as const) {
          await page.goto(`/analytics/streaming?lang=${language}`);
          await page.getByTestId(list).locator('tbody a').first().click();
          await visible(page.getByTestId('an-audience'));
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${screens}analytics-${name}-${mobile ? 'mobile' : 'desktop'}-${language}.png`, fullPage: true });
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
