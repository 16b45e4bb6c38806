import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage } from './support/browser.ts';
import { expectPath, expectText, followNav, operatorApi, signUpWithEmail, text, uniqueName, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Store ids of a new artist (the local store knows a profile once an artist of the portal carries its id, decision 058).
const suffix = Date.now().toString(36).slice(-6).padStart(6, '0');
const SPOTIFY_ID = `E2eNova${suffix}Lights123`.slice(0, 22);
const APPLE_ID = `17${Date.now().toString().slice(-8)}`;
const REASON = 'The Apple Music page names another label; send us your agreement.';

async function decide(page: Page, nickname: string, platform: 'Spotify' | 'Apple Music', decision: 'accept' | 'refuse') {
  const row = page.locator('[data-testid^="admin-claim-row-"]').filter({ hasText: nickname }).filter({ hasText: platform });
  await row.getByTestId('admin-claim-open').click();
  await visible(page.getByTestId('admin-claim-reason-input'));
  if (decision === 'refuse') {
    await page.getByTestId('admin-claim-reason-input').fill(REASON);
    await page.getByTestId('admin-claim-refuse').click();
  } else await page.getByTestId('admin-claim-accept').click();
  // The console asks first, then sends the decision once its undo window has passed.
  await page.getByTestId('console-confirm-yes').click();
  await expect.poll(() => row.count()).toBe(0);
  await visible(page.locator('[data-testid="console-notice"][data-state="done"]').filter({ hasText: nickname }).filter({ hasText: platform }));
}

describe('artist management and artist-profile claims', () => {
  test('an artist adds an artist with its store profiles and claims them; the operator refuses one with a reason and accepts the other; the artist reads both', async () => {
    const artist = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(artist.page);
    const operator = await newPage(browser, { complianceAcknowledged: true });
    try {
      const { page } = artist;
      const { nickname } = await signUpWithEmail(page);
      const artistName = uniqueName('Nova Lights');

      // Artist management from the header: add an artist with its Spotify and Apple Music ids.
      await followNav(page, 'nav-artists');
      await expectPath(page, '/artists');
      await page.getByTestId('artist-add').click();
      await page.getByTestId('artist-form-artistName').fill(artistName);
      await page.getByTestId('artist-form-spotify').fill(`https://open.spotify.com/artist/${SPOTIFY_ID}`);
      await page.getByTestId('artist-form-apple').fill(APPLE_ID);
      await page.getByTestId('artist-form-save').click();
      const row = page.locator('[data-testid^="artist-row-"]').filter({ hasText: artistName });
      await expectText(row.getByTestId('artist-usage'), text('artist_mgmt_not_in_use'));
      await row.getByTestId('artist-name').click();
      await expectText(page.getByTestId('artist-detail-name'), artistName);
      await expectText(page.getByTestId('artist-id-spotify'), SPOTIFY_ID);
      await expectText(page.getByTestId('artist-id-apple'), APPLE_ID);
      await visible(page.getByTestId('artist-store-metadata'));

      // Claim search: both profiles, found by the artist's name, claimed.
      await page.getByTestId('artist-back').click();
      await page.getByTestId('artist-claims-link').click();
      await expectPath(page, '/artists/claims');
      await page.getByTestId('claim-search-input').fill(artistName);
      await page.getByTestId('claim-search-submit').click();
      for (const [platform, id] of [
        ['spotify', SPOTIFY_ID],
        ['apple', APPLE_ID],
      ] as const) {
        const profile = page.getByTestId(`claim-profile-${platform}-${id}`);
        await profile.getByTestId('claim-button').click();
        await expectText(profile.getByTestId('claim-status'), text('artist_mgmt_claim_status_pending'));
      }
      await expectText(page.getByTestId('own-claim-apple').getByTestId('claim-status'), text('artist_mgmt_claim_status_pending'));

      // The operator's console: refuse the Apple Music claim with a reason, accept the Spotify one.
      await (await operatorApi()).shareWith(operator.context);
      await operator.page.goto('/admin/identity#artist-claims');
      const queue = operator.page.getByTestId('admin-artist-claims');
      await visible(queue.locator('[data-testid^="admin-claim-row-"]').filter({ hasText: nickname }));
      await expectText(queue.locator('[data-testid^="admin-claim-row-"]').filter({ hasText: nickname }).filter({ hasText: 'Spotify' }).getByTestId('admin-claim-store'), `Store: ${artistName}`);
      await decide(operator.page, nickname, 'Apple Music', 'refuse');
      await decide(operator.page, nickname, 'Spotify', 'accept');

      // Back to the artist: both results on the claims page, the reason with the refusal, and as notices.
      await page.reload();
      await expectText(page.getByTestId('own-claim-spotify').getByTestId('claim-status'), text('artist_mgmt_claim_status_accepted'));
      await expectText(page.getByTestId('own-claim-apple').getByTestId('claim-status'), text('artist_mgmt_claim_status_refused'));
      await expectText(page.getByTestId('own-claim-apple').getByTestId('claim-reason'), `Reason: ${REASON}`);
      await page.goto('/notice');
      for (const title of ['Your Spotify artist profile claim was accepted', 'Your Apple Music artist profile claim was refused'])
        await visible(page.getByTestId('notice-title').filter({ hasText: title }));

      // The same pages in Arabic, right to left.
      await page.goto('/artists/claims?lang=ar');
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
      await expectText(page.getByTestId('own-claim-apple').getByTestId('claim-status'), text('artist_mgmt_claim_status_refused', 'ar'));
      await page.getByTestId('artist-back').click();
      await expectText(page.locator('[data-testid^="artist-row-"]').filter({ hasText: artistName }).getByTestId('artist-usage'), text('artist_mgmt_not_in_use', 'ar'));

      // On a phone (still in Arabic): the page is in the user menu, one card per artist.
      const phone = await newPage(browser, { mobile: true, complianceAcknowledged: true, storageState: await artist.context.storageState() });
      try {
        await phone.page.goto('/overview?lang=ar');
        await phone.page.getByTestId('user-menu').click();
        await phone.page.getByTestId('menu-artists').click();
        await expectPath(phone.page, '/artists');
        await expect.poll(() => phone.page.getByTestId('artist-table').getAttribute('data-layout')).toBe('cards');
        await visible(phone.page.locator('[data-testid^="artist-row-"]').filter({ hasText: artistName }));
      } finally {
        await phone.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await artist.context.close();
      await operator.context.close();
    }
  });
});
