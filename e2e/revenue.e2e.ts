import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { latestMessageFor, launchChromium, newPage, picturesWanted } from './support/browser.ts';
import { choose, expectPath, expectText, literal, operatorApi, signAgreement, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';
import { releaseApprovedSingle, settleIdentity } from './support/catalogue.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const month = (offset: number) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
};

const longMonth = (offset: number) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month(offset)}-01T00:00:00Z`));

describe('money', () => {
  test('the operator imports a store report; the artist withdraws, one payout is paid and one fails; an advance is granted and recouped; statements and history reconcile in English and Portuguese', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    const operatorPage = await newPage(browser, { complianceAcknowledged: true });
    try {
      const artist = await signUpWithEmail(page, { region: 'US' });
      await signAgreement(page, 'Jordan Reyes');
      const { isrc } = await releaseApprovedSingle(page, 'Open Water');
      // Before the identity is verified, the withdrawal page says so before the form, with the way to do it.
      await page.goto('/revenue/withdraw');
      await visible(page.getByTestId('rev-withdraw-requirements'));
      await expect.poll(() => page.getByTestId('rev-requirement-overview_step_identity').locator('a').getAttribute('href')).toBe('/user/pi-info');
      expect(await page.getByTestId('rev-requirement-overview_step_contract').count()).toBe(0);
      expect(await page.getByTestId('rev-withdraw-continue').isDisabled()).toBe(true);
      await settleIdentity(page, 'Jordan Reyes');

      // The operator uploads a generic-layout report in the console: two lines of ours, one the catalogue does not know.
      await (await operatorApi()).shareWith(operatorPage.context);
      await operatorPage.page.goto('/admin/imports#sales-imports');
      const report = [
        'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue',
        `${month(0)},${month(-1)},Spotify,US,${isrc},,12000,USD,41.250000`,
        `${month(0)},${month(-1)},Deezer,FR,${isrc},,3000,EUR,10.000000`,
        `${month(0)},${month(-1)},Spotify,US,QZZZZ2699999,,10,USD,0.040000`,
        `${month(0)},${month(-1)},LINE MUSIC,JP,${isrc},,100,JPY,150`,
      ].join('\n');
      await operatorPage.page
        .getByTestId('admin-sales-upload')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'spotify-deezer.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
      await operatorPage.page.getByTestId('admin-sales-rate-add').click();
      await operatorPage.page.getByTestId('admin-sales-rate-currency-0').fill('EUR');
      await operatorPage.page.getByTestId('admin-sales-rate-value-0').fill('1.1');
      await operatorPage.page.getByTestId('admin-sales-import').click();
      await visible(operatorPage.page.getByTestId('admin-sales-notice'));
      const row = operatorPage.page.locator('[data-testid^="admin-sales-row-"]').filter({ hasText: 'spotify-deezer.csv' });
      await expect.poll(() => row.locator('[data-testid^="admin-sales-status-"]').getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
      expect(await row.locator('[data-testid^="admin-sales-counts-"]').textContent()).toMatch(/4\D+2\D+2\D+0/);
      // The upload's "queued" notice goes once the list shows the import done.
      await expect.poll(() => operatorPage.page.getByTestId('admin-sales-notice').count()).toBe(0);

      // The unknown ISRC was the store's typo for the artist's song: the operator assigns that line from suspense.
      await row.locator('[data-testid^="admin-sales-detail-"]').click();
      // The import's outcome and the rates it was valued at, above its suspense lines; the header counts the yen line waiting.
      await expectText(operatorPage.page.getByTestId('admin-sales-import-outcome'), /4 read · 2 matched · 2 unmatched · 0 invalid · rates to USD: EUR 1\.1/);
      await expectText(operatorPage.page.getByTestId('admin-sales-suspense-open'), /waiting for an exchange rate: 1/);
      await expectText(operatorPage.page.getByRole('dialog'), /Lines in suspense: 2/);
      // The rate's example names the currency it is for.
      expect(await operatorPage.page.getByTestId('admin-sales-late-rate-value').getAttribute('placeholder')).toBe('USD for 1 JPY');
      await operatorPage.page.getByTestId('admin-sales-suspense-select-4').check();
      await operatorPage.page.getByTestId('admin-sales-suspense-code').fill(isrc);
      await operatorPage.page.getByTestId('admin-sales-suspense-assign-button').click();
      await expectText(operatorPage.page.getByTestId('admin-sales-suspense-assigned'), /Open Water/);
      await visible(operatorPage.page.getByTestId('admin-sales-suspense-resolved-4'));
      // The yen line came without a rate: the operator records it, and the line is credited.
      await operatorPage.page.getByTestId('admin-sales-late-rate-value').fill('0.01');
      await operatorPage.page.getByTestId('admin-sales-late-rate-submit').click();
      await expectText(operatorPage.page.getByTestId('admin-sales-late-rate-done'), /\$1\.50/);
      await visible(operatorPage.page.getByTestId('admin-sales-suspense-resolved-5'));
      // The lines the import credited when it ran, each with the song, the account and the store's money.
      await operatorPage.page.getByTestId('admin-sales-detail-view').getByText('Credited lines').click();
      await expect.poll(() => operatorPage.page.getByTestId('admin-sales-credited-line').count()).toBe(2);
      await expectText(operatorPage.page.getByTestId('admin-sales-credited-line').first(), /Open Water.*Spotify.*US.*12,000.*\$41\.25.*\$0\.00.*\$0\.00.*\$41\.25/);
      await expectText(operatorPage.page.getByTestId('admin-sales-credited-line').nth(1), /Open Water.*Deezer.*FR.*3,000.*\$11\.00/);
      await operatorPage.page.keyboard.press('Escape');
      await operatorPage.page.getByTestId('console-nav-money').click();
      await visible(operatorPage.page.getByTestId('admin-withdrawals'));

      // The artist's revenue page: 41.25 + 11.00 + 0.04 + 1.50 in the first contract year, all of it theirs.
      await page.goto('/revenue');
      await expectText(page.getByTestId('rev-total'), '$53.79');
      await expectText(page.getByTestId('rev-available'), '$53.79');
      // The trend stacks last month's earnings by store: Spotify 41.29 (with the assigned line), Deezer 11.00, LINE MUSIC 1.50.
      await expectText(page.getByTestId('rev-chart-legend'), /Spotify.*Deezer.*LINE MUSIC/);
      // Pointing at last month's bar shows its total and each store's part.
      const drawnMonths = await page.getByTestId('rev-chart-bar').evaluateAll((bars) => bars.map((bar) => bar.getAttribute('data-month')));
      await page.getByTestId(`rev-chart-reader-point-${drawnMonths.indexOf(month(-1))}`).hover();
      await expectText(page.getByTestId('rev-chart-reader-tooltip'), /\$53\.79.*Spotify\$41\.29/);
      if (picturesWanted) await page.getByTestId('rev-trend').screenshot({ path: `${screens}revenue-trend-desktop-en.png` });
      await page.getByTestId('rev-group-store').click();
      await expect.poll(() => page.getByTestId('rev-row').count()).toBe(3);
      await expectText(page.getByTestId('rev-row').first(), /Spotify/);

      // Withdraw 50.00 by the demo provider: the fee (none) is shown before confirming.
      await page.getByTestId('rev-withdraw-open').click();
      await expectPath(page, '/revenue/withdraw');
      expect(await page.getByTestId('rev-withdraw-requirements').count()).toBe(0);
      await choose(page, 'rev-method', 'Demo payout (no real money)');
      // More than the balance is refused on the form itself; "Everything" fills in what can be paid.
      await page.getByTestId('rev-amount').fill('60');
      await page.getByTestId('rev-withdraw-continue').click();
      await expectText(page.getByTestId('rev-withdraw-form'), /more than your balance covers with the fee: up to \$53\.79/);
      expect(await page.getByTestId('rev-withdraw-confirm').count()).toBe(0);
      await page.getByTestId('rev-withdraw-all').click();
      await expect.poll(() => page.getByTestId('rev-amount').inputValue()).toBe('53.79');
      await page.getByTestId('rev-amount').fill('50');
      await page.getByTestId('rev-withdraw-continue').click();
      await expectText(page.getByTestId('rev-confirm-total'), '$50.00');
      await page.getByTestId('rev-withdraw-confirm').click();
      await visible(page.getByTestId('rev-withdraw-success'));
      await expect.poll(() => page.getByTestId('rev-withdrawal-status').first().getAttribute('data-status')).toBe('Notified');
      const withdrawalId = await page.getByTestId('rev-withdrawal-row').first().getAttribute('data-id');

      // The operator pays it out from the console.
      // The console is still open in its Money room: the new withdrawal shows up in its list without a reload.
      await expectText(operatorPage.page.getByTestId(`admin-withdrawal-${withdrawalId}`), /50\.00/, 25_000);
      // A question first: the payout waits until the artist answers it on the withdrawal page.
      await operatorPage.page.getByTestId(`admin-withdrawal-${withdrawalId}-rfi`).click();
      await operatorPage.page.getByTestId('admin-rfi-question').fill('Is the payout account in your own name?');
      await operatorPage.page.getByTestId('admin-rfi-send').click();
      await page.reload();
      await page.getByTestId(`rev-rfi-answer-${withdrawalId}`).fill('Yes, it is my own account.');
      await page.getByTestId(`rev-rfi-send-${withdrawalId}`).click();
      await expectText(page.getByTestId(`rev-rfi-${withdrawalId}`), /Yes, it is my own account/);
      await operatorPage.page.reload();
      await operatorPage.page.getByTestId(`admin-withdrawal-${withdrawalId}-Collected`).click();
      await operatorPage.page.getByTestId('admin-withdrawals-filter-Collected').click();
      await operatorPage.page.getByTestId(`admin-withdrawal-${withdrawalId}-Success`).click();
      // Marking paid moves money for good: the console asks first, naming the amount and where it went.
      await expectText(operatorPage.page.getByTestId('admin-withdrawal-pay-text'), /\$50\.00 for withdrawal #\d+ reached Demo payout/);
      await operatorPage.page.getByTestId('admin-withdrawal-pay-confirm').click();

      await page.reload();
      await expect.poll(() => page.getByTestId('rev-withdrawal-status').first().getAttribute('data-status'), { timeout: 10_000 }).toBe('Success');
      await page.goto('/revenue');
      await expectText(page.getByTestId('rev-available'), '$3.79');

      // The balance history: every credit and debit, newest first, the balance after each ending at what is shown.
      const movements = page.getByTestId('balance-movement');
      await expectText(movements.first().getByTestId('balance-movement-after'), '$3.79');
      await expectText(movements.first().getByTestId('balance-movement-amount'), '-$50.00');
      await expect.poll(() => movements.first().getAttribute('data-kind')).toBe('withdrawal');
      await expectText(movements.first(), /Withdrawal · Demo payout \(no real money\)/);
      await expect.poll(() => movements.count()).toBe(4);
      expect(await movements.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')))).toEqual(['withdrawal', 'sales_rate', 'suspense_assign', 'sales_import']);
      await expectText(movements.last(), new RegExp(`Earnings · sales of ${longMonth(-1)}`));
      // Each source links to where it is followed: store earnings to the statements, a withdrawal to the withdrawals.
      expect(await movements.last().getByTestId('balance-line-source').first().getAttribute('href')).toBe('/revenue/reports');
      expect(await movements.first().getByTestId('balance-line-source').first().getAttribute('href')).toBe('/revenue/withdraw');
      await expectText(movements.last().getByTestId('balance-movement-after'), '$52.25');

      // The statement of this month: 53.79 in, 50.00 out, 3.79 at its end; the same in Portuguese.
      await page.goto('/revenue/reports');
      const statement = page.locator(`[data-testid="rep-statement-row"][data-month="${month(0)}"]`);
      await expectText(statement.getByTestId('rep-statement-closing'), '$3.79');
      await expectText(statement, /\$53\.79[\s\S]*\$50\.00/);
      const portuguese = await newPage(browser, { locale: 'pt-BR', complianceAcknowledged: true, storageState: await context.storageState() });
      try {
        await portuguese.page.goto('/revenue?lang=pt-BR');
        await expectText(portuguese.page.getByTestId('balance-movement').first().getByTestId('balance-movement-after'), /US\$\s?3,79/);
        await expectText(portuguese.page.getByTestId('balance-movement').first(), new RegExp(text('balance_line_withdrawal', 'pt-BR')));
        await portuguese.page.goto('/revenue/reports');
        await expectText(portuguese.page.locator(`[data-testid="rep-statement-row"][data-month="${month(0)}"]`).getByTestId('rep-statement-closing'), /US\$\s?3,79/);
        if (picturesWanted) await portuguese.page.screenshot({ path: `${screens}revenue-statements-desktop-pt-BR.png`, fullPage: true });
      } finally {
        await portuguese.context.close();
      }

      // The operator grants an advance: the account is found by its e-mail and confirmed by its name.
      await operatorPage.page.goto('/admin/money#advances');
      const picker = operatorPage.page.getByTestId('admin-advance-user');
      await picker.click();
      await picker.fill(artist.email.slice(0, 14));
      await operatorPage.page.getByRole('option', { name: literal(artist.email) }).click();
      await operatorPage.page.getByTestId('admin-advance-amount').fill('20');
      await operatorPage.page.getByTestId('admin-advance-note').fill('Tour support');
      await operatorPage.page.getByTestId('admin-advance-submit').click();
      await expectText(operatorPage.page.getByTestId('admin-advance-confirm-text'), literal(`$20.00 into the balance of ${artist.nickname} (${artist.email}`));
      await operatorPage.page.getByTestId('admin-advance-confirm').click();
      await visible(operatorPage.page.getByTestId('admin-advance-success'));
      await page.goto('/revenue');
      await expectText(page.getByTestId('rev-available'), '$23.79');
      await expectText(page.getByTestId('balance-movement').first(), /Advance · Tour support/);
      await expectText(page.getByTestId('balance-movement').first().getByTestId('balance-movement-after'), '$23.79');

      // A payout fails: the operator says why, the money comes back, and the history says so with the reason.
      await page.goto('/revenue/withdraw');
      await choose(page, 'rev-method', 'Demo payout (no real money)');
      await page.getByTestId('rev-amount').fill('10');
      await page.getByTestId('rev-withdraw-continue').click();
      await page.getByTestId('rev-withdraw-confirm').click();
      await visible(page.getByTestId('rev-withdraw-success'));
      // The history reloads after the request: wait for the new withdrawal to head it.
      await expect.poll(() => page.getByTestId('rev-withdrawal-row').first().getAttribute('data-id')).not.toBe(withdrawalId);
      const failingId = await page.getByTestId('rev-withdrawal-row').first().getAttribute('data-id');
      await operatorPage.page.goto('/admin/money#withdrawals');
      await operatorPage.page.getByTestId('admin-withdrawals-filter-Notified').click();
      await operatorPage.page.getByTestId(`admin-withdrawal-${failingId}-Failed`).click();
      await operatorPage.page.getByTestId('admin-withdrawal-reason').fill('Payout account closed');
      await operatorPage.page.getByTestId('admin-withdrawal-fail-confirm').click();
      await page.goto('/revenue');
      await expectText(page.getByTestId('rev-available'), '$23.79');
      await expect.poll(() => page.getByTestId('balance-movement').first().getAttribute('data-kind')).toBe('withdrawal_reversal');
      await expectText(page.getByTestId('balance-movement').first(), /Failed withdrawal returned · Demo payout \(no real money\) · Payout account closed/);

      // The next report pays the advance back first: earned 5.00, recouped 5.00, the balance unchanged.
      await operatorPage.page.goto('/admin/imports#sales-imports');
      const second = ['reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue', `${month(0)},${month(0)},Spotify,US,${isrc},,1000,USD,5.000000`].join('\n');
      await operatorPage.page
        .getByTestId('admin-sales-upload')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'recoup.csv', mimeType: 'text/csv', buffer: Buffer.from(second) });
      await operatorPage.page.getByTestId('admin-sales-import').click();
      const recoupRow = operatorPage.page.locator('[data-testid^="admin-sales-row-"]').filter({ hasText: 'recoup.csv' });
      await expect.poll(() => recoupRow.locator('[data-testid^="admin-sales-status-"]').getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
      await page.reload();
      const recouped = page.getByTestId('balance-movement').first();
      await expect.poll(() => recouped.getAttribute('data-kind')).toBe('sales_import');
      await expectText(recouped.locator('[data-line="earnings"]'), /\$5\.00/);
      await expectText(recouped.locator('[data-line="recoupment"]'), /-\$5\.00/);
      await expectText(recouped.getByTestId('balance-movement-after'), '$23.79');
      await expectText(page.getByTestId('rev-advance'), '$15.00');

      // This month's statement reconciles all of it: 53.79 + 20.00 + 10.00 returned in, 50.00 + 10.00 out, 23.79 left.
      await page.goto('/revenue/reports');
      const thisMonth = page.locator(`[data-testid="rep-statement-row"][data-month="${month(0)}"]`);
      await expectText(thisMonth.getByTestId('rep-statement-closing'), '$23.79');
      const pdf = await page.request.get(`/api/revenue/report/statement?month=${month(0)}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const inPortuguese = await newPage(browser, { locale: 'pt-BR', complianceAcknowledged: true, storageState: await context.storageState() });
      try {
        await inPortuguese.page.goto('/revenue/reports?lang=pt-BR');
        await expectText(inPortuguese.page.locator(`[data-testid="rep-statement-row"][data-month="${month(0)}"]`).getByTestId('rep-statement-closing'), /US\$\s?23,79/);
        await inPortuguese.page.goto('/revenue');
        await expectText(inPortuguese.page.getByTestId('balance-movement').first().locator('[data-line="recoupment"]'), new RegExp(text('balance_line_recoupment', 'pt-BR')));
      } finally {
        await inPortuguese.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await operatorPage.context.close();
      await context.close();
    }
  });

  test('a collaborator accepts a split from the invitation, sees their share of the next report; the artist downloads an Excel report', async () => {
    const owner = await newPage(browser, { complianceAcknowledged: true });
    const guest = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(owner.page);
    try {
      const collaborator = await signUpWithEmail(guest.page, { region: 'US' });
      await signUpWithEmail(owner.page, { region: 'US' });
      await signAgreement(owner.page, 'Sam Ortiz');
      const { isrc, songId } = await releaseApprovedSingle(owner.page, 'Tide Line');

      // The owner shares 30 % of the song with the collaborator from this month on.
      await owner.page.goto('/revenue/splits/new');
      await choose(owner.page, 'split-release', /Tide Line/);
      await owner.page.getByTestId(`split-song-check-${songId}`).check();
      await owner.page.getByTestId('split-email-0-0').fill(collaborator.email);
      await owner.page.getByTestId('split-share-0-0').fill('30');
      await expectText(owner.page.getByTestId('split-keep-0'), /70\.00/);
      await owner.page.getByTestId('split-effective').fill(month(0));
      await owner.page.getByTestId('split-submit').click();
      await expectPath(owner.page, '/revenue/splits');

      // The invitation e-mail carries the link with the split code.
      const invitation = await latestMessageFor(collaborator.email, { matching: /split\/accept\?code=/ });
      const link = /\/split\/accept\?code=[\w%-]+/.exec(invitation.body)![0];
      await guest.page.goto(link);
      // The page says what is being accepted before the collaborator accepts it.
      await expectText(guest.page.getByTestId('split-offer-song'), 'Tide Line');
      await expectText(guest.page.getByTestId('split-offer-share'), '30.00 %');
      await expectText(guest.page.getByTestId('split-offer-from'), longMonth(0));
      await expectText(guest.page.getByTestId('split-offer-held'), '$0.00');
      await guest.page.getByTestId('split-accept-code').click();
      await expectText(guest.page.getByTestId('split-accepted-song'), /Tide Line/);

      const operator = await newPage(browser, { complianceAcknowledged: true });
      try {
        await (await operatorApi()).shareWith(operator.context);
        await operator.page.goto('/admin/imports#sales-imports');
        const report = ['reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue', `${month(1)},${month(0)},Spotify,BR,${isrc},,4000,USD,10.000000`].join('\n');
        await operator.page
          .getByTestId('admin-sales-upload')
          .locator('input[type="file"]')
          .setInputFiles({ name: 'tide-line.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
        await operator.page.getByTestId('admin-sales-import').click();
        const row = operator.page.locator('[data-testid^="admin-sales-row-"]').filter({ hasText: 'tide-line.csv' });
        await expect.poll(() => row.locator('[data-testid^="admin-sales-status-"]').getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
      } finally {
        await operator.context.close();
      }

      await guest.page.goto('/revenue');
      await expectText(guest.page.getByTestId('rev-total'), '$3.00');
      // Each side's balance history shows the split: 3.00 received by the collaborator, paid out of the owner's 10.00.
      await expectText(guest.page.getByTestId('balance-movement').first().locator('[data-line="split_received"]'), /Split share received/);
      await expectText(guest.page.getByTestId('balance-movement').first().getByTestId('balance-movement-amount'), '$3.00');
      // The owner's overview points to the unread split notice (the collaborator accepted).
      await owner.page.goto('/overview');
      await expectText(owner.page.locator('[data-kind="split"]'), /royalty split/);
      await owner.page.goto('/revenue');
      await expectText(owner.page.getByTestId('rev-total'), '$7.00');
      const ownerMovement = owner.page.getByTestId('balance-movement').first();
      await expectText(ownerMovement.locator('[data-line="earnings"]'), /\$10\.00/);
      await expectText(ownerMovement.locator('[data-line="split_paid"]'), /Split shares paid to collaborators[\s\S]*-\$3\.00/);
      await expectText(ownerMovement.getByTestId('balance-movement-amount'), '$7.00');

      // The owner asks for an Excel report of the month and downloads it when it is ready.
      await owner.page.goto('/revenue/reports');
      await owner.page.getByTestId('rep-from').fill(month(0));
      await owner.page.getByTestId('rep-to').fill(month(0));
      await owner.page.getByTestId('rep-generate').click();
      const download = owner.page.locator('[data-testid^="rep-download-"]').first();
      await visible(download, 30_000);
      const [file] = await Promise.all([owner.page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const bytes = await file.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
      const sheet = workbook.worksheets[0]!;
      const cells = sheet.getRow(2).values as unknown[];
      expect(cells).toEqual(expect.arrayContaining(['Spotify', 'BR', 'Tide Line', isrc, '7.000000']));
      expect(errors).toEqual([]);
    } finally {
      await guest.context.close();
      await owner.context.close();
    }
  });
});
