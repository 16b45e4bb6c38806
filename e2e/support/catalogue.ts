import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { toneWav } from '../../apps/server/src/test/releases.ts';
import { choose, expectText, hidden, operatorApi, text, visible } from './app.ts';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A single with real files, submitted through the release form, then approved by the operator (release.e2e.ts checks the form itself). */
export async function releaseApprovedSingle(page: Page, title: string): Promise<{ albumId: number; songId: number; isrc: string }> {
  const albumId = await submittedSingle(page, title);
  await (await operatorApi()).ok('POST', '/admin/releases/decide', { albumId, decision: 'approve' });
  const release = await page.evaluate(async (id) => (await (await fetch(`/api/release?albumID=${id}`)).json()) as { data: { tracks: { songId: number; isrc: string }[] } }, albumId);
  return { albumId, songId: release.data.tracks[0]!.songId, isrc: release.data.tracks[0]!.isrc };
}

/** A single with real files, submitted through the release form: it waits in the operator's review queue. */
export async function submittedSingle(page: Page, title: string): Promise<number> {
  await page.goto('/release/new');
  await page.getByTestId('release-type-single').click();
  await page.getByTestId('release-title').fill(title);
  await choose(page, 'release-language', 'English');
  await choose(page, 'release-genre', text('genre_pop'));
  await page.getByTestId('release-time-date').fill(isoDay(14));
  const cover = await sharp({ create: { width: 1600, height: 1500, channels: 3, background: '#2b7bbd' } })
    .png()
    .toBuffer();
  await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await visible(page.getByTestId('cover-cropper'));
  await page.getByTestId('cropper-apply').click();
  await expectText(page.getByTestId('cover-slot').getByTestId('upload-status'), new RegExp(text('upload_status_success')), 30_000);

  await page.getByTestId('edit-track-0').click();
  const editor = page.getByTestId('track-editor');
  await visible(editor);
  await page.getByTestId('audio-input').setInputFiles({ name: `${title}.wav`, mimeType: 'audio/wav', buffer: toneWav(3) });
  await expectText(editor.getByTestId('upload-status').last(), new RegExp(text('upload_status_success')), 30_000);
  await editor.getByTestId('track-title').fill(title);
  for (const list of ['track-lyricists', 'track-songwriters']) {
    await editor.getByTestId(list).fill('Lia Torres');
    await editor.getByTestId(list).press('Enter');
  }
  for (const [list, role] of [
    ['track-contributors', 'contributor_role_5'],
    ['track-production', 'contributor_role_2'],
  ]) {
    await editor.getByTestId(list).getByRole('button').last().click();
    await editor.getByTestId(list).getByPlaceholder(text('rf_contributor_name')).last().fill('Sam Reed');
    await choose(page, `${list}-role-0`, text(role!));
  }
  await page.keyboard.press('Escape');
  await hidden(editor);
  await page.getByTestId('submit-release').click();
  await page.waitForURL(/\/release-management\/\d+$/);
  return Number(page.url().split('/').pop());
}

const idPhoto = (colour: string) =>
  sharp({ create: { width: 900, height: 560, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/**
 * Sends the identity through the form (two photos of a national ID card) and has the operator pass it through the
 * console's API (onboarding.e2e.ts follows the operator's screens); with the agreement signed, the account is settled.
 */
export async function settleIdentity(page: Page, legalName: string): Promise<void> {
  await page.goto('/user/pi-info');
  await page.getByTestId('pi-legal-name').fill(legalName);
  await page.getByTestId('pi-birth-date').fill('1990-04-12');
  await page.getByTestId('pi-line1').fill('100 Harbor Way');
  await page.getByTestId('pi-city').fill('Portland');
  await choose(page, 'pi-state', /^Oregon/);
  await page.getByTestId('pi-postal-code').fill('97201');
  await page.getByTestId('pi-id-type').click();
  await page.getByRole('option', { name: text('identity_doc_type_national_id_card') }).click();
  await page.getByTestId('pi-id-number').fill('123456789');
  for (const [slot, colour] of [
    ['front', '#2255aa'],
    ['back', '#aa5522'],
  ] as const) {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId(`photo-upload-${slot}`).click()]);
    await chooser.setFiles({ name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer: await idPhoto(colour) });
    await visible(page.getByTestId(`photo-preview-${slot}`));
  }
  await page.getByTestId('pi-preview').click();
  await visible(page.getByTestId('pi-preview-card'));
  await page.getByTestId('pi-submit').click();
  await expectText(page.getByTestId('pi-status'), text('settlement_status_IDENTITY_SUBMITTED'));
  const userId = await page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { data: { user: { userId: number } } }).data.user.userId);
  const operator = await operatorApi();
  await operator.ok('POST', '/admin/identity/start', { userId });
  await operator.ok('POST', '/admin/identity/decide', { userId, decision: 'pass' });
}
