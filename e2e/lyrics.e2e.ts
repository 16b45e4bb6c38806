import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { ApiSession, DEMO, expectPath, expectText, loginWithPassword, text, uniqueName, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Puts the player at a moment, so a tap stamps a known time (the demo recordings are one second long). */
const seek = (page: Page, seconds: number) =>
  page.getByTestId('lyrics-audio').evaluate((audio: HTMLAudioElement, at) => {
    audio.currentTime = at;
  }, seconds);

const stamps = (page: Page) => page.getByTestId('lyrics-line-stamp').allTextContents();

async function chooseTrack(page: Page, title: string) {
  await page.getByTestId('lyrics-track').click();
  await page.getByRole('option').filter({ hasText: title }).first().click();
}

async function downloaded(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readFile((await download.path())!, 'utf8');
}

describe('the lyric editor', () => {
  test('the label imports and writes lyrics, times them against a draft track, sees the explicit warning, exports LRC and saves to the draft', async () => {
    // A draft whose track uses the audio of one of the label's songs.
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const song = (await api.ok<{ songs: { audioUrl: string }[] }>('POST', '/song/list', { count: 1 })).songs[0]!;
    const audio = decodeURIComponent(song.audioUrl.split('/').pop()!);
    const releaseTitle = uniqueName('Lyric Lab');
    const { albumId } = await api.ok<{ albumId: number }>('POST', '/draft-release', {
      kind: 'SINGLE',
      album: { title: releaseTitle },
      tracks: [{ title: 'Paper Moon', fullAudio: audio, explicitness: 0, isInstrumental: false }],
    });

    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/creation/lyrics');
      await expectText(page.getByRole('heading', { level: 1 }), text('lyrics_title'));
      await chooseTrack(page, releaseTitle);
      await visible(page.getByTestId('lyrics-audio'));

      // An LRC file with one broken line: the good lines come in with their times, the broken one is named.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'draft.lrc',
        mimeType: 'text/plain',
        buffer: Buffer.from('[ti:Old]\n[00:00.10]Old first line\n[0x:zz]broken\n[00:00.40]Old second line\n'),
      });
      await visible(page.getByTestId('lyrics-import-issues'));
      expect(await page.getByTestId('lyrics-import-issues').textContent()).toContain(text('lyrics_lrc_bad_stamp').replace('{{line}}', '3').replace('{{content}}', '[0x:zz]broken'));
      expect(await stamps(page)).toEqual(['00:00.10', '00:00.40']);

      // Written anew: the explicit word is highlighted and the track must be marked Explicit.
      await page.getByTestId('lyrics-text').fill('Paper moon over the bay\nShit, the tide took it away\n\nHome before the day');
      await expectText(page.getByTestId('lyrics-explicit-term').first(), 'Shit');
      await visible(page.getByTestId('lyrics-explicit-warning'));
      expect(await page.getByTestId('lyrics-explicit-warning').textContent()).toContain(text('lyrics_explicit_must_mark'));
      expect(await page.getByTestId('lyrics-mark-explicit').isChecked()).toBe(true);

      // Tap-to-time: stamp, nudge, undo, and a tap while the track plays.
      expect(await stamps(page)).toEqual(['--:--.--', '--:--.--', '--:--.--']);
      await seek(page, 0.2);
      await page.getByTestId('lyrics-tap').click();
      await seek(page, 0.5);
      await page.getByTestId('lyrics-tap').click();
      expect(await stamps(page)).toEqual(['00:00.20', '00:00.50', '--:--.--']);
      await page.getByTestId('lyrics-nudge-forward').nth(1).click();
      expect((await stamps(page))[1]).toBe('00:00.60');
      await page.getByTestId('lyrics-undo').click();
      expect((await stamps(page))[1]).toBe('00:00.50');
      await seek(page, 0.55);
      await page.getByTestId('lyrics-play').click();
      await expect.poll(() => page.getByTestId('lyrics-audio').evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.6);
      await page.getByTestId('lyrics-tap').click();
      const third = (await stamps(page))[2]!;
      expect(third).toMatch(/^00:0[01]\.\d\d$/);
      expect(third > '00:00.55').toBe(true);
      await page.screenshot({ path: `${screens}lyrics-editor-desktop-en.png`, fullPage: true });

      const lrc = await downloaded(page, 'lyrics-export-lrc');
      expect(lrc).toBe(`[ti:Paper Moon]\n[00:00.20]Paper moon over the bay\n[00:00.50]Shit, the tide took it away\n[${third}]Home before the day\n`);
      expect(await downloaded(page, 'lyrics-export-text')).toBe('Paper moon over the bay\nShit, the tide took it away\n\nHome before the day\n');

      await page.getByTestId('lyrics-save').click();
      await visible(page.getByTestId('lyrics-saved'));
      const draft = await api.ok<{ tracks: { lyrics: string; explicitness: number }[] }>('GET', `/draft-release?albumId=${albumId}`);
      expect(draft.tracks[0]).toMatchObject({ lyrics: 'Paper moon over the bay\nShit, the tide took it away\n\nHome before the day', explicitness: 1 });
      const saved = await api.ok<{ lrc: string }>('GET', `/lyrics/track?source=draft:${albumId}:0`);
      expect(saved.lrc).toBe(lrc);
      await expectText(page.getByTestId('lyrics-explicit-warning').locator('p').first(), text('lyrics_explicit_marked'));

      // Without a configured model the AI tab says the tools are off.
      await page.getByTestId('lyrics-tab-assist').click();
      await expectText(page.getByTestId('lyrics-generate-off'), text('lyrics_generate_off'));
      await expectText(page.getByTestId('lyrics-transcribe-off'), text('lyrics_transcribe_off'));
      await page.screenshot({ path: `${screens}lyrics-assist-off-desktop-en.png`, fullPage: true });

      // Back on the page later, the track brings its saved words and timings.
      await page.reload();
      await chooseTrack(page, releaseTitle);
      await expect.poll(() => page.getByTestId('lyrics-text').inputValue()).toContain('Home before the day');
      expect(await stamps(page)).toEqual(['00:00.20', '00:00.50', third]);
      await api.ok('DELETE', `/draft-release?albumId=${albumId}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a phone in Portuguese the artist times a song and sees the tools that are off', async () => {
    const { context, page } = await newPage(browser, { mobile: true, locale: 'pt-BR', complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/creation/lyrics');
      await expectText(page.getByRole('heading', { level: 1 }), text('lyrics_title', 'pt-BR'));
      await chooseTrack(page, 'Lua de Papel');
      await visible(page.getByTestId('lyrics-audio'));
      await page.getByTestId('lyrics-text').fill('Luzes do porto\nMaré alta');
      await visible(page.getByTestId('lyrics-explicit-clean'));
      await seek(page, 0.3);
      await page.getByTestId('lyrics-tap').click();
      expect((await stamps(page))[0]).toBe('00:00.30');
      await page.screenshot({ path: `${screens}lyrics-editor-phone-pt-BR.png`, fullPage: true });
      await page.getByTestId('lyrics-tab-assist').click();
      await expectText(page.getByTestId('lyrics-generate-off'), text('lyrics_generate_off', 'pt-BR'));
      await page.screenshot({ path: `${screens}lyrics-assist-off-phone-pt-BR.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
