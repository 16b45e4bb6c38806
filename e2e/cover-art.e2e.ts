import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { syntheticPhoto } from '../apps/server/src/modules/cover-art/test-photo.ts';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { ApiSession, DEMO, choose, expectText, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the four previews of a set have loaded (each a decoded picture). */
async function fourCovers(page: Page) {
  for (const number of [1, 2, 3, 4]) {
    const image = page.getByTestId(`cover-variation-${number}`).locator('img');
    await visible(image, 90_000);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 30_000 }).toBe(640);
  }
}

describe('cover art', () => {
  test('the label makes four gradient covers, picks one into a draft release and downloads it', async () => {
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const title = `Glass Nights ${Date.now().toString(36)}`;
    const draft = await api.ok<{ albumId: number }>('POST', '/draft-release', { kind: 'SINGLE', album: { title }, tracks: [{ title }] });
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation');
      await page.getByTestId('creation-card-cover-art').click();
      await expectText(page.getByRole('heading', { level: 1 }), text('cover_art_title'));
      await page.getByTestId('cover-title').fill('Glass Nights');
      await page.getByTestId('cover-artist').fill('Mara Quinn');
      await choose(page, 'cover-genre', text('genre_electronic'));
      await page.getByText(text('pitch_mood_dreamy'), { exact: true }).click();
      await page.getByTestId('cover-style-gradient').click();
      await page.getByTestId('cover-seed').fill('2026');
      await page.getByTestId('cover-generate').click();
      await visible(page.getByTestId('cover-working'));
      await fourCovers(page);
      await expectText(page.getByTestId('cover-set-seed'), /2026/);
      await page.screenshot({ path: `${screens}cover-art-desktop-en.png`, fullPage: true });

      await page.getByTestId('cover-variation-2').click();
      await visible(page.getByTestId('cover-use-panel'));
      await choose(page, 'cover-draft', title);
      await page.getByTestId('cover-use').click();
      await visible(page.getByTestId('cover-used'), 30_000);
      await page.screenshot({ path: `${screens}cover-art-used-desktop-en.png`, fullPage: true });
      const saved = await api.ok<{ album: { cover?: string; title: string } }>('GET', `/draft-release?albumId=${draft.albumId}`);
      expect(saved.album).toMatchObject({ title, cover: expect.stringMatching(/^uf_/) });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cover-download').click()]);
      const bytes = await readFile((await download.path())!);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 3000, height: 3000, space: 'srgb' });

      // The release form shows the draft with the chosen cover.
      await page.getByTestId('cover-open-draft').click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(`/release/edit/${draft.albumId}`);
      expect(errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: `${screens}cover-art-failed-desktop.png`, fullPage: true });
      throw error;
    } finally {
      await context.close();
      await api.call('DELETE', `/draft-release?albumId=${draft.albumId}`);
    }
  });

  test('on a phone in Japanese the artist crops their own photo into a cover with a Japanese title and starts a single with it', async () => {
    const api = await new ApiSession().login(DEMO.artist, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true, locale: 'ja' });
    const errors = watchPageErrors(page);
    let albumId: number | null = null;
    try {
      await api.shareWith(context);
      await page.goto('/creation/cover-art?lang=ja');
      await expectText(page.getByRole('heading', { level: 1 }), text('cover_art_title', 'ja'));
      await page.getByTestId('cover-title').fill('夜明けの街');
      await page.getByTestId('cover-artist').fill('Mara Quinn');
      await page.getByText(text('pitch_mood_chill', 'ja'), { exact: true }).click();
      await page.getByTestId('cover-style-photo-crop').click();
      await page.locator('input[type="file"]').setInputFiles({ name: 'dawn.jpg', mimeType: 'image/jpeg', buffer: await syntheticPhoto() });
      await visible(page.getByTestId('cover-photo-ready'), 30_000);
      await page.getByTestId('cover-generate').click();
      await fourCovers(page);
      await page.getByTestId('cover-variation-1').click();
      await visible(page.getByTestId('cover-use-panel'));
      await page.screenshot({ path: `${screens}cover-art-phone-ja.png`, fullPage: true });
      await page.getByTestId('cover-use').click();
      await expectText(page.getByTestId('cover-used'), new RegExp(text('cover_art_used_new', 'ja')), 30_000);
      const href = await page.getByTestId('cover-open-draft').getAttribute('href');
      albumId = Number(href!.split('/').pop());
      const saved = await api.ok<{ album: { cover?: string; title: string } }>('GET', `/draft-release?albumId=${albumId}`);
      expect(saved.album).toMatchObject({ title: '夜明けの街', cover: expect.stringMatching(/^uf_/) });
      expect(errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: `${screens}cover-art-failed-phone.png`, fullPage: true });
      throw error;
    } finally {
      await context.close();
      if (albumId) await api.call('DELETE', `/draft-release?albumId=${albumId}`);
    }
  });
});
