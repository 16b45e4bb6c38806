import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, followNav, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The ISWC UBC gave "Noite de Vidro" in the demo data (apps/server/src/demo/seed-demo-publishing.ts). */
const DEMO_ISWC = 'T3174829068';

// Issue 28 §1: the demo has the publishing area open, reached from the navigation (decision 067).
describe('publishing in the demo', () => {
  test('the artist opens Publishing from the header and finds the composition UBC registered, with its ISWC', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await followNav(page, 'nav-publishing');
      // Her sign-up is active: the bare route leads to her compositions.
      await expectPath(page, '/publishing/tracks');
      const row = await visible(page.getByTestId(/^publishing-track-\d+$/).filter({ hasText: 'Noite de Vidro' }));
      await visible(page.getByTestId(/^publishing-track-\d+$/).filter({ hasText: 'Maré Alta' }));
      await row.getByTestId(/^publishing-track-action-\d+$/).click();
      await expectPath(page, '/publishing/splits');
      const detail = await visible(page.getByTestId('publishing-composition-detail'));
      for (const name of ['Luna Vale Ferreira', 'Caio Mendes']) await visible(detail.getByText(name));
      await expect(detail.getByText('50.00%').count()).resolves.toBe(2);
      await expectText(page.getByTestId('publishing-splits-title'), 'Noite de Vidro');
      await visible(page.getByTestId('publishing-splits-track').getByText(new RegExp(DEMO_ISWC)));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the label, not signed up yet, reaches the landing page from the header and from the phone menu', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await followNav(page, 'nav-publishing');
      await expectPath(page, '/publishing/landing');
      await expectText(page.getByRole('heading', { level: 1 }), text('pubw_landing_title'));
      await visible(page.getByTestId('publishing-sign-up'));

      const phone = await newPage(browser, { mobile: true, complianceAcknowledged: true, storageState: await context.storageState() });
      try {
        await phone.page.goto('/overview');
        await phone.page.getByTestId('user-menu').click();
        await expectText(phone.page.getByTestId('menu-publishing'), text('permission_resource_OffPublishingService'));
        await phone.page.getByTestId('menu-publishing').click();
        await expectPath(phone.page, '/publishing/landing');
        await visible(phone.page.getByTestId('publishing-landing'));
      } finally {
        await phone.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
