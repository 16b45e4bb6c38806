import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ReleaseStatus } from '@portal/domain/enums';
import { validateAgainstErnSchema } from '../apps/server/src/modules/delivery/ern/validate-xml.ts';
import { toneWav } from '../apps/server/src/test/releases.ts';
import { launchChromium, newPage, serverDataDir } from './support/browser.ts';
import { choose, DEMO, expectPath, expectText, hidden, loginWithPassword, operatorApi, signAgreement, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;
const isoDay = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
const cover = () =>
  sharp({ create: { width: 1600, height: 1500, channels: 3, background: '#5b2bbd' } })
    .png()
    .toBuffer();

/** Mantine's tags input puts the test id on its text field: type a name, Enter makes it a tag. */
async function addTag(input: ReturnType<Page['getByTestId']>, value: string) {
  await input.fill(value);
  await input.press('Enter');
}

/** Fills one track in the track drawer: audio through the page, title, writers, a contributor and an engineer. */
async function fillTrack(page: Page, index: number, title: string) {
  await page.getByTestId(`edit-track-${index}`).click();
  const editor = page.getByTestId('track-editor');
  await visible(editor);
  await page.getByTestId('audio-input').setInputFiles({ name: `${title}.wav`, mimeType: 'audio/wav', buffer: toneWav(3) });
  await expectText(editor.getByTestId('upload-status').last(), new RegExp(text('upload_status_success')), 30_000);
  await editor.getByTestId('track-title').fill(title);
  await addTag(editor.getByTestId('track-lyricists'), 'Maria Souza');
  await addTag(editor.getByTestId('track-songwriters'), 'Maria Souza');
  for (const [list, role] of [
    ['track-contributors', 'contributor_role_5'],
    ['track-production', 'contributor_role_2'],
  ]) {
    await editor.getByTestId(list).getByRole('button').last().click();
    await editor.getByTestId(list).getByPlaceholder(text('rf_contributor_name')).last().fill('Sam Reed');
    // A new person has no role until one is chosen.
    await choose(page, `${list}-role-0`, text(role!));
  }
  await page.getByTestId('track-done').click();
  await hidden(editor);
}

async function fillRelease(page: Page, title: string) {
  await page.getByTestId('release-title').fill(title);
  await choose(page, 'release-language', 'English');
  await choose(page, 'release-genre', text('genre_pop'));
  await page.getByTestId('release-time-date').fill(isoDay(14 * DAY));
  await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await cover() });
  await visible(page.getByTestId('cover-cropper'));
  await page.getByTestId('cropper-apply').click();
  await expectText(page.getByTestId('cover-slot').getByTestId('upload-status'), new RegExp(text('upload_status_success')), 30_000);
  await expectText(page.getByTestId('cover-slot').getByTestId('upload-status'), /cover\.png/);
}

/** The ERN message of the batch the worker wrote for Spotify (each store is its own job, in its own time). */
async function deliveredMessage(upc: string): Promise<string> {
  const root = join(serverDataDir(), 'deliveries', '1026');
  for (let waited = 0; ; waited += 500) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    const message = entries.find((entry) => entry.isFile() && entry.name === `${upc}.xml`);
    if (message) return readFile(join(message.parentPath, message.name), 'utf8');
    if (waited > 60_000) throw new Error(`no ERN message for ${upc} under ${root}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('releases, from the form to the stores', () => {
  test('a new artist creates a single with real files, fixes what the rules point out, submits; the operator approves; the stores get a valid ERN; Delivered, then Live', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await signUpWithEmail(page, { region: 'BR' });
      await signAgreement(page, 'Maria Souza');

      await page.goto('/release-management');
      await page.getByTestId('release-create').click();
      await expectPath(page, '/release/new');
      await page.getByTestId('release-type-single').click();

      // The rules speak as the user types, and go quiet once the field is right.
      await page.getByTestId('release-title').fill('Night Drive (Official Audio)');
      const titleRule = text('rule_title_contains').replace('{{word}}', 'Official Audio');
      await visible(page.getByText(titleRule));
      await page.getByTestId('release-time-date').fill(isoDay(DAY));
      await visible(page.getByText(text('rule_release_too_early')));
      await fillRelease(page, 'Night Drive');
      await expect(page.getByText(titleRule).count()).resolves.toBe(0);
      await expect(page.getByText(text('rule_release_too_early')).count()).resolves.toBe(0);
      await expectText(page.getByTestId('save-state'), text('rf_save_saved'));

      await fillTrack(page, 0, 'Night Drive');
      await page.getByTestId('submit-release').click();

      await page.waitForURL(/\/release-management\/\d+$/);
      const albumId = Number(page.url().split('/').pop());
      await expect(page.getByTestId('release-status').first().getAttribute('data-status')).resolves.toBe(String(ReleaseStatus.UnderReview));
      const upc = (await page.getByTestId('release-upc').innerText()).match(/\d{12,13}/)![0];

      // The operator listens, looks and approves in the console.
      const operator = await newPage(browser, { complianceAcknowledged: true });
      try {
        await operator.page.goto('/login?next=/admin');
        await loginWithPassword(operator.page, DEMO.operator, 'Demo-pass-2026');
        await expectPath(operator.page, '/admin');
        await operator.page.getByTestId('console-nav-reviews').click();
        await expectPath(operator.page, '/admin/reviews');
        await operator.page.getByTestId(`admin-release-row-${albumId}`).getByTestId('admin-release-open').first().click();
        await visible(operator.page.getByTestId('admin-release-approve'));
        await operator.page.getByTestId('admin-release-approve').click();
        await operator.page.getByTestId('console-confirm-yes').click();
        await hidden(operator.page.getByTestId(`admin-release-row-${albumId}`).first());
        await visible(operator.page.locator('[data-testid="console-notice"][data-state="done"]').filter({ hasText: 'Night Drive' }));
      } finally {
        await operator.context.close();
      }

      // The delivery worker writes the batch; the page shows Delivered.
      await expect
        .poll(async () => (await page.reload(), page.getByTestId('release-status').first().getAttribute('data-status')), { timeout: 60_000, interval: 1_000 })
        .toBe(String(ReleaseStatus.Delivered));
      const xml = await deliveredMessage(upc);
      expect(await validateAgainstErnSchema(xml)).toEqual({ valid: true, errors: [] });
      expect(xml).toContain('Night Drive');

      // The store's acknowledgement arrives: the release is live.
      await (await operatorApi()).ok('POST', '/admin/releases/live', { albumId, platformId: 1026 });
      await page.reload();
      await expect(page.getByTestId('release-status').first().getAttribute('data-status')).resolves.toBe(String(ReleaseStatus.Live));
      await expect(page.getByTestId('release-store-1026').getAttribute('data-state')).resolves.toBe('live');

      // Edit store: the artist leaves one store; it gets a takedown, the others keep the release.
      await page.getByTestId('release-edit-stores').click();
      await expectPath(page, `/release-management/${albumId}/stores`);
      await page.getByTestId('store-1026').uncheck();
      await expectText(page.getByTestId('edit-stores-summary'), /Spotify/);
      await page.getByTestId('edit-stores-save').click();
      await page.getByTestId('edit-stores-confirm').click();
      await expectPath(page, `/release-management/${albumId}`);
      await visible(page.getByTestId('release-stores-changed'));
      await expect.poll(async () => (await page.reload(), page.getByTestId('release-store-1026').getAttribute('data-state')), { timeout: 60_000, interval: 1_000 }).toBe('taken_down');
      await expect(page.getByTestId('release-status').first().getAttribute('data-status')).resolves.toBe(String(ReleaseStatus.Live));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a phone: an album of three tracks saved as a draft, continued after a reload, and submitted', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true });
    const errors = watchPageErrors(page);
    try {
      await signUpWithEmail(page, { region: 'BR' });
      await signAgreement(page, 'Ana Lima');
      await page.goto('/release/new');
      await page.getByTestId('release-type-album').click();
      await fillRelease(page, 'Coastlines');
      await fillTrack(page, 0, 'First Wave');
      await page.getByTestId('add-track').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('save-draft').click();
      await expectText(page.getByTestId('save-state'), text('rf_save_saved'));
      await page.waitForURL(/\/release\/edit\/\d+$/);

      // Continued later: everything saved is still there.
      await page.reload();
      await expect(page.getByTestId('release-title').inputValue()).resolves.toBe('Coastlines');
      await visible(page.getByTestId('track-row-1'));
      await fillTrack(page, 1, 'Second Wave');
      await page.getByTestId('add-track').click();
      await page.keyboard.press('Escape');
      await fillTrack(page, 2, 'Third Wave');
      await page.getByTestId('submit-release').click();
      await page.waitForURL(/\/release-management\/\d+$/);
      await expect(page.getByTestId('release-status').first().getAttribute('data-status')).resolves.toBe(String(ReleaseStatus.UnderReview));
      await expect(page.getByTestId('track-isrc').count()).resolves.toBe(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
