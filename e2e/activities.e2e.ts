import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, newPage, DEMO_PASSWORD, PASSWORD, uniqueEmail } from './support/browser.ts';
import { ApiSession, DEMO, expectPath, expectText, fillEmailAccount, loginWithPassword, operatorApi, text, uniqueName, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const invitees = async (page: Page) => Number(await page.getByTestId('activity-stat-invitees').innerText());

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('activities and referrals', () => {
  test('the artist shares the referral link; a visitor signs up with it, sees who invited them, and counts as an invitee', async () => {
    const artist = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(artist.page);
    const visitor = await newPage(browser, { mobile: true, locale: 'es-MX', complianceAcknowledged: true });
    try {
      const { page } = artist;
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/activity?lang=en');
      await visible(page.getByTestId('activity-list'));
      const referralCard = page.getByRole('link').filter({ hasText: 'Invite a friend, earn USD 5' });
      await expectText(referralCard.getByTestId('activity-status'), text('activity_status_ONGOING'));
      expect(await page.getByTestId('contact-us').count()).toBe(0);
      await page.screenshot({ path: `${screens}activity-center-desktop-en.png`, fullPage: true });

      await referralCard.click();
      await expectText(page.getByTestId('activity-title'), 'Invite a friend, earn USD 5');
      await page.getByTestId('activity-invite-take').click();
      const linkInput = page.getByTestId('activity-invite-link');
      await visible(linkInput);
      const link = new URL(await linkInput.inputValue());
      expect(link.pathname).toBe('/invite');
      expect(link.searchParams.get('invite-code')).toMatch(/^[A-Z0-9]{8}$/);
      await artist.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByTestId('activity-invite-copy').click();
      await expectText(page.getByTestId('activity-invite-copy'), text('copy_success'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href);
      await visible(page.getByTestId('activity-statistics'));
      const before = await invitees(page);
      await page.screenshot({ path: `${screens}activity-referral-desktop-en.png`, fullPage: true });

      // A fresh visitor on a phone, browsing in Spanish, follows the copied link.
      await visitor.page.goto(`${link.pathname}${link.search}`);
      await expectPath(visitor.page, '/sign-up');
      await expectText(visitor.page.getByTestId('signup-inviter'), text('signup_invited_by_activity', 'es-MX').replace('{{name}}', 'Luna Vale').replace('{{activity}}', 'Invite a friend, earn USD 5'));
      await visitor.page.screenshot({ path: `${screens}activity-signup-invited-phone-es-MX.png`, fullPage: true });
      await fillEmailAccount(visitor.page, uniqueEmail(), PASSWORD);
      await visitor.page.getByTestId('profile-type-artist').click();
      await visitor.page.getByTestId('nickname-input').fill(uniqueName('Invited Artist'));
      await visitor.page.getByTestId('signup-submit').click();
      await expectPath(visitor.page, '/overview');

      // The new account is one more invitee of the artist.
      await page.reload();
      await expect.poll(() => invitees(page)).toBe(before + 1);

      // The visitor's activity center, on the phone in Spanish.
      await visitor.page.goto('/activity');
      await visible(visitor.page.getByTestId('activity-list'));
      await expectText(visitor.page.getByTestId('activity-tab-all'), text('activity_tab_all', 'es-MX'));
      await visitor.page.screenshot({ path: `${screens}activity-center-phone-es-MX.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await artist.context.close();
      await visitor.context.close();
    }
  });

  test('the artist enters a released track in the volume-up campaign; the operator sees and closes activities in the console', async () => {
    const { context, page } = await newPage(browser, { mobile: true, locale: 'pt-BR', complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/activity');
      await page.getByRole('link').filter({ hasText: 'Volume up: new voices' }).click();
      await expectText(page.getByTestId('activity-title'), 'Volume up: new voices');
      const firstSong = page.locator('[data-testid^="activity-song-"]').first();
      await visible(firstSong);
      await firstSong.click();
      await page.getByTestId('activity-join').click();
      await visible(page.getByTestId('activity-entries'));
      expect(await page.getByTestId('activity-entries').locator('li').count()).toBe(1);
      await page.screenshot({ path: `${screens}activity-volume-up-phone-pt-BR.png`, fullPage: true });
      await page.goto('/activity?tab=mine');
      await visible(page.getByRole('link').filter({ hasText: 'Volume up: new voices' }));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const operator = await newPage(browser, { complianceAcknowledged: true });
    try {
      await (await operatorApi()).shareWith(operator.context);
      await operator.page.goto('/admin/promotion#activities');
      const panel = operator.page.getByTestId('admin-activities');
      await visible(panel);
      await operator.page.getByTestId('admin-activity-title').fill('Short test campaign');
      await operator.page.getByTestId('admin-activity-start').fill('2026-01-01T10:00');
      await operator.page.getByTestId('admin-activity-end').fill('2099-01-01T10:00');
      await operator.page.getByTestId('admin-activity-reward').fill('2.50');
      await operator.page.getByTestId('admin-activity-create').click();
      const row = panel.locator('tr').filter({ hasText: 'Short test campaign' });
      await visible(row);
      await panel.scrollIntoViewIfNeeded();
      await operator.page.screenshot({ path: `${screens}admin-activities-desktop-en.png` });
      await row.getByRole('button', { name: text('admin_activity_close') }).click();
      await expectText(row, new RegExp(text('activity_status_CLOSED')));
      await operator.page.getByTestId('admin-mawf').scrollIntoViewIfNeeded();
      await operator.page.screenshot({ path: `${screens}admin-open-extras-desktop-en.png` });
    } finally {
      await operator.context.close();
    }
  });

  test('the e-mailed links work for visitors: a content-supply offer is answered, a newsletter subscription confirmed', async () => {
    const operator = await operatorApi();
    const linkTo = async (recipient: string, path: string) => {
      const { messages } = await operator.ok<{ messages: { body: string }[] }>('GET', `/admin/outbox?recipient=${encodeURIComponent(recipient)}&count=1`);
      const found = messages[0]?.body.match(new RegExp(`(${path.replace('?', '\\?')}[^\\s]+)`))?.[1];
      if (!found) throw new Error(`no ${path} link sent to ${recipient}`);
      return found;
    };
    const email = uniqueEmail();
    const hour = 3_600_000;
    await operator.ok('PUT', '/admin/mawf', { startAt: new Date(Date.now() + hour).toISOString(), endAt: new Date(Date.now() + 2 * hour).toISOString(), message: 'Withdrawals pause for one hour.' });
    await operator.ok('POST', '/admin/content-supply/leads', { email, artistName: 'Nina Reyes', offerTitle: 'Calm piano for documentaries', revenueSharePercent: 60 });
    const { context, page } = await newPage(browser, { mobile: true, locale: 'fr-FR', complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await page.goto(await linkTo(email, '/content-supply?token='));
      // The announced maintenance window shows before login too.
      await expectText(page.getByTestId('maintenance-notice'), /Withdrawals pause for one hour\./);
      await expectText(page.getByTestId('content-supply-status'), text('content_supply_status_INVITED', 'fr'));
      await page.getByRole('button', { name: text('content_supply_interested', 'fr') }).click();
      await expectText(page.getByTestId('content-supply-status'), text('content_supply_status_INTERESTED', 'fr'));
      await page.screenshot({ path: `${screens}content-supply-phone-fr.png`, fullPage: true });

      const visitor = new ApiSession();
      await visitor.ok('POST', '/open/subscribe', { email });
      await page.goto(await linkTo(email, '/subscribe/confirm?token='));
      await expectText(page.getByTestId('newsletter-confirm-message'), /@example\.com/);
      await page.screenshot({ path: `${screens}newsletter-confirmed-phone-fr.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await operator.ok('PUT', '/admin/mawf', { startAt: null, endAt: null, message: '' });
      await context.close();
    }
  });
});
