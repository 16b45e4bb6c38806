import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, latestCodeFor, launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, hidden, loginWithPassword, navLinks, text, visible } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A Brazilian mobile number (São Paulo, 11 9xxxx-xxxx) that nobody has signed up with. */
function uniqueBrPhone(): { national: string; e164: string } {
  const national = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { national, e164: `+55${national}` };
}

describe('protected pages', () => {
  test('a visitor opening /overview is sent to /login?next=… and comes back to /overview after logging in', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await page.goto('/overview');
      await expectPath(page, '/login', `?next=${encodeURIComponent('/overview')}`);
      await expectText(page.getByRole('heading', { level: 1 }), text('login_title'));

      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await expectText(page.getByTestId('overview-name'), 'Luna Vale');
    } finally {
      await context.close();
    }
  });

  test('the next path keeps its query string through the login', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await page.goto('/overview?from=e2e');
      await expectPath(page, '/login', `?next=${encodeURIComponent('/overview?from=e2e')}`);
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview', '?from=e2e');
      await visible(page.getByTestId('overview-name'));
    } finally {
      await context.close();
    }
  });

  test('/admin sends a user who is not an operator home', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await visible(page.getByTestId('overview-name'));
      // No operator link in the header for this user.
      const links = await navLinks(page);
      expect(links).toContain('nav-team');
      expect(links).not.toContain('nav-admin');

      await page.goto('/admin');
      await expectPath(page, '/');
      await visible(page.getByTestId('home-overview'));
      expect(await page.getByTestId('admin-outbox').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('the operator sees a code that was just sent in the outbox on /admin', async () => {
    const phone = uniqueBrPhone();
    // A visitor asks for a sign-up code by SMS (Brazil is the default region of the sign-up form).
    const visitor = await newPage(browser, { complianceAcknowledged: true });
    try {
      await visitor.page.goto('/sign-up');
      await visitor.page.getByTestId('signup-method-phone').click();
      await visitor.page.getByTestId('phone-region').selectOption('BR');
      await visitor.page.getByTestId('phone-input').fill(phone.national);
      const [sent] = await Promise.all([visitor.page.waitForResponse((r) => r.url().endsWith('/api/passport/code/send')), visitor.page.getByTestId('send-code').click()]);
      expect(sent.status()).toBe(200);
    } finally {
      await visitor.context.close();
    }
    const code = await latestCodeFor(phone.e164);

    // The operator logs in, goes to /admin through the header and finds the message by its recipient.
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await page.goto('/admin');
      await expectPath(page, '/login', `?next=${encodeURIComponent('/admin')}`);
      await loginWithPassword(page, DEMO.operator, DEMO_PASSWORD);
      await expectPath(page, '/admin');
      await expectText(page.getByRole('heading', { level: 1 }), text('admin_title'));
      await page.getByTestId('console-nav-outbox').click();
      await expectPath(page, '/admin/outbox');
      await visible(page.getByTestId('admin-outbox'));

      await page.getByTestId('admin-outbox-recipient').fill(phone.e164);
      await page.getByTestId('admin-outbox-filter').click();
      const row = page.getByTestId('admin-outbox-row').filter({ hasText: phone.e164 });
      await visible(row);
      await expectText(row.getByTestId('admin-outbox-code'), code);
      // The filter leaves only this recipient's message.
      await expect.poll(() => page.getByTestId('admin-outbox-row').count(), { timeout: 10_000 }).toBe(1);
      await hidden(page.getByText(text('admin_outbox_empty')));
    } finally {
      await context.close();
    }
  });
});
