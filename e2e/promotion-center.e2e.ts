import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { DEMO, expectPath, expectText, literal, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
// A demo campaign (apps/server/src/demo/seed-demo-promotion.ts) open to every account for tracks out in the stores.
const CAMPAIGN = 'Summer Indie Finds';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('promotion center', () => {
  test('the label applies for a campaign, the operator accepts it in the console, the label sees PROMOTING and the notice', async () => {
    const label = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(label.page);
    const page = label.page;
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/promotion');
      const card = page.getByTestId('promo-campaign').filter({ hasText: CAMPAIGN });
      await visible(card);
      await visible(page.getByTestId('promo-artist-page-link'));
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${screens}promotion-campaigns-desktop-en.png`, fullPage: true });

      await card.getByTestId('promo-campaign-apply').click();
      const modal = page.getByTestId('promo-apply-modal');
      await visible(modal);
      // The label's upcoming release does not qualify for a campaign of released tracks; its live ones do.
      const upcoming = modal.getByTestId('promo-apply-song').filter({ hasText: 'Glasshouse' });
      await expectText(upcoming, literal(text('promo_block_not_released')));
      expect(await upcoming.getAttribute('data-eligible')).toBe('0');
      const song = modal.getByTestId('promo-apply-song').filter({ hasText: 'Marea' });
      expect(await song.getAttribute('data-eligible')).toBe('1');
      await song.getByText('Marea', { exact: true }).click();
      await modal.getByTestId('promo-apply-note').fill('Our summer single; a video and two live dates in July.');
      await modal.getByText(text('promo_apply_terms')).click();
      await page.screenshot({ path: `${screens}promotion-apply-desktop-en.png` });
      await modal.getByTestId('promo-apply-submit').click();
      await visible(page.getByTestId('promo-apply-sent'));
      await expectText(card, literal(text('promo_campaign_applied').replace('{{songs}}', '1')));

      await page.getByTestId('promo-tab-applications').click();
      await expectPath(page, '/promotion/applications');
      const application = page.getByTestId('promo-application').filter({ hasText: CAMPAIGN });
      await expectText(application.getByTestId('promo-application-status'), text('promo_status_TO_BE_PROMOTED'));

      // The operator accepts it in the console.
      const operator = await newPage(browser, { complianceAcknowledged: true });
      try {
        await loginWithPassword(operator.page, DEMO.operator, DEMO_PASSWORD);
        await expectPath(operator.page, '/overview');
        await operator.page.goto('/admin/promotion');
        const review = operator.page.getByTestId('admin-promo-application').filter({ hasText: 'Harbor Lights Records' }).filter({ hasText: CAMPAIGN });
        await visible(review);
        await review.getByTestId('admin-promo-note').fill('Scheduled for the Friday playlist update.');
        await review.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await operator.page.screenshot({ path: `${screens}promotion-admin-desktop-en.png` });
        await review.getByTestId('admin-promo-accept').click();
        await operator.page.getByTestId('console-confirm-yes').click();
        await visible(operator.page.locator('[data-testid="console-notice"][data-state="done"]').filter({ hasText: 'Harbor Lights Records' }));
        await operator.page.getByTestId('admin-promo-status-filter').selectOption('PROMOTING');
        await expectText(
          operator.page.getByTestId('admin-promo-application').filter({ hasText: 'Harbor Lights Records' }).getByTestId('admin-promo-application-status'),
          text('promo_status_PROMOTING'),
        );
      } finally {
        await operator.context.close();
      }

      await page.reload();
      await expectText(application.getByTestId('promo-application-status'), text('promo_status_PROMOTING'));
      await expectText(application.getByTestId('promo-application-operator-note'), /Scheduled for the Friday playlist update\./);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${screens}promotion-applications-desktop-en.png`, fullPage: true });

      await page.getByTestId('promo-tab-songs').click();
      const row = page.getByTestId('promo-song').filter({ hasText: 'Marea' });
      await expectText(row.getByTestId('promo-song-state'), text('promo_state_PROMOTING'));
      await page.screenshot({ path: `${screens}promotion-songs-desktop-en.png`, fullPage: true });

      await page.getByTestId('promo-tab-discovery').click();
      await visible(page.getByTestId('promo-dm-status'));
      await visible(page.getByTestId('promo-dm-track').first());
      await page.screenshot({ path: `${screens}promotion-discovery-desktop-en.png`, fullPage: true });

      await page.goto('/notice');
      await expectText(page.getByTestId('notice-title').first(), literal(text('notice_promotion_accepted_title')));
      expect(errors).toEqual([]);
    } finally {
      await label.context.close();
    }
  });

  test('on a phone in Portuguese the artist joins Discovery Mode and puts a track in it', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/promotion?lang=pt-BR');
      await visible(page.getByTestId('promo-campaign').first());
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${screens}promotion-campaigns-mobile-pt-BR.png`, fullPage: true });

      await page.goto('/promotion/discovery?lang=pt-BR');
      await expectText(page.getByTestId('promo-dm-status'), text('promo_dm_status_NOT_OPTED_IN', 'pt-BR'));
      await page.getByText(text('promo_dm_accept', 'pt-BR').replace('{{rate}}', '30')).click();
      await page.getByTestId('promo-dm-join').click();
      await expectText(page.getByTestId('promo-dm-status'), text('promo_dm_status_OPTED_IN', 'pt-BR'));
      // The artist's song out for 66 days qualifies; its upcoming release is not listed.
      const track = page.getByTestId('promo-dm-track').filter({ hasText: 'Lua de Papel' });
      await track.getByRole('switch').click({ force: true });
      await expect.poll(() => track.getByRole('switch').isChecked()).toBe(true);
      expect(await page.getByTestId('promo-dm-track').filter({ hasText: 'Aurora' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${screens}promotion-discovery-mobile-pt-BR.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
