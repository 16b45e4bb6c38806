import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ReleaseStatus } from '@portal/domain/enums';
import { DEMO_PASSWORD, launchChromium, newPage, picturesWanted } from './support/browser.ts';
import { DEMO, expectPath, expectText, hidden, literal, loginWithPassword, operatorApi, signAgreement, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';
import { submittedSingle } from './support/catalogue.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const TITLE = `Harbor Lights ${Date.now().toString(36).slice(-4)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the operator console’s rooms (decision 068)', () => {
  test('the operator moves between rooms by the side navigation and by links, approves a release after confirming, and is told it is done', async () => {
    // An artist submits a single: it waits in the Release reviews room.
    const artist = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(artist.page);
    let albumId = 0;
    try {
      await signUpWithEmail(artist.page, { region: 'BR' });
      await signAgreement(artist.page, 'Nina Reyes');
      albumId = await submittedSingle(artist.page, TITLE);
    } finally {
      await artist.context.close();
    }

    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    errors.push(...watchPageErrors(page));
    try {
      await page.goto('/login?next=/admin');
      await loginWithPassword(page, DEMO.operator, DEMO_PASSWORD);
      await expectPath(page, '/admin');
      // The overview: a card per room with what waits there; the side navigation counts the same.
      await expect.poll(async () => Number(await page.getByTestId('console-card-count-reviews').textContent())).toBeGreaterThanOrEqual(1);
      const nav = page.getByRole('navigation', { name: text('console_nav_label') });
      await expect.poll(async () => Number(await nav.getByTestId('console-count-reviews').textContent())).toBeGreaterThanOrEqual(1);
      const waiting = Number(await nav.getByTestId('console-count-reviews').textContent());
      if (picturesWanted) await page.screenshot({ path: `${screens}console-desktop-en.png` });

      // Deep links: a room's own address, and an old one-page anchor that now lands in its room.
      await page.goto('/admin#outbox');
      await expectPath(page, '/admin/outbox');
      await visible(page.getByTestId('admin-outbox'));
      await expect.poll(() => nav.getByTestId('console-nav-outbox').getAttribute('aria-current')).toBe('page');
      await page.goto('/admin/money#advances');
      await visible(page.getByTestId('admin-withdrawals'));
      await expectText(page.getByRole('heading', { level: 1 }), text('console_room_money'));

      // By the side navigation to the release reviews.
      await nav.getByTestId('console-nav-reviews').click();
      await expectPath(page, '/admin/reviews');
      await expect.poll(() => nav.getByTestId('console-nav-reviews').getAttribute('aria-current')).toBe('page');
      const row = page.getByTestId(`admin-release-row-${albumId}`).first();
      await row.getByTestId('admin-release-open').click();
      await page.getByTestId('admin-release-approve').click();
      // The question names the action and the release; Back returns to the case with nothing decided.
      await expectText(page.getByTestId('console-confirm-question'), new RegExp(`^${text('admin_release_approve')}: ${TITLE}`));
      await page.getByTestId('console-confirm-back').click();
      await visible(page.getByTestId('admin-release-account'));
      await page.getByTestId('admin-release-approve').click();
      await page.getByTestId('console-confirm-yes').click();
      await hidden(page.getByTestId('admin-release-case'));
      await hidden(row);

      // The notice says what is about to happen, with Undo; then that it is done.
      const notice = page.getByTestId('console-notice').filter({ hasText: TITLE });
      await visible(notice.getByTestId('console-notice-undo'));
      await expectText(notice, new RegExp(`${text('release_status_Approved')}: ${TITLE}`));
      if (picturesWanted) await page.screenshot({ path: `${screens}console-notice-desktop-en.png` });
      await expect.poll(() => notice.getAttribute('data-state'), { timeout: 20_000 }).toBe('done');
      await expectText(notice, literal(text('console_decision_done')));
      // One release fewer waits (no badge at all when none is left).
      const reviewsBadge = nav.getByTestId('console-count-reviews');
      await expect.poll(async () => ((await reviewsBadge.count()) ? Number(await reviewsBadge.textContent()) : 0)).toBeLessThan(waiting);
      const decided = await (await operatorApi()).ok<{ release: { status: number } }>('GET', `/admin/releases/case?albumId=${albumId}`);
      expect([ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live]).toContain(decided.release.status);

      // Right to left in Arabic: the rooms' column stands on the right.
      await page.goto('/admin/reviews?lang=ar');
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
      const arabicNav = page.getByRole('navigation', { name: text('console_nav_label', 'ar') });
      await expectText(arabicNav.getByTestId('console-nav-reviews'), new RegExp(text('console_room_reviews', 'ar')));
      const navBox = (await arabicNav.boundingBox())!;
      const roomBox = (await page.getByTestId('console-room-reviews').boundingBox())!;
      expect(navBox.x).toBeGreaterThan(roomBox.x);
      await page.goto('/admin/reviews?lang=en');
    } finally {
      await context.close();
    }

    // On a phone the rooms are a select at the top.
    const phone = await newPage(browser, { mobile: true, complianceAcknowledged: true });
    try {
      await (await operatorApi()).shareWith(phone.context);
      await phone.page.goto('/admin/reviews');
      const select = await visible(phone.page.getByTestId('console-room-select'));
      expect(await phone.page.getByRole('navigation', { name: text('console_nav_label') }).count()).toBe(0);
      if (picturesWanted) await phone.page.screenshot({ path: `${screens}console-phone-en.png` });
      await select.selectOption('/admin/support');
      await expectPath(phone.page, '/admin/support');
      await expectText(phone.page.getByRole('heading', { level: 1 }), text('console_room_support'));
    } finally {
      await phone.context.close();
    }
    expect(errors).toEqual([]);
  });
});
