import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { syntheticSong } from '../packages/domain/src/audio/test-signals.ts';
import { encodeWav } from '../apps/server/src/platform/media/ffmpeg.ts';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { ApiSession, DEMO, expectText, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const lufsOf = async (locator: import('playwright-core').Locator) => Number((await locator.innerText()).replace(/[^\d.-]/g, ''));

describe('auto-mastering', () => {
  test('the label opens the creation tools, uploads a quiet mix, reads the analysis and masters it loud', async () => {
    // A 32-second generated song as a quiet stereo 24-bit WAV (about -24 LUFS).
    const song = syntheticSong({ sampleRate: 44_100, barsPerSection: 2 });
    const wav = encodeWav(
      song.channels.map((c) => c.map((v) => v * 0.3)),
      song.sampleRate,
    );
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation');
      await expectText(page.getByRole('heading', { level: 1 }), text('creation_title'));
      for (const tool of ['mastering', 'remix', 'cover-art', 'lyrics', 'mv-studio']) await visible(page.getByTestId(`creation-card-${tool}`));
      await visible(page.getByTestId('creation-credits'));
      await page.screenshot({ path: `${screens}creation-home-desktop-en.png`, fullPage: true });

      await page.getByTestId('creation-card-mastering').click();
      await expectText(page.getByRole('heading', { level: 1 }), text('creation_tool_mastering'));
      await page.getByText(text('mastering_source_upload'), { exact: true }).click();
      await page.locator('input[type="file"]').setInputFiles({ name: 'quiet-mix.wav', mimeType: 'audio/wav', buffer: wav });
      await expect.poll(() => page.getByTestId('mastering-analyse').isEnabled(), { timeout: 60_000 }).toBe(true);
      await page.getByTestId('mastering-analyse').click();
      await visible(page.getByTestId('mastering-analysis'), 60_000);
      const before = await lufsOf(page.getByTestId('mastering-before-lufs'));
      expect(before).toBeLessThan(-20);
      await expectText(page.getByTestId('mastering-advice'), /quiet/);

      await page.getByTestId('mastering-target').getByText(text('mastering_target_loud', 'en').replace('{{lufs}}', '-9'), { exact: true }).click();
      await page.getByTestId('mastering-process').click();
      await visible(page.getByTestId('mastering-result'), 90_000);
      const after = await lufsOf(page.getByTestId('mastering-after-lufs'));
      expect(Math.abs(after - -9)).toBeLessThanOrEqual(1);
      expect(await lufsOf(page.getByTestId('mastering-after-peak'))).toBeLessThanOrEqual(-1);
      await visible(page.getByTestId('mastering-player-before'));
      await visible(page.getByTestId('mastering-player-after'));
      // An uploaded file is not a draft's track: nothing to replace, only the download.
      expect(await page.getByTestId('mastering-apply').count()).toBe(0);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('mastering-download').click()]);
      expect(download.suggestedFilename()).toBe('quiet-mix-master-loud.wav');
      await page.screenshot({ path: `${screens}mastering-desktop-en.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("on a phone in Portuguese the artist masters a draft's track and puts the master into the draft", async () => {
    const api = await new ApiSession().login(DEMO.artist, DEMO_PASSWORD);
    // A draft whose track uses the audio of one of the artist's released tracks.
    const albums = await api.ok<{ albums: { albumId: number }[] }>('POST', '/album/list', { offset: 0, count: 1 });
    const release = await api.ok<{ tracks: { fullAudio?: string }[] }>('GET', `/album/detail?albumId=${albums.albums[0]!.albumId}`);
    const audio = release.tracks[0]!.fullAudio!;
    const title = `Mastering ${Date.now().toString(36)}`;
    const draft = await api.ok<{ albumId: number }>('POST', '/draft-release', { kind: 'SINGLE', album: { title }, tracks: [{ title: 'Amanhecer', fullAudio: audio }] });

    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true, locale: 'pt-BR' });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation?lang=pt-BR');
      await expectText(page.getByRole('heading', { level: 1 }), text('creation_title', 'pt-BR'));
      await page.screenshot({ path: `${screens}creation-home-phone-pt-BR.png`, fullPage: true });
      await page.getByTestId('creation-card-mastering').click();
      await page.getByTestId('mastering-draft').click();
      await page.getByRole('option', { name: title }).click();
      await page.getByTestId('mastering-track').click();
      await page.getByRole('option', { name: '1. Amanhecer' }).click();
      await page.getByTestId('mastering-analyse').click();
      await visible(page.getByTestId('mastering-analysis'), 60_000);
      await page.getByTestId('mastering-process').click();
      await visible(page.getByTestId('mastering-result'), 90_000);
      expect(Math.abs((await lufsOf(page.getByTestId('mastering-after-lufs'))) - -14)).toBeLessThanOrEqual(1);
      await page.getByTestId('mastering-apply').click();
      await expectText(page.getByTestId('mastering-applied'), text('mastering_applied', 'pt-BR'));
      await page.screenshot({ path: `${screens}mastering-phone-pt-BR.png`, fullPage: true });

      const saved = await api.ok<{ tracks: { fullAudio?: string }[] }>('GET', `/draft-release?albumId=${draft.albumId}`);
      expect(saved.tracks[0]!.fullAudio).toBeTruthy();
      expect(saved.tracks[0]!.fullAudio).not.toBe(audio);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await api.call('DELETE', `/draft-release?albumId=${draft.albumId}`);
    }
  });
});
