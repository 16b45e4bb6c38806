import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { latestCodeFor, launchChromium, newPage } from './support/browser.ts';
import { chooseRegion, expectPath, expectText, logout, text, uniqueName, visible } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A US number from the 202-555-01xx range (valid for libphonenumber), different on every run. */
function uniqueUsPhone(): { national: string; e164: string } {
  const national = `20255501${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  return { national, e164: `+1${national}` };
}

/** Clicks "send code" and waits for the server's answer: when the click happened, when the answer came, and the window it names. */
async function sendCode(page: Page): Promise<{ clicked: Date; answered: Date; resendAfterSeconds: number }> {
  const clicked = new Date();
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/passport/code/send') && r.request().method() === 'POST'), page.getByTestId('send-code').click()]);
  if (response.status() !== 200) throw new Error(`sending the code answered ${response.status()}: ${await response.text()}`);
  return { clicked, answered: new Date(), resendAfterSeconds: (await response.json()).data.resendAfterSeconds };
}

/**
 * The server sends at most one code per destination in each fixed window, whatever the purpose
 * (apps/server/src/platform/one-time-codes.ts; 60 seconds, 5 for the journeys' server: CODE_RESEND_SECONDS in
 * global-setup.ts), so the login code can only be asked for once the window of the sign-up code is over. This waits
 * for that boundary: a rule of the server, not a guess at how long something takes.
 */
async function waitForNextCodeWindow(previous: { answered: Date; resendAfterSeconds: number }): Promise<void> {
  const windowMs = previous.resendAfterSeconds * 1000;
  const boundary = (Math.floor(previous.answered.getTime() / windowMs) + 1) * windowMs;
  const wait = boundary - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 300));
}

describe('phone sign-up and SMS login', () => {
  test('a new artist signs up with a US phone number and an SMS code, logs out and logs in with an SMS code', async () => {
    const phone = uniqueUsPhone();
    const nickname = uniqueName('E2E Phone');
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    try {
      await page.goto('/sign-up');
      await page.getByTestId('signup-method-phone').click();
      await page.getByTestId('phone-region').selectOption('US');
      await page.getByTestId('phone-input').fill(phone.national);
      const signUpCodeSent = await sendCode(page);
      // The button counts down before another code may be sent.
      await expectText(page.getByTestId('send-code'), /\d/);
      const signUpCode = await latestCodeFor(phone.e164, { after: signUpCodeSent.clicked });
      await page.getByTestId('code-input').fill(signUpCode);
      await page.getByTestId('profile-type-artist').click();
      await page.getByTestId('nickname-input').fill(nickname);
      await chooseRegion(page, 'US');
      await page.getByTestId('signup-submit').click();

      await expectPath(page, '/overview');
      await expectText(page.getByTestId('overview-name'), nickname);
      await expectText(page.getByTestId('overview-type'), text('user_type_artist'));
      await expectText(page.getByTestId('overview-phone'), phone.e164);

      await logout(page);

      // Log in with the SMS tab: phone region US, the number, a fresh code from the outbox.
      await page.getByTestId('header-login').click();
      await expectPath(page, '/login');
      await page.getByTestId('login-tab-sms').click();
      await visible(page.getByTestId('phone-input'));
      await page.getByTestId('phone-region').selectOption('US');
      await page.getByTestId('phone-input').fill(phone.national);
      await waitForNextCodeWindow(signUpCodeSent);
      const loginCodeSent = await sendCode(page);
      const loginCode = await latestCodeFor(phone.e164, { after: loginCodeSent.clicked });
      await page.getByTestId('code-input').fill(loginCode);
      await page.getByTestId('login-submit').click();

      await expectPath(page, '/overview');
      await expectText(page.getByTestId('overview-name'), nickname);
      await expectText(page.getByTestId('overview-phone'), phone.e164);
    } finally {
      await context.close();
    }
  });
});
