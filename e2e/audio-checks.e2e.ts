import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { concat, silence, sine } from '../packages/domain/src/audio/test-signals.ts';
import { encodeWav } from '../apps/server/src/platform/media/ffmpeg.ts';
import { makeWav } from '../apps/server/src/modules/uploads/wav-tone.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { expectText, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Decision 070: digital silence is refused with its reason; a track that is mostly silence is taken with a warning
// and the figures, which stay with the file when the draft is opened again.
describe('the audio checks of the release form', () => {
  test('a silent WAV is refused with the reason; a mostly silent one is taken with a warning that the reopened draft still shows', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await signUpWithEmail(page);
      await page.goto('/release/new/single');
      await page.getByTestId('edit-track-0').click();
      const editor = page.getByTestId('track-editor');
      await visible(editor);

      await page.getByTestId('audio-input').setInputFiles({ name: 'empty-session.wav', mimeType: 'audio/wav', buffer: makeWav({ seconds: 3, amplitude: 0 }) });
      await expectText(editor.getByTestId('upload-status'), new RegExp(text('upload_status_fail')), 30_000);
      await expectText(editor.getByTestId('upload-message'), text('upload_silent_audio').replace('{{level}}', '-90'));
      expect(await editor.getByTestId('audio-warnings').count()).toBe(0);

      // 2 s of tone, then 4 s of silence.
      const mostlySilent = concat(sine({ frequency: 440, seconds: 2, sampleRate: 44_100, amplitudeDb: -12 }), silence(4, 44_100));
      await page.getByTestId('audio-input').setInputFiles({ name: 'long-tail.wav', mimeType: 'audio/wav', buffer: encodeWav(mostlySilent, 44_100) });
      await expectText(editor.getByTestId('upload-status'), new RegExp(text('upload_status_success')), 30_000);
      const warning = text('upload_warning_mostly_silent').replace('{{share}}', '66.7%');
      await expectText(editor.getByTestId('audio-warning-mostly_silent'), warning);
      await expectText(editor.getByTestId('audio-levels'), /^Loudness -\d+\.\d LUFS · true peak -12\.\d dBTP · silence 66\.7% · clipped samples 0%$/);

      // The draft saves itself (the track drawer stays open: the track still lacks its title and the rest).
      await expectText(page.getByTestId('save-state'), text('rf_save_saved'));
      await expect.poll(() => page.url()).toMatch(/\/release\/edit\/\d+$/);

      await page.reload();
      await page.getByTestId('edit-track-0').click();
      await visible(editor);
      await expectText(editor.getByTestId('audio-warning-mostly_silent'), warning);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
