import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ipiCheckDigits } from '@portal/domain/release/identifiers';
import { launchChromium, newPage } from './support/browser.ts';
import { releaseApprovedSingle } from './support/catalogue.ts';
import { choose, DEMO, expectPath, expectText, hidden, loginWithPassword, operatorApi, signAgreement, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';
import { parseCwr } from '../apps/server/src/modules/publishing/cwr/parse.ts';
import { readRegisteredWorks } from '../apps/server/src/modules/publishing/cwr/read-works.ts';
import { ack, acknowledgementFile } from '../apps/server/src/modules/publishing/cwr/test-files.ts';

let browser: Browser;
// The demo data opens the area (decision 067): whatever the gate was, it is again after these journeys.
let gateBefore = false;
beforeAll(async () => {
  browser = await launchChromium();
  const { gates } = await (await operatorApi()).ok<{ gates: { scope: string; key: string; enabled: boolean }[] }>('GET', '/admin/feature-gates');
  gateBefore = gates.some((gate) => gate.scope === 'system' && gate.key === 'publishingService' && gate.enabled);
  await setPublishingGate(true);
});
afterAll(async () => {
  await setPublishingGate(gateBefore);
  await browser?.close();
});

/** The operator switches the system gate publishingService (the area does not exist without it). */
async function setPublishingGate(enabled: boolean) {
  await (await operatorApi()).ok('PUT', '/admin/feature-gates', { scope: 'system', key: 'publishingService', description: 'Publishing area (/publishing)', enabled });
}

const ipi = (base: string) => base + ipiCheckDigits(base);
describe('publishing', () => {
  test('a new artist signs up for publishing as a society member and registers a single with two new co-writers', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    const invalidForms: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[monitoring] form invalid')) invalidForms.push(message.text());
    });
    try {
      await signUpWithEmail(page, { region: 'BR' });
      await signAgreement(page, 'Lia Torres');
      await releaseApprovedSingle(page, 'Harbour Lights');

      // The bare route sends a newcomer to the landing page: free, with Brazil's price struck through.
      await page.goto('/publishing');
      await expectPath(page, '/publishing/landing');
      await expectText(page.getByTestId('publishing-fee').getByText(text('pubw_fee_free')), text('pubw_fee_free'));
      await expectText(page.getByTestId('publishing-fee-price'), 'R$25.00');
      await expect(page.getByTestId('publishing-fee-price').evaluate((element) => getComputedStyle(element).textDecorationLine)).resolves.toBe('line-through');
      for (const benefit of ['free', 'coverage', 'territories', 'copyright', 'royalties', 'easy']) await visible(page.getByTestId(`publishing-benefit-${benefit}`));

      // The agreement is signed, so sign-up opens straight away, replacing the landing page in the history.
      await page.getByTestId('publishing-sign-up').click();
      await expectPath(page, '/publishing/sign-up');

      // The rules speak after a submit: nothing chosen yet.
      await page.getByTestId('publishing-sign-up-submit').click();
      await visible(page.getByText(text('pub_required')));
      await page.getByTestId('publishing-is-pro-yes').click();
      await choose(page, 'publishing-field-pro', /^UBC/);
      await page.getByTestId('publishing-field-ipi').fill('12345');
      await page.getByTestId('publishing-field-ipi').blur();
      await visible(page.getByText(text('pub_ipi_invalid')));
      await page.getByTestId('publishing-field-ipi').fill(ipi('004463201'));
      await page.getByTestId('publishing-field-firstName').fill('Lia');
      await page.getByTestId('publishing-field-lastName').fill('Torres');
      await expect(page.getByText(text('pub_ipi_invalid')).count()).resolves.toBe(0);
      await expect(page.getByTestId('publishing-field-country').inputValue()).resolves.toBe('Brazil');
      await page.getByTestId('publishing-sign-up-submit').click();

      // Terms: agreeing needs reading to the end, then the box.
      const terms = await visible(page.getByTestId('publishing-terms-scroll'));
      const scroller = page.getByTestId('publishing-terms-scroll');
      const scrollable = await scroller.evaluate((element) => element.scrollHeight - element.clientHeight > 100);
      if (scrollable) await expect(page.getByTestId('publishing-terms-check').isDisabled()).resolves.toBe(true);
      await expect(page.getByTestId('publishing-terms-agree').isDisabled()).resolves.toBe(true);
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect.poll(() => page.getByTestId('publishing-terms-check').isEnabled()).toBe(true);
      await page.getByTestId('publishing-terms-check').check();
      await page.getByTestId('publishing-terms-agree').click();
      await hidden(terms);

      await expectText(page.getByTestId('publishing-region-name'), 'Brazil');
      await page.getByTestId('publishing-region-continue').click();

      // Confirmation: the summary in the order of section 2, empty values left out.
      const summary = await visible(page.getByTestId('publishing-summary'));
      const labels = await summary.locator('[data-testid^="publishing-summary-"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
      expect(labels).toEqual(
        ['pubw_summary_is_pro', 'pubw_summary_pro', 'pubw_summary_ipi', 'pubw_summary_organization_type', 'pubw_first_name', 'pubw_last_name', 'pubw_country'].map(
          (key) => `publishing-summary-${key}`,
        ),
      );
      await expectText(page.getByTestId('publishing-summary-pubw_summary_pro').locator('p').last(), /^UBC/);
      await page.getByTestId('publishing-confirm-submit').click();
      await visible(page.getByTestId('publishing-registered'));

      // Track search: the approved single is eligible.
      await page.getByTestId('publishing-register-first').click();
      await expectPath(page, '/publishing/tracks/search');
      const song = await visible(page.getByTestId(/^publishing-song-\d+$/).filter({ hasText: 'Harbour Lights' }));
      await expect(page.getByTestId('publishing-search-next').isDisabled()).resolves.toBe(true);
      await page.getByTestId('publishing-search-input').fill('no such title');
      await page.getByTestId('publishing-search-submit').click();
      await visible(page.getByText(text('pubw_search_no_match')));
      await page.getByTestId('publishing-search-input').fill('Harbour');
      await page.getByTestId('publishing-search-submit').click();
      await song.click();
      await page.getByTestId('publishing-search-next').click();
      await page.waitForURL(/\/publishing\/splits\?id=\d+$/);

      // Splits: own share 50 %, two new co-writers share the rest.
      await expectText(page.getByTestId('publishing-splits-title'), 'Harbour Lights');
      await page.getByTestId('publishing-split-percent-0').fill('50');
      const coWriters = [
        { firstName: 'Rio', lastName: 'Stone', email: 'rio.stone@example.com', society: /^ECAD/, ipi: ipi('005551234') },
        { firstName: 'Mara', lastName: 'Lee', email: 'mara.lee@example.com', society: /^ABRAMUS/, ipi: ipi('007771234') },
      ];
      for (const writer of coWriters) {
        await page.getByTestId('publishing-add-new').click();
        const modal = page.getByTestId('publishing-songwriter-modal');
        const firstName = await visible(page.getByTestId('publishing-songwriter-firstName'));
        await page.getByTestId('publishing-songwriter-save').click();
        await visible(modal.getByText(text('pub_required')));
        await page.getByTestId('publishing-songwriter-firstName').fill(writer.firstName);
        await page.getByTestId('publishing-songwriter-lastName').fill(writer.lastName);
        await page.getByTestId('publishing-songwriter-email').fill(writer.email);
        await choose(page, 'publishing-songwriter-pro', writer.society);
        await page.getByTestId('publishing-songwriter-ipi').fill(writer.ipi);
        await page.getByTestId('publishing-songwriter-save').click();
        await hidden(firstName);
      }
      await expect(page.getByTestId('publishing-split-percent-1').inputValue()).resolves.toBe('25%');
      await expect(page.getByTestId('publishing-split-percent-2').inputValue()).resolves.toBe('25%');
      await expectText(page.getByTestId('publishing-split-total').locator('p').first(), text('pubw_split_total').replace('{{value}}', '100.00'));

      await page.getByTestId('publishing-splits-submit').click();
      // The terms and conditions again, before the review of the splits.
      await visible(page.getByTestId('publishing-terms-scroll'));
      await page.getByTestId('publishing-terms-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect.poll(() => page.getByTestId('publishing-terms-check').isEnabled()).toBe(true);
      await page.getByTestId('publishing-terms-check').check();
      await page.getByTestId('publishing-terms-agree').click();
      await visible(page.getByTestId('publishing-review').getByText(text('pubw_review_warning')));
      await page.getByTestId('publishing-review-confirm').click();

      // The track list shows the composition, with the toast linking to its detail.
      await expectPath(page, '/publishing/tracks');
      await visible(page.getByTestId('publishing-submitted-toast'));
      const row = await visible(page.getByTestId(/^publishing-track-\d+$/).filter({ hasText: 'Harbour Lights' }));
      await expectText(row.getByText(text('pubw_status_submitted')), text('pubw_status_submitted'));
      await row.getByText(text('pubw_view_detail')).click();
      const detail = await visible(page.getByTestId('publishing-composition-detail'));
      for (const name of ['Lia Torres', 'Rio Stone', 'Mara Lee']) await visible(detail.getByText(name));
      await expect(detail.getByText('25.00%').count()).resolves.toBe(2);
      const songId = new URL(page.url()).searchParams.get('id')!;

      // The operator activates the sign-up, sends the societies the CWR file and imports their answer.
      const operator = await newPage(browser, { complianceAcknowledged: true });
      try {
        await operator.page.goto('/login?next=/admin');
        await loginWithPassword(operator.page, DEMO.operator, 'Demo-pass-2026');
        await expectPath(operator.page, '/admin');
        await operator.page.getByTestId('console-nav-publishing').click();
        await expectPath(operator.page, '/admin/publishing');
        const registration = await visible(operator.page.getByTestId(/^admin-pub-registration-\d+$/).filter({ hasText: 'Lia Torres' }));
        await registration.getByTestId('admin-pub-success').click();
        await operator.page.getByTestId('console-confirm-yes').click();
        await hidden(registration);
        await visible(operator.page.locator('[data-testid="console-notice"][data-state="done"]').filter({ hasText: 'Lia Torres' }));

        const downloading = operator.page.waitForEvent('download');
        await operator.page.getByTestId('admin-pub-export').click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^CW\d{6}SPT_000\.V21$/);
        const cwr = await readFile((await download.path())!, 'latin1');
        const work = readRegisteredWorks(parseCwr(cwr)).find((entry) => entry.submitterWorkNumber === songId)!;
        expect(work).toMatchObject({ title: 'HARBOUR LIGHTS' });
        expect(work.writers.map((writer) => writer.lastName)).toEqual(['TORRES', 'STONE', 'LEE']);
        const exportedRow = operator.page.getByTestId(`admin-pub-work-${songId}`);
        await expectText(exportedRow.getByTestId('admin-pub-work-status'), text('admin_pub_work_EXPORTED'));

        const choosing = operator.page.waitForEvent('filechooser');
        await operator.page.getByTestId('admin-pub-import').click();
        await (await choosing).setFiles({
          name: 'CW260001021_SPT.V21',
          mimeType: 'text/plain',
          buffer: Buffer.from(acknowledgementFile({ code: '021', name: 'BMI' }, [ack(0, songId, 'HARBOUR LIGHTS', '887766', 'AS')]), 'latin1'),
        });
        await visible(operator.page.getByTestId('admin-pub-notice'));
        await expectText(exportedRow.getByTestId('admin-pub-work-status'), text('admin_pub_work_REGISTERED'));
      } finally {
        await operator.context.close();
      }
      // Monitoring learns which fields stopped a submit (document 2 section 5), never their values.
      expect(invalidForms).toContain('[monitoring] form invalid: publishing-sign-up: firstName, isPro, lastName');
      expect(invalidForms).toContain('[monitoring] form invalid: publishing-songwriter: email, firstName, ipi, lastName, pro');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the FAQ in Brazilian Portuguese opens the question the address names and takes a helpful vote', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await signUpWithEmail(page, { region: 'BR' });
      await page.goto('/publishing/faq?lang=pt-BR&question=what-is-ipi');
      const question = await visible(page.getByTestId('faq-question-what-is-ipi'));
      await expectText(question, 'O que é o número IPI e onde encontro o meu?');
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => question.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      await page.getByTestId('faq-helpful-what-is-ipi').getByText(text('publishing_faq_helpful_yes', 'pt-BR')).click();
      await expectText(page.getByTestId('faq-thanks-what-is-ipi'), text('publishing_faq_thanks', 'pt-BR'));
      expect(new URL(page.url()).searchParams.get('question')).toBe('what-is-ipi');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
