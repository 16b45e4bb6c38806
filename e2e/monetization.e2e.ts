import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD, picturesWanted } from './support/browser.ts';
import { DEMO, expectPath, expectText, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const trackRow = (page: Page, title: string) => page.locator('[data-testid^="monetization-track-"]').filter({ hasText: title });
/** A row shows its state and qualification in columns on a desktop and under the title on a phone: the visible one. */
const shown = (row: Locator, testId: string) => row.locator(`[data-testid="${testId}"]:visible`);

describe('monetization center', () => {
  test('the demo artist puts two tracks into breakthrough at tier 2 and sees the overview; a co-published track is unqualified', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/monetization?lang=en');
      await visible(page.getByTestId('monetization-center'));
      await expectText(page.getByRole('heading', { level: 1 }), text('monetization_title'));
      // The demo artist's choices: Maré Alta waits for the breakthrough agreement.
      await expectText(page.getByTestId('monetization-stat-BREAKTHROUGH').getByText(new RegExp(text('monetization_state_OPT_IN_INTENTION'))), `${text('monetization_state_OPT_IN_INTENTION')}: 1`);
      await page.screenshot({ path: `${screens}monetization-center-desktop-en.png`, fullPage: true });

      await page.getByTestId('monetization-open-breakthrough').click();
      await expectPath(page, '/monetization/breakthrough/overview');
      await visible(trackRow(page, 'Maré Alta'));
      await page.getByTestId('breakthrough-add').click();

      // Step 1, track select: the co-published track says why it cannot join and cannot be ticked.
      await expectPath(page, '/monetization/breakthrough');
      const copublished = trackRow(page, 'Noite de Vidro');
      await expectText(shown(copublished, 'monetization-unqualified').locator('p').first(), text('rule_unqualified'));
      await expectText(shown(copublished, 'monetization-unqualified').locator('p').nth(1), text('monetization_reason_rights'));
      expect(await copublished.locator('input[type="checkbox"]').isDisabled()).toBe(true);
      await expect.poll(() => page.getByTestId('breakthrough-next').isDisabled()).toBe(true);
      await trackRow(page, 'Lua de Papel').locator('input[type="checkbox"]').check();
      await trackRow(page, 'Sal e Mel').locator('input[type="checkbox"]').check();
      await expectText(page.getByTestId('breakthrough-next'), text('breakthrough_next_tier').replace('{{number}}', '2'));
      await page.screenshot({ path: `${screens}monetization-breakthrough-select-desktop-en.png`, fullPage: true });
      await page.getByTestId('breakthrough-next').click();

      // Step 2, tier select: tier 3 needs the full-song qualification the demo artist does not have.
      await expectPath(page, '/monetization/breakthrough/tier');
      await visible(page.getByTestId('breakthrough-tier-3').getByText(text('breakthrough_tier_unavailable')));
      expect(await page.getByTestId('breakthrough-tier-3').locator('input[type="radio"]').isDisabled()).toBe(true);
      await page.getByTestId('breakthrough-tier-2').getByText(text('monetization_tier_2'), { exact: true }).click();
      expect(await page.getByTestId('breakthrough-tier-2').locator('input[type="radio"]').isChecked()).toBe(true);
      await page.screenshot({ path: `${screens}monetization-breakthrough-tier-desktop-en.png`, fullPage: true });
      await page.getByTestId('breakthrough-confirm').click();

      // Step 3, overview: both tracks are in at tier 2, waiting for the agreement to be signed.
      await expectPath(page, '/monetization/breakthrough/overview');
      await visible(page.getByTestId('monetization-batch-results').getByText(text('monetization_batch_changed').replace('{{number}}', '2')));
      for (const title of ['Lua de Papel', 'Sal e Mel']) {
        const row = trackRow(page, title);
        await expectText(shown(row, 'monetization-state'), text('monetization_state_OPT_IN_INTENTION'));
        await visible(row.getByText(text('monetization_tier_2'), { exact: true }).filter({ visible: true }));
      }
      await expectText(page.getByTestId('breakthrough-count-OPT_IN_INTENTION').locator('p'), '3');
      await visible(page.getByTestId('monetization-contract-prepare'));
      await page.screenshot({ path: `${screens}monetization-breakthrough-overview-desktop-en.png`, fullPage: true });

      // Preparing and signing the breakthrough agreement turns the three intentions into opt-ins.
      await page.getByTestId('monetization-contract-prepare').click();
      await page.getByTestId('monetization-legal-name').fill('Luna Vale Ferreira');
      await page.getByTestId('monetization-contract-create').click();
      await page.waitForURL(/\/contract\/sign\/\d+$/);
      await visible(page.getByTestId('contract-text').getByText('3. Revenue Share', { exact: true }));
      await page.getByTestId('contract-signature-name').fill('Luna Vale Ferreira');
      await page.locator('[data-testid="contract-scroll"] .mantine-ScrollArea-viewport').evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await page.getByTestId('contract-consent').check();
      await page.getByTestId('contract-sign-submit').click();
      await visible(page.getByTestId('contract-signed'));
      await page.goto('/monetization/breakthrough/overview?lang=en');
      await visible(page.getByTestId('monetization-contract-signed'));
      await expectText(page.getByTestId('breakthrough-count-OPT_IN').locator('p'), '3');
      await expectText(shown(trackRow(page, 'Lua de Papel'), 'monetization-state'), text('monetization_state_OPT_IN'));

      // The video platform: Content ID tracks and the Official Artist Channel, which needs a linked channel first.
      await page.goto('/monetization/video-platform?lang=en');
      await visible(page.getByTestId('programme-YOUTUBE_CONTENT_ID'));
      await expectText(shown(trackRow(page, 'Vento Norte'), 'monetization-state'), text('monetization_state_OPT_OUT'));
      await expectText(page.getByTestId('oac-status'), text('oac_status_1'));
      await visible(page.getByTestId('oac-merge').getByText(text('oac_block_not_linked')));
      await page.screenshot({ path: `${screens}monetization-video-platform-desktop-en.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a phone in Portuguese the unqualified track reads in Portuguese; music licensing shows its three programmes', async () => {
    const { context, page } = await newPage(browser, { mobile: true, locale: 'pt-BR', complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/monetization/breakthrough?lang=pt-BR');
      const copublished = trackRow(page, 'Noite de Vidro');
      await expectText(shown(copublished, 'monetization-unqualified').locator('p').first(), text('rule_unqualified', 'pt-BR'));
      await page.screenshot({ path: `${screens}monetization-breakthrough-select-phone-pt-BR.png`, fullPage: true });

      await page.goto('/monetization/music-licensing?lang=pt-BR');
      await visible(page.getByTestId('programme-CML'));
      await expectText(shown(trackRow(page, 'Cidade Acesa'), 'monetization-state'), text('monetization_state_OPT_IN_INTENTION', 'pt-BR'));
      await page.getByTestId('monetization-tab-SYNC').click();
      await visible(page.getByTestId('programme-SYNC'));
      await page.screenshot({ path: `${screens}monetization-music-licensing-phone-pt-BR.png`, fullPage: true });
      await page.goto('/monetization?lang=pt-BR');
      await visible(page.getByTestId('monetization-defaults'));
      await page.screenshot({ path: `${screens}monetization-center-phone-pt-BR.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("the operator sees the label's Official Artist Channel request in the console and takes it into review", async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await loginWithPassword(page, DEMO.operator, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/admin/promotion?lang=en#monetization');
      const panel = await visible(page.getByTestId('admin-oac-merge'));
      const row = panel.locator('[data-testid^="admin-oac-row-"]').filter({ hasText: 'Harbor Lights Records' });
      await visible(row);
      await row.getByTestId('admin-oac-open').click();
      await page.getByTestId('admin-oac-review').click();
      await expectText(row.locator('.mantine-Badge-label'), text('oac_status_3'));
      if (picturesWanted) await panel.screenshot({ path: `${screens}monetization-admin-desktop-en.png` });
    } finally {
      await context.close();
    }
  });
});
