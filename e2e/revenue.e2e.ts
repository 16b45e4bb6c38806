import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage } from './support/browser.ts';
import { choose, expectPath, expectText, operatorApi, signAgreement, signUpWithEmail, visible, watchPageErrors } from './support/app.ts';
import { releaseApprovedSingle, settleIdentity } from './support/catalogue.ts';

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

describe('money', () => {
  test('the operator imports a store report, the artist sees the earnings and withdraws, and the operator pays it out', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    const operatorPage = await newPage(browser, { complianceAcknowledged: true });
    try {
      await signUpWithEmail(page, { region: 'US' });
      await signAgreement(page, 'Jordan Reyes');
      const { isrc } = await releaseApprovedSingle(page, 'Open Water');
      await settleIdentity(page, 'Jordan Reyes');

      // The operator uploads a generic-layout report in the console: two lines of ours, one the catalogue does not know.
      await (await operatorApi()).shareWith(operatorPage.context);
      await operatorPage.page.goto('/admin#sales-imports');
      const report = [
        'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue',
        `${month(0)},${month(-1)},Spotify,US,${isrc},,12000,USD,41.250000`,
        `${month(0)},${month(-1)},Deezer,FR,${isrc},,3000,EUR,10.000000`,
        `${month(0)},${month(-1)},Spotify,US,QZZZZ2699999,,10,USD,0.040000`,
      ].join('\n');
      await operatorPage.page.getByTestId('admin-sales-upload').locator('input[type="file"]').setInputFiles({ name: 'spotify-deezer.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
      await operatorPage.page.getByTestId('admin-sales-rate-add').click();
      await operatorPage.page.getByTestId('admin-sales-rate-currency-0').fill('EUR');
      await operatorPage.page.getByTestId('admin-sales-rate-value-0').fill('1.1');
      await operatorPage.page.getByTestId('admin-sales-import').click();
      await visible(operatorPage.page.getByTestId('admin-sales-notice'));
      const row = operatorPage.page.locator('[data-testid^="admin-sales-row-"]').filter({ hasText: 'spotify-deezer.csv' });
      await expect.poll(() => row.locator('[data-testid^="admin-sales-status-"]').getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
      expect(await row.locator('[data-testid^="admin-sales-counts-"]').textContent()).toMatch(/3\D+2\D+1\D+0/);

      // The artist's revenue page: 41.25 + 11.00 in the first contract year, all of it theirs.
      await page.goto('/revenue');
      await expectText(page.getByTestId('rev-total'), '$52.25');
      await expectText(page.getByTestId('rev-available'), '$52.25');
      await page.getByTestId('rev-group-store').click();
      await expect.poll(() => page.getByTestId('rev-row').count()).toBe(2);
      await expectText(page.getByTestId('rev-row').first(), /Spotify/);

      // Withdraw 50.00 by the demo provider: the fee (none) is shown before confirming.
      await page.getByTestId('rev-withdraw-open').click();
      await expectPath(page, '/revenue/withdraw');
      await page.getByTestId('rev-amount').fill('50');
      await choose(page, 'rev-method', 'Demo payout (no real money)');
      await page.getByTestId('rev-withdraw-continue').click();
      await expectText(page.getByTestId('rev-confirm-total'), '$50.00');
      await page.getByTestId('rev-withdraw-confirm').click();
      await visible(page.getByTestId('rev-withdraw-success'));
      await expect.poll(() => page.getByTestId('rev-withdrawal-status').first().getAttribute('data-status')).toBe('Notified');
      const withdrawalId = await page.getByTestId('rev-withdrawal-row').first().getAttribute('data-id');

      // The operator pays it out from the console.
      await operatorPage.page.goto('/admin#withdrawals');
      await expectText(operatorPage.page.getByTestId(`admin-withdrawal-${withdrawalId}`), /50\.00/);
      await operatorPage.page.getByTestId(`admin-withdrawal-${withdrawalId}-Collected`).click();
      await operatorPage.page.getByTestId('admin-withdrawals-filter-Collected').click();
      await operatorPage.page.getByTestId(`admin-withdrawal-${withdrawalId}-Success`).click();

      await page.reload();
      await expect.poll(() => page.getByTestId('rev-withdrawal-status').first().getAttribute('data-status'), { timeout: 10_000 }).toBe('Success');
      await page.goto('/revenue');
      await expectText(page.getByTestId('rev-available'), '$2.25');
      expect(errors).toEqual([]);
    } finally {
      await operatorPage.context.close();
      await context.close();
    }
  });
});
