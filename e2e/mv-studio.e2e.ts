import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { syntheticSong } from '../packages/domain/src/audio/test-signals.ts';
import { encodeWav } from '../apps/server/src/platform/media/ffmpeg.ts';
import { launchChromium, newPage, picturesWanted, DEMO_PASSWORD } from './support/browser.ts';
import { ApiSession, DEMO, expectText, literal, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// A 32-second generated song (choruses at 8, 16 and 24 s) as a stereo WAV master.
const song = syntheticSong({ sampleRate: 44_100, barsPerSection: 2 });
const wav = encodeWav(song.channels, song.sampleRate);

/** A photo with one clear subject on a plain background. */
const portrait = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#1d2633"/><circle cx="400" cy="420" r="210" fill="#f2c8a0"/><rect x="250" y="650" width="300" height="280" fill="#c0392b"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

describe('music-video studio', () => {
  test('the label uploads a recording, makes a concept, adds a photo, edits and confirms the shots, renders and plays the MP4', async () => {
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation/mv-studio');
      await expectText(page.getByRole('heading', { level: 1 }), text('mv_title'));
      await page.getByTestId('mv-song-mode').getByText(text('mv_source_upload'), { exact: true }).click();
      await page.getByTestId('mv-step-concept').locator('input[type="file"]').first().setInputFiles({ name: 'night-drive.wav', mimeType: 'audio/wav', buffer: wav });
      await expect.poll(() => page.getByTestId('mv-concept').isEnabled(), { timeout: 60_000 }).toBe(true);
      await page.getByTestId('mv-template').getByText(text('mv_template_lyric'), { exact: true }).click();
      await page.getByTestId('mv-aspect').getByText(text('mv_aspect_9_16'), { exact: true }).click();
      await page.getByTestId('mv-concept').click();
      await visible(page.getByTestId('mv-concept-summary'), 60_000);
      await expectText(page.getByTestId('mv-concept-summary'), /night-drive/);

      // The user's photo: checked, then used in the video.
      await page
        .getByTestId('mv-step-concept')
        .locator('input[type="file"][accept^="image"]')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
      await expect.poll(() => page.getByTestId('mv-step-concept').getByRole('img').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await page.getByTestId('mv-photos-save').click();
      await visible(page.getByTestId('mv-shot-list'));
      // The plan now takes the photo in turn with the backdrop (the recording has no artwork).
      const photoLabel = text('mv_image_photo').replace('{{number}}', '1');
      await expect.poll(() => page.getByTestId('mv-shot-list').locator(`input[value="${photoLabel}"]`).count(), { timeout: 30_000 }).toBeGreaterThan(0);

      // Edit: the first two shots trade length, then all shots are confirmed.
      await page.screenshot({ path: `${screens}mv-studio-shots-desktop-en.png`, fullPage: true });
      const first = page.getByTestId('mv-shot-length-0');
      const second = page.getByTestId('mv-shot-length-1');
      const a = Number((await first.inputValue()).replace(/[^\d.]/g, ''));
      const b = Number((await second.inputValue()).replace(/[^\d.]/g, ''));
      // Half a second moves from the longer of the two to the shorter (both stay at least 1.5 s).
      const [from, to] = a >= b ? [first, second] : [second, first];
      await from.fill(String(Math.max(a, b) - 0.5));
      await to.fill(String(Math.min(a, b) + 0.5));
      await to.blur();
      await page.getByTestId('mv-shots-confirm').click();
      await visible(page.getByTestId('mv-shots-confirmed'));
      await page.screenshot({ path: `${screens}mv-studio-desktop-en.png`, fullPage: true });

      await page.getByTestId('mv-render').click();
      await visible(page.getByTestId('mv-player'), 120_000);
      await expectText(page.getByTestId('mv-step-render').getByTestId('mv-task-state'), text('mv_task_state_success'));
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('mv-download').click()]);
      const path = (await download.path())!;
      const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path]).toString('utf8'));
      expect(probe.streams.map((s: { codec_name: string }) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video')).toMatchObject({ width: 1080, height: 1920 });
      expect(Math.abs(Number(probe.format.duration) - 30)).toBeLessThan(0.1);
      // A frame of the video, to look at.
      if (picturesWanted) execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '12', '-i', path, '-frames:v', '1', '-vf', 'scale=540:960', `${screens}mv-studio-frame.png`]);

      // Posting without a linked short-video account: refused with the way to link it.
      await page.getByTestId('mv-post-tt').click();
      await expectText(page.getByTestId('mv-step-render').getByRole('alert'), literal(text('mv_post_not_linked')));
      await visible(page.getByRole('button', { name: text('mv_post_authorize') }));
      await page.screenshot({ path: `${screens}mv-studio-rendered-desktop-en.png`, fullPage: true });

      await page.getByTestId('mv-tab-videos').click();
      await visible(page.getByTestId('mv-task-list'));
      await expectText(page.getByTestId('mv-task-list').getByTestId('mv-task-state').first(), text('mv_task_state_success'));
      await page.screenshot({ path: `${screens}mv-studio-videos-desktop-en.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a phone in German the template editor renders a short 16:9 clip of an uploaded recording', async () => {
    const api = await new ApiSession().login(DEMO.artist, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true, locale: 'de' });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation/mv-studio?tab=editor&lang=de');
      await expectText(page.getByRole('heading', { level: 1 }), text('mv_title', 'de'));
      await page.getByTestId('mv-editor-song-mode').getByText(text('mv_source_upload', 'de'), { exact: true }).click();
      await page.locator('input[type="file"]').first().setInputFiles({ name: 'kurz.wav', mimeType: 'audio/wav', buffer: wav });
      await expect.poll(() => page.getByTestId('mv-clip-render').isEnabled(), { timeout: 60_000 }).toBe(true);
      await page.getByTestId('mv-aspect').getByText(text('mv_aspect_16_9', 'de'), { exact: true }).click();
      await page.getByTestId('mv-clip-length').fill('6');
      await page.getByTestId('mv-clip-render').click();
      await visible(page.getByTestId('mv-player'), 90_000);
      await expectText(page.getByTestId('mv-task-state'), text('mv_task_state_success', 'de'));
      await page.screenshot({ path: `${screens}mv-studio-editor-phone-de.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
