import { readFile } from 'node:fs/promises';
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

describe('online remix and the chorus clip', () => {
  test('the label uploads a song, finds its chorus, trims to it, previews slowed + reverb, renders and downloads the remix', async () => {
    // A 64-second generated song whose choruses start at 16, 32 and 48 s, as a stereo 24-bit WAV master.
    const song = syntheticSong({ sampleRate: 44_100, barsPerSection: 4 });
    const wav = encodeWav(song.channels, song.sampleRate);
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation/remix');
      await expectText(page.getByRole('heading', { level: 1 }), text('remix_title'));
      await page.getByText(text('remix_source_upload'), { exact: true }).click();
      await page.locator('input[type="file"]').setInputFiles({ name: 'hook-city.wav', mimeType: 'audio/wav', buffer: wav });
      await visible(page.getByTestId('chorus-panel'), 60_000);

      await page.getByTestId('chorus-find').click();
      // The first chorus is at 0:16; the proposal is within two seconds of it and lasts 15 s.
      await expectText(page.getByTestId('chorus-clip'), /0:1[4-8]–0:3[0-4]/, 30_000);
      await page.getByTestId('chorus-play').click();
      await page.getByTestId('chorus-use').click();
      await expect.poll(async () => Number.parseFloat(await page.getByTestId('remix-trim-start').inputValue())).toBeGreaterThanOrEqual(14);

      await page.getByTestId('remix-presets').getByText(text('remix_preset_slowed_reverb'), { exact: true }).click();
      await expectText(page.getByText(/^Speed: /), 'Speed: 0.85×');
      await page.getByTestId('remix-preview').click();
      await visible(page.getByTestId('remix-preview-player'), 60_000);
      await page.screenshot({ path: `${screens}remix-desktop-en.png`, fullPage: true });

      await page.getByTestId('remix-render').click();
      await visible(page.getByTestId('remix-done'), 90_000);
      // 15 s of the song at 0.85x is 17.6 s, plus the 2.5 s reverb tail: 0:20.
      await expectText(page.getByTestId('remix-done'), /0:20/);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('remix-download').click()]);
      const bytes = await readFile((await download.path())!);
      expect(bytes.length).toBeGreaterThan(100_000);
      // An MP3: an ID3 tag or a frame sync at the start.
      expect(bytes.subarray(0, 3).toString('latin1') === 'ID3' || bytes[0] === 0xff).toBe(true);
      await page.screenshot({ path: `${screens}remix-rendered-desktop-en.png`, fullPage: true });
      expect(errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: `${screens}remix-failed-desktop.png`, fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });

  test('in the release form, online trim suggests the chorus as the clip and leaves applying it to the user', async () => {
    const song = syntheticSong({ sampleRate: 44_100, barsPerSection: 4 });
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/release/new');
      await page.getByTestId('release-type-single').click();
      await page.getByTestId('edit-track-0').click();
      const editor = page.getByTestId('track-editor');
      await visible(editor);
      await page.getByTestId('audio-input').setInputFiles({ name: 'hook-city.wav', mimeType: 'audio/wav', buffer: encodeWav(song.channels, song.sampleRate) });
      await expectText(editor.getByTestId('upload-status').last(), new RegExp(text('upload_status_success')), 60_000);
      await page.getByTestId('trim-open').click();
      const trim = page.getByTestId('online-trim');
      await visible(trim.getByTestId('trim-suggest'), 60_000);
      await expectText(trim, /Clip: 0:00 to 0:30/);
      await trim.getByTestId('trim-suggest').click();
      // The first chorus is at 0:16: the 30 s window moves to it; nothing is cut until Apply.
      await expectText(trim.getByTestId('trim-suggestion'), /0:1[4-8]/, 30_000);
      await expectText(trim, /Clip: 0:1[4-8] to 0:4[4-8]/);
      await page.screenshot({ path: `${screens}remix-trim-suggest-desktop-en.png` });
      expect(errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: `${screens}remix-failed-trim.png`, fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });

  test('on a phone in Portuguese the artist picks a catalogue song, chooses "slowed + reverb" and previews it', async () => {
    const api = await new ApiSession().login(DEMO.artist, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true, locale: 'pt-BR' });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation/remix?lang=pt-BR');
      await expectText(page.getByRole('heading', { level: 1 }), text('remix_title', 'pt-BR'));
      await page.getByTestId('remix-song').click();
      await page.getByRole('option').first().click();
      // The demo recordings are one second long: slowed down with its reverb tail the preview lasts 3.7 s.
      await page.getByTestId('remix-presets').getByText(text('remix_preset_slowed_reverb', 'pt-BR'), { exact: true }).click();
      await page.getByTestId('remix-preview').click();
      await visible(page.getByTestId('remix-preview-player'), 60_000);
      // Too short for a clip, and the page says so.
      await page.getByTestId('chorus-find').click();
      await expectText(page.getByTestId('chorus-panel').getByRole('alert'), text('chorus_track_too_short', 'pt-BR'));
      await page.screenshot({ path: `${screens}remix-phone-pt-BR.png`, fullPage: true });
      expect(errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: `${screens}remix-failed-phone.png`, fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });
});
