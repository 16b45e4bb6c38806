import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { DEMO, choose, expectPath, expectText, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const path = `tide-lines-${Date.now().toString(36).slice(-5)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('artist promo pages', () => {
  test('the label builds and publishes a page, a visitor opens it logged out and presaves, and the owner sees the presave', async () => {
    const owner = await newPage(browser, { complianceAcknowledged: true });
    const { page } = owner;
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/promotion/artist-page');
      await choose(page, 'promo-artist', 'The Tide Lines');
      await expectText(page.getByTestId('promo-status'), text('promo_status_new'));

      // The address is checked as it is typed: the rules at once, then whether another page has it.
      const address = page.getByTestId('promo-path');
      await address.fill('Tide Lines!');
      await visible(page.getByText(text('promo_path_characters')));
      await address.fill('mara-quinn');
      await visible(page.getByText(text('promo_path_taken')));
      await address.fill(path);
      await visible(page.getByTestId('promo-path-available'));
      await page.getByTestId('promo-bio').fill('Alternative rock from the harbour: <b>salt, wires</b> & night ferries.');
      await page.getByTestId('promo-social-instagram').fill('https://www.instagram.com/thetidelines');
      await page.getByRole('switch', { name: text('promo_publish') }).check();
      await page.screenshot({ path: `${screens}promo-page-editor-desktop-en.png`, fullPage: true });
      await page.getByTestId('promo-save').click();
      await visible(page.getByTestId('promo-saved'));
      await expectText(page.getByTestId('promo-status'), text('promo_status_published'));
      await expect.poll(() => page.getByTestId('promo-open').getAttribute('href')).toBe(`/artist/${path}`);

      // A visitor with no session opens the public page: server-rendered, with its tags, the bio escaped.
      const visitor = await newPage(browser);
      try {
        const answer = await visitor.page.goto(`/artist/${path}`);
        expect(answer?.status()).toBe(200);
        expect(await visitor.page.title()).toBe(text('promo_public_page_title').replace('{{artist}}', 'The Tide Lines'));
        expect(await visitor.page.locator('meta[property="og:title"]').getAttribute('content')).toBe('The Tide Lines');
        expect(await visitor.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/artist/${path}$`));
        await expectText(visitor.page.locator('.bio'), 'Alternative rock from the harbour: <b>salt, wires</b> & night ferries.');
        expect(await visitor.page.locator('.bio b').count()).toBe(0);
        await visible(visitor.page.getByRole('link', { name: text('promo_link_instagram') }));
        await visitor.page.screenshot({ path: `${screens}promo-page-public-desktop-en.png`, fullPage: true });
      } finally {
        await visitor.context.close();
      }

      // On a phone, a fan presaves Glasshouse on Mara Quinn's page (the demo's published page).
      const fan = await newPage(browser, { mobile: true, locale: 'pt-BR' });
      try {
        await fan.page.goto('/artist/mara-quinn');
        await visible(fan.page.getByRole('heading', { name: 'Glasshouse' }));
        expect(await fan.page.locator('html').getAttribute('lang')).toBe('pt-BR');
        const spotify = fan.page.locator('button[data-store="1026"]');
        await spotify.click();
        await expectText(fan.page.locator('#presave-status'), /Glasshouse/);
        expect(await spotify.getAttribute('aria-pressed')).toBe('true');
        await fan.page.screenshot({ path: `${screens}promo-page-public-phone-pt-BR.png`, fullPage: true });
      } finally {
        await fan.context.close();
      }

      // The owner sees it in the page's numbers.
      await choose(page, 'promo-artist', /^Mara Quinn/);
      await visible(page.getByTestId('promo-overview'));
      await expect.poll(async () => (await page.getByTestId('promo-presaves').textContent())?.trim(), { timeout: 15_000 }).toBe('1');
      await visible(page.getByTestId('promo-presaves-by-store').getByText('Spotify'));

      // A save shows on the public page at once (the cached copy is dropped).
      await page.getByTestId('promo-bio').fill('Portland pop songwriter. Glasshouse is almost here.');
      await page.getByTestId('promo-save').click();
      await visible(page.getByTestId('promo-saved'));
      const reader = await newPage(browser);
      try {
        await reader.page.goto('/artist/mara-quinn');
        await expectText(reader.page.locator('.bio'), 'Portland pop songwriter. Glasshouse is almost here.');
      } finally {
        await reader.context.close();
      }
      expect(errors).toEqual([]);

      // The editor on a phone, in Japanese.
      const phone = await newPage(browser, { mobile: true, complianceAcknowledged: true, storageState: await owner.context.storageState() });
      try {
        const maraId = new URL(page.url()).searchParams.get('artistId');
        await phone.page.goto(`/promotion/artist-page?artistId=${maraId}&lang=ja`);
        await visible(phone.page.getByTestId('promo-overview'));
        await expectText(phone.page.getByRole('heading', { level: 1 }), text('promo_page_title', 'ja'));
        await phone.page.screenshot({ path: `${screens}promo-page-editor-phone-ja.png`, fullPage: true });
      } finally {
        await phone.context.close();
      }
    } finally {
      await owner.context.close();
    }
  });
});
