import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { DEMO, expectPath, expectText, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('pitching and paid-ads events', () => {
  test('the label pitches its upcoming release to the editors from the release page, once, and fills its pitch profile', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/release-management');
      // The demo label's approved release, out in 25 days.
      await page.getByTestId('release-title').filter({ hasText: 'Glasshouse' }).first().click();
      await expectText(page.getByTestId('release-detail-title'), 'Glasshouse');
      const card = page.getByTestId('pitch-card');
      await visible(card);
      await visible(page.getByTestId('pitch-last-day'));

      await page.getByTestId('pitch-description').fill('A bright pop song about a house of glass where every secret shows; for fans of sunny afternoons.');
      const chips = [
        ['pitch-moods', 'pitch_mood_happy'],
        ['pitch-moods', 'pitch_mood_dreamy'],
        ['pitch-styles', 'pitch_style_acoustic'],
        ['pitch-instruments', 'pitch_instrument_piano'],
      ] as const;
      for (const [group, key] of chips) await page.getByTestId(group).getByText(text(key), { exact: true }).click();
      expect(await page.getByTestId('pitch-moods-dreamy').isChecked()).toBe(true);
      await page.screenshot({ path: `${screens}pitching-form-desktop-en.png`, fullPage: true });
      await page.getByTestId('pitch-submit').click();
      await expectText(page.getByTestId('pitch-sent'), /Glasshouse/);
      await expectText(page.getByTestId('pitch-sent'), new RegExp(text('pitch_mood_dreamy')));
      await expect.poll(() => page.getByTestId('pitch-form').count()).toBe(0);

      // After a reload the pitch stands; the form does not come back.
      await page.reload();
      await visible(page.getByTestId('pitch-sent'));
      expect(await page.getByTestId('pitch-form').count()).toBe(0);

      await page.getByTestId('pitch-profile').locator('summary').click();
      await page.getByTestId('pitch-hometown').fill('Portland');
      await page.getByTestId('pitch-marketing').fill('A live session in the release week.');
      await page.getByTestId('pitch-profile-save').click();
      await visible(page.getByTestId('pitch-profile-saved'));
      await page.reload();
      await page.getByTestId('pitch-profile').locator('summary').click();
      await expect.poll(() => page.getByTestId('pitch-hometown').inputValue()).toBe('Portland');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('with consent to marketing cookies, the conversions of the artist reach the ad tag once; without it, nothing is sent', async () => {
    const dataLayer = (page: import('playwright-core').Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    const withoutConsent = await newPage(browser, { complianceAcknowledged: true });
    try {
      await loginWithPassword(withoutConsent.page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(withoutConsent.page, '/overview');
      await withoutConsent.page.waitForLoadState('networkidle');
      expect(await dataLayer(withoutConsent.page)).toEqual([]);
    } finally {
      await withoutConsent.context.close();
    }

    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    await context.addInitScript(() => window.localStorage.setItem('cookie-types', JSON.stringify({ functional: true, analytics: true, marketing: true })));
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      // The demo artist has songs that passed review and signed agreements: both conversions, each once.
      await expect.poll(() => dataLayer(page)).toEqual(['song_audit_pass', 'contract_sign']);
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await dataLayer(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
