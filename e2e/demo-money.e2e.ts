import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const month = (offset: number) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
};
/** A dollar amount above zero, as the English pages write it. */
const dollars = /^\$(?!0\.00)[\d,]+\.\d\d$/;

describe('demo money', () => {
  test('the demo label finds a year of money: its balance and earnings, the recouped advance, monthly statements as PDFs and the split of its single', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');

      // Revenue: a balance, a year of earnings, a withdrawal waiting, the advance paid back.
      await page.goto('/revenue');
      await expectText(page.getByTestId('rev-available'), dollars);
      await expectText(page.getByTestId('rev-total'), dollars);
      await expectText(page.getByTestId('rev-pending'), dollars);
      await expectText(page.getByTestId('rev-chart-legend'), /Spotify/);
      await expectText(page.getByTestId('rev-chart-legend'), /Apple Music/);
      await expectText(page.getByTestId('rev-recoup-advanced'), /\$250\.00/);
      await expectText(page.getByTestId('rev-recoup-recouped'), /\$250\.00/);
      await expectText(page.getByTestId('rev-recoup-outstanding'), /\$0\.00/);
      await expectText(page.getByTestId('rev-recoup-row'), /Marketing advance for Lighthouse Static/);
      // The advance was paid back by store sales, over several reports.
      await page.getByTestId('rev-recoup-row').click();
      await visible(page.getByTestId('rev-recoup-detail'));
      await expectText(page.getByTestId('rev-recoup-detail'), new RegExp(text('rev_recoup_from_sales')));
      await page.keyboard.press('Escape');
      // The newest movement is today's withdrawal by bank transfer; the reports before it paid the single's split.
      const movements = page.getByTestId('balance-movement');
      await expect.poll(() => movements.first().getAttribute('data-kind')).toBe('withdrawal');
      await expectText(movements.first(), new RegExp(text('rev_method_bank_transfer')));
      await expectText(page.locator('[data-line="split_paid"]').first(), new RegExp(text('balance_line_split_paid')));

      // A statement for every month since the advance, each a PDF to download.
      await page.goto('/revenue/reports');
      await expect.poll(() => page.getByTestId('rep-statement-row').count()).toBe(13);
      await expectText(page.locator(`[data-testid="rep-statement-row"][data-month="${month(-12)}"]`).getByTestId('rep-statement-closing'), '$250.00');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`rep-statement-${month(-6)}`).click()]);
      expect(download.suggestedFilename()).toBe(`statement-${month(-6)}.pdf`);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

      // The split: half of Corazón de Neón goes to Ana Torres, who accepted; what her half earned is shown.
      await page.goto('/revenue/splits');
      await page
        .getByTestId(/^split-album-open-\d+$/)
        .filter({ hasText: 'Corazón de Neón' })
        .click();
      const invite = page.getByTestId(/^split-invite-\d+$/).filter({ hasText: 'ana@demo.soundport.example' });
      await expectText(invite.getByTestId(/^split-invite-share-/), /50\.00/);
      await expect.poll(() => invite.getByTestId(/^split-invite-status-/).getAttribute('data-status')).toBe('ACCEPTED');
      await expectText(invite.getByTestId(/^split-invite-paid-/), /\$(?!0\.00)[\d,]+\.\d\d/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
