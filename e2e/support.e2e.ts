import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, latestMessageFor, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { DEMO, expectPath, expectText, hidden, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 3)]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function ask(page: Page, question: string, replies: number) {
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  await expect.poll(() => page.getByTestId('chat-assistant').count(), { timeout: 15_000 }).toBe(replies);
}

describe('support', () => {
  test('the assistant answers from the FAQ, is rated, hands over to a person at the 10-reply cap, and the operator answers the feedback', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      // Without the gate or the local flag, contact-us leads to the feedback form.
      await page.goto('/knowledge');
      expect(await (await visible(page.getByTestId('contact-us'))).getAttribute('href')).toBe('/feedback');

      await page.evaluate(() => window.localStorage.setItem('enable-ai', '1'));
      await page.reload();
      await page.getByTestId('contact-us').click();
      await visible(page.getByTestId('chat-input'));
      // Empty or blank input is not sent.
      await page.getByTestId('chat-input').fill('   ');
      expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);

      await ask(page, 'What is the minimum amount I can withdraw?', 1);
      const first = page.getByTestId('chat-assistant').first();
      await expectText(first, /USD 10\.00/);
      await visible(first.getByRole('link'));
      // Rate it good, withdraw the rating, then rate it bad.
      const good = first.getByTestId('chat-rate-good');
      await good.click();
      await expect.poll(() => good.getAttribute('aria-pressed')).toBe('true');
      await good.click();
      await expect.poll(() => good.getAttribute('aria-pressed')).toBe('false');
      await first.getByTestId('chat-rate-bad').click();
      await expect.poll(() => first.getByTestId('chat-rate-bad').getAttribute('aria-pressed')).toBe('true');
      await page.screenshot({ path: `${screens}support-chat-desktop-en.png` });

      // A question the help content does not cover: the answer offers a person.
      await ask(page, 'Who won the football match yesterday?', 2);
      await visible(page.getByTestId('chat-assistant').nth(1).getByTestId('chat-human'));

      const questions = [
        'How do I pay my producer their share?',
        'What size should my cover artwork be?',
        'Do I need my own ISRC codes?',
        'How long does it take for my release to go live?',
        'Can my manager access my account?',
        'How do presaves work?',
        'What is an IPI number?',
        'How do I remove my music from stores?',
      ];
      for (const [index, question] of questions.entries()) await ask(page, question, index + 3);
      // Ten replies: the input goes, the stop message comes (after 500 ms).
      await hidden(page.getByTestId('chat-input'));
      await expectText(page.getByTestId('chat-stop').locator('p'), text('ai_feedback_chatting_stop_as_hit_limit'));
      await page.waitForTimeout(600); // the view scrolls to the stop message after 200 ms
      await page.screenshot({ path: `${screens}support-chat-limit-desktop-en.png` });

      // The conversation is kept for the session.
      await page.reload();
      await page.getByTestId('contact-us').click();
      await expect.poll(() => page.getByTestId('chat-assistant').count()).toBe(10);
      await visible(page.getByTestId('chat-stop'));

      // Go to human support from the no-match answer.
      await page.getByTestId('chat-assistant').nth(1).getByTestId('chat-human').click();
      await expectPath(page, '/feedback');
      await visible(page.getByTestId('feedback-from-assistant'));

      const email = `visitor.${Date.now().toString(36)}@example.com`;
      const subject = `Football and royalties ${Date.now().toString(36)}`;
      await page.getByTestId('feedback-category').click();
      await page.getByRole('option', { name: text('feedback_category_royalties') }).click();
      await page.getByTestId('feedback-email').fill(email);
      await page.getByTestId('feedback-subject').fill(subject);
      await page.getByTestId('feedback-message').fill('The assistant could not tell me when the royalties of my football anthem arrive.');
      await page.locator('input[type="file"]').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
      await expectText(page.getByTestId('feedback-attachment'), /statement\.png\s*✓/);
      await page.screenshot({ path: `${screens}support-feedback-desktop-en.png`, fullPage: true });
      await page.getByTestId('feedback-send').click();
      await expectText(page.getByTestId('feedback-sent'), new RegExp(email.replace('.', '\\.')));

      // The operator reads it in the console and answers by e-mail.
      await loginWithPassword(page, DEMO.operator, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.goto('/admin/support');
      const row = page.getByTestId('admin-support-row').filter({ hasText: subject });
      await row.click();
      await expectText(page.getByTestId('admin-support-message'), /football anthem/);
      await expectText(page.getByTestId('admin-support-attachment'), /statement\.png/);
      await page.getByTestId('admin-support-answer').fill('Stores pay about three months after the plays; your first royalties arrive in June.');
      await page.screenshot({ path: `${screens}support-admin-desktop-en.png` });
      await page.getByTestId('admin-support-send-close').click();
      await visible(page.getByTestId('admin-support-reply'));
      await expectText(page.getByTestId('admin-support-detail').locator('.mantine-Badge-root').first(), text('feedback_status_CLOSED'));
      const mail = await latestMessageFor(email);
      expect(mail.subject).toBe(`Re: ${subject}`);
      expect(mail.body).toContain('your first royalties arrive in June');
      expect(mail.body).toContain('> The assistant could not tell me');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the knowledge hub: search, articles, the FAQ with helpful votes; on a phone in Spanish', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await page.goto('/knowledge');
      await expect.poll(() => page.getByTestId('knowledge-article-card').count()).toBeGreaterThanOrEqual(10);
      await page.screenshot({ path: `${screens}knowledge-home-desktop-en.png`, fullPage: true });
      await page.getByTestId('knowledge-search').fill('withdraw my earnings');
      await expectText(page.getByTestId('knowledge-article-card').first(), /Withdrawing your earnings/);
      await page.getByTestId('knowledge-article-card').first().click();
      await expectPath(page, '/knowledge/withdraw-your-earnings');
      await expectText(page.getByTestId('knowledge-article').locator('h1'), 'Withdrawing your earnings');
      await page.screenshot({ path: `${screens}knowledge-article-desktop-en.png`, fullPage: true });

      await page.goto('/knowledge?q=qwxzblorf');
      await visible(page.getByTestId('knowledge-empty'));

      // Topics filter the list and stay in the address.
      await page.goto('/knowledge');
      await page.locator('.mantine-Chip-label', { hasText: text('knowledge_topic_splits') }).click();
      await expectPath(page, '/knowledge', '?topic=splits');
      await expect.poll(() => page.getByTestId('knowledge-article-card').count()).toBe(1);
      await expectText(page.getByTestId('knowledge-article-card').locator('p').first(), 'Sharing royalties with royalty splits');

      // /faq goes to the FAQ; "was this helpful?" is counted once per reader.
      await page.goto('/faq');
      await expectPath(page, '/knowledge/faq');
      const entry = page.getByTestId('faq-entry').filter({ hasText: 'minimum amount I can withdraw' });
      await entry.locator('button').first().click();
      await entry.getByText(text('publishing_faq_helpful_yes'), { exact: true }).click();
      await visible(page.getByTestId('faq-thanks-minimum-withdrawal'));
      await page.screenshot({ path: `${screens}knowledge-faq-desktop-en.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // A language the help content is not written in reads English, with a note.
    const indonesian = await newPage(browser, { locale: 'id-ID', complianceAcknowledged: true });
    try {
      await indonesian.page.goto('/knowledge');
      await expectText(indonesian.page.getByTestId('knowledge-fallback'), text('knowledge_fallback_note', 'id'));
      await expectText(indonesian.page.locator('h1'), text('knowledge_title', 'id'));
      await expect.poll(() => indonesian.page.getByTestId('knowledge-article-card').filter({ hasText: 'Withdrawing your earnings' }).count()).toBe(1);
    } finally {
      await indonesian.context.close();
    }

    const phone = await newPage(browser, { mobile: true, locale: 'es-MX', complianceAcknowledged: true });
    try {
      await phone.page.goto('/knowledge');
      await expectText(phone.page.locator('h1'), text('knowledge_title', 'es-MX'));
      await expect.poll(() => phone.page.getByTestId('knowledge-article-card').filter({ hasText: 'Cómo retirar tus ganancias' }).count()).toBe(1);
      await phone.page.screenshot({ path: `${screens}knowledge-home-phone-es-MX.png`, fullPage: true });
      await phone.page.goto('/knowledge/royalty-splits');
      await expectText(phone.page.getByTestId('knowledge-article').locator('h1'), 'Compartir regalías con divisiones');
      await phone.page.screenshot({ path: `${screens}knowledge-article-phone-es-MX.png`, fullPage: true });
      await phone.page.goto('/feedback');
      await visible(phone.page.getByTestId('feedback-send'));
      await phone.page.screenshot({ path: `${screens}support-feedback-phone-es-MX.png`, fullPage: true });
      await phone.page.evaluate(() => window.localStorage.setItem('enable-ai', '1'));
      await phone.page.goto('/knowledge/faq');
      await phone.page.getByTestId('contact-us').click();
      // The first question fails: the error aside offers a retry, which drops the failed pair and asks again.
      let failures = 1;
      await phone.page.route('**/api/open/local/open_api/v1/chat', (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
      await phone.page.getByTestId('chat-input').fill('¿Cuál es el mínimo\npara retirar?');
      await phone.page.getByTestId('chat-send').click();
      await expectText(phone.page.getByTestId('chat-error'), new RegExp(text('ai_feedback_chatting_error', 'es-MX')));
      await phone.page.getByTestId('chat-retry').click();
      await expect.poll(() => phone.page.getByTestId('chat-assistant').count()).toBe(1);
      await hidden(phone.page.getByTestId('chat-error'));
      expect(await phone.page.getByTestId('chat-user').allTextContents()).toEqual(['¿Cuál es el mínimo para retirar?']);
      await expectText(phone.page.getByTestId('chat-assistant').first(), /USD 10\.00/);
      await phone.page.screenshot({ path: `${screens}support-chat-phone-es-MX.png` });
    } finally {
      await phone.context.close();
    }
  });
});
