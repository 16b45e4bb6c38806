import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, hidden, loginWithPassword, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const idPhoto = (colour: string) =>
  sharp({ create: { width: 900, height: 560, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('onboarding: agreement, identity, review', () => {
  test('a new artist signs the agreement and downloads the PDF, sends their identity, an operator passes it, and the account is settled', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      const user = await signUpWithEmail(page, { region: 'BR' });
      await expectText(page.getByTestId('overview-status'), text('settlement_status_INIT'));
      // The sign-new-agreement banner shows on the overview for a user who may sign.
      await visible(page.getByText(text('banner_sign_new_agreement')));

      // Contract: create, read to the end, type the legal name, consent and sign.
      await page.getByTestId('overview-step-contract').click();
      await expectPath(page, '/contract/management');
      await page.getByTestId('contract-create-main').click();
      await page.getByTestId('contract-legal-name').fill('Maria Souza');
      await page.getByTestId('contract-create-submit').click();
      await page.waitForURL(/\/contract\/sign\/\d+$/);
      await visible(page.getByTestId('contract-read-hint'));
      await page.getByTestId('contract-signature-name').fill('Maria Souza');
      await page.locator('[data-testid="contract-scroll"] .mantine-ScrollArea-viewport').evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await hidden(page.getByTestId('contract-read-hint'));
      await page.getByTestId('contract-consent').check();
      await page.getByTestId('contract-sign-submit').click();
      await visible(page.getByTestId('contract-signed'));
      await expectText(page.getByTestId('contract-status'), text('contract_status_3'));

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('contract-download-signed').click()]);
      expect(download.suggestedFilename()).toMatch(/^SP-\d{4}-[0-9A-F]{10}\.pdf$/);
      const pdf = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(20_000);

      // Identity: the form, two photos of the national ID card, preview, send.
      await page.goto('/user/pi-info');
      await page.getByTestId('pi-legal-name').fill('Maria Souza');
      await page.getByTestId('pi-birth-date').fill('1990-04-12');
      await page.getByTestId('pi-line1').fill('Rua Augusta 100');
      await page.getByTestId('pi-city').fill('São Paulo');
      await page.getByTestId('pi-postal-code').fill('01305-000');
      await page.getByTestId('pi-id-type').click();
      await page.getByRole('option', { name: text('identity_doc_type_national_id_card') }).click();
      await page.getByTestId('pi-id-number').fill('12.345.678-9');
      // Previewing with photos missing shows what is missing.
      await page.getByTestId('pi-preview').click();
      await expectText(page.getByTestId('photo-error-front'), text('identity_photo_front_required'));
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

      // The operator finds the case in the console and passes it.
      const operator = await newPage(browser, { complianceAcknowledged: true });
      try {
        await operator.page.goto('/login?next=/admin');
        await loginWithPassword(operator.page, DEMO.operator, 'Demo-pass-2026');
        await expectPath(operator.page, '/admin');
        await operator.page.getByTestId('console-nav-identity').click();
        await expectPath(operator.page, '/admin/identity');
        const row = operator.page.getByTestId('admin-identity-queue').locator('tr', { hasText: user.nickname });
        await row.getByTestId('admin-identity-open').click();
        await visible(operator.page.getByTestId('admin-identity-case').getByText('Maria Souza'));
        await operator.page.getByTestId('admin-identity-pass').click();
        await operator.page.getByTestId('console-confirm-yes').click();
        await hidden(operator.page.getByTestId('admin-identity-case'));
        await visible(operator.page.locator('[data-testid="console-notice"][data-state="done"]').filter({ hasText: 'Maria Souza' }));
      } finally {
        await operator.context.close();
      }

      // Identity passed and the agreement signed: the overview shows the settled account. Brazil also has the amended
      // agreement, not signed yet (upgrade status OLD_CONTRACT_SIGNED), so the banner now asks for that one.
      await page.goto('/overview');
      await expectText(page.getByTestId('overview-status'), text('settlement_status_SETTLED'));
      await expectText(page.getByTestId('overview-sign-status'), text('sign_status_ALL_SIGNED'));
      const info = (await (await page.request.get('/api/contract/info')).json()) as { data: { upgradeStatus: number } };
      expect(info.data.upgradeStatus).toBe(121);
      await visible(page.getByText(text('banner_sign_amendment')));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
