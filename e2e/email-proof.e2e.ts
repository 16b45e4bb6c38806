import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, latestCodeFor, launchChromium, newPage, PASSWORD, uniqueEmail } from './support/browser.ts';
import { expectPath, expectText, literal, loginWithPassword, text, visible } from './support/app.ts';

// Issue 24 finding 9: the pending state of an e-mail address, on the sign-up form and for an account made before
// addresses were proven (the demo's Ken), on a phone.
const KEN = 'ken@demo.soundport.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('proving an e-mail address', () => {
  test('on the sign-up form the code goes to the address shown; changing the address lets a new code go at once', async () => {
    const { context, page } = await newPage(browser, { mobile: true, complianceAcknowledged: true });
    try {
      await page.goto('/sign-up');
      const mistyped = uniqueEmail();
      await page.getByTestId('email-input').fill(mistyped);
      await page.getByTestId('password-input').fill(PASSWORD);
      await page.getByTestId('send-code').click();
      await expectText(page.getByTestId('signup-code-sent'), literal(text('signup_code_sent_to').replace('{{email}}', mistyped)));
      await expectText(page.getByTestId('send-code'), /\d+/);

      await page.getByTestId('signup-change-address').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('signup-email');
      const right = uniqueEmail();
      await page.getByTestId('email-input').fill(right);
      await expectText(page.getByTestId('send-code'), text('send_code'));
      const asked = new Date();
      await page.getByTestId('send-code').click();
      await visible(page.getByTestId('signup-code-sent'));
      await page.getByTestId('code-input').fill(await latestCodeFor(right, { after: asked }));
      await page.getByTestId('profile-type-artist').click();
      await page.getByTestId('nickname-input').fill(`Proven ${Date.now().toString(36)}`);
      await page.getByTestId('signup-submit').click();
      await expectPath(page, '/overview');
      expect(await page.getByTestId('email-proof').count()).toBe(0);
      await page.screenshot({ path: '.tmp/screens/email-proof-signup-phone-en.png', fullPage: true });
    } finally {
      await context.close();
    }
  });

  test('an account whose address was never proven sees why, sends a code, waits out the countdown and confirms', async () => {
    const { context, page } = await newPage(browser, { mobile: true, locale: 'ja-JP', complianceAcknowledged: true });
    try {
      await loginWithPassword(page, KEN, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      const banner = await visible(page.getByTestId('email-proof'));
      await expectText(banner, literal(text('email_proof_text', 'ja').replace('{{email}}', KEN)));
      await expect.poll(() => page.getByTestId('email-proof-change').getAttribute('href')).toBe('/settings#contact');

      const asked = new Date();
      await page.getByTestId('send-code').click();
      await expectText(page.getByTestId('email-proof-sent'), text('email_proof_sent', 'ja').replace('{{email}}', KEN));
      // The resend countdown runs.
      await expectText(page.getByTestId('send-code'), new RegExp(text('send_code_countdown', 'ja').replace('{{seconds}}', '\\d+')));
      await page.screenshot({ path: '.tmp/screens/email-proof-banner-phone-ja.png', fullPage: true });

      await page.getByTestId('email-proof-code').fill('000000');
      await page.getByTestId('email-proof-submit').click();
      await expectText(banner, literal(text('login_sms_code_invalid', 'ja')));

      await page.getByTestId('email-proof-code').fill(await latestCodeFor(KEN, { after: asked }));
      await page.getByTestId('email-proof-submit').click();
      await expect.poll(() => page.getByTestId('email-proof').count()).toBe(0);
      await page.reload();
      await visible(page.getByTestId('overview-name'));
      expect(await page.getByTestId('email-proof').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
