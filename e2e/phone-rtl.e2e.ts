import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { ApiSession, DEMO, expectPath, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

/**
 * Arabic on a 375×812 phone (issue 28, decision 071): the devices list's sign-out fits, moments stay in order, the
 * account name is cut at its own end, the password toggle speaks Arabic, flags are images and the floating contact-us
 * button never covers the page's last action.
 */
const screens = process.env.E2E_PHONE_SCREENS ?? fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const PHONE = { width: 375, height: 812 };
/** Two regional-indicator letters: a flag written as emoji text. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/u;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function arabicPhone() {
  const opened = await newPage(browser, { mobile: true, locale: 'ar', complianceAcknowledged: true });
  await opened.page.setViewportSize(PHONE);
  return opened;
}

/** The element's box, and whether an ancestor that clips (overflow other than visible) cuts any of it off. */
const clipping = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cutBy: string[] = [];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) {
        cutBy.push(`${parent.tagName}.${String(parent.className).slice(0, 40)}`);
      }
    }
    // A label squeezed inside its own button is cut too.
    const squeezed = [...element.querySelectorAll('*')].filter((inner) => inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflow !== 'visible').length;
    return { left: box.left, right: box.right, width: box.width, cutBy, squeezed };
  });

/** Every action (link, button, field) the contact-us button overlaps, with the page scrolled to its end. */
const coveredByContact = (page: Page) =>
  page.evaluate(() => {
    const contact = document.querySelector('[data-testid="contact-us"]')!.getBoundingClientRect();
    const actions = [...document.querySelectorAll('a, button, input, select, textarea, [role="button"]')].filter(
      (element) => !element.closest('[data-testid="contact-us"]') && !element.closest('header') && element.getClientRects().length > 0,
    );
    return actions
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.left < contact.right && box.right > contact.left && box.top < contact.bottom && box.bottom > contact.top;
      })
      .map((element) => `${element.tagName} ${element.getAttribute('data-testid') ?? element.textContent?.slice(0, 30)}`);
  });

const toTheEnd = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
};

describe('Arabic on a phone', () => {
  test('settings: sign-out fits each device row, times keep their order, the toggle and the account name read right', async () => {
    // The label signed in elsewhere too: the list has another device to sign out.
    await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const { context, page } = await arabicPhone();
    const errors = watchPageErrors(page);
    try {
      await page.goto('/login?lang=ar');
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');

      // The region is a flag image from the portal itself, not emoji text.
      const flag = await visible(page.getByTestId('overview-region').getByTestId('country-flag'));
      expect(await flag.evaluate((image) => image.tagName)).toBe('IMG');
      expect(new URL((await flag.getAttribute('src'))!, page.url()).origin).toBe(new URL(page.url()).origin);
      await expect.poll(() => flag.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(EMOJI_FLAG.test(await page.locator('body').innerText())).toBe(false);

      // The overview is long on a phone: at its end, contact-us covers no action.
      await visible(page.getByTestId('contact-us'));
      await toTheEnd(page);
      expect(await coveredByContact(page)).toEqual([]);
      await page.screenshot({ path: `${screens}phone-ar-overview-end.png` });

      await page.goto('/settings?lang=ar');
      const devices = await visible(page.getByTestId('settings-devices'));
      const other = devices
        .getByTestId('device-row')
        .filter({ has: page.getByTestId('device-end') })
        .first();
      const signOut = await visible(other.getByTestId('device-end'));
      await signOut.scrollIntoViewIfNeeded();
      expect(await signOut.textContent()).toBe(text('settings_devices_end', 'ar'));
      const fit = await clipping(signOut);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(PHONE.width);
      expect(fit.cutBy).toEqual([]);
      expect(fit.squeezed).toBe(0);
      // The sign-in moment is one left-to-right run inside the Arabic line.
      expect(await other.getByTestId('device-signed-in').textContent()).toMatch(/\u2066\d{4}-\d{2}-\d{2} \d{2}:\d{2}\u2069/);
      expect(
        await other
          .locator('bdi')
          .first()
          .evaluate((element) => getComputedStyle(element).unicodeBidi),
      ).toBe('isolate');
      await page.screenshot({ path: `${screens}phone-ar-devices.png`, clip: (await devices.boundingBox())! });

      // The password fields' show/hide toggles are named in Arabic.
      expect(await page.getByRole('button', { name: text('password_show', 'ar'), exact: true }).count()).toBe(2);

      // At the settings page's end, contact-us is an icon that covers no action.
      const contact = page.getByTestId('contact-us');
      expect((await contact.boundingBox())!.width).toBeLessThanOrEqual(56);
      expect(await contact.getAttribute('href')).toBe('/feedback');
      await toTheEnd(page);
      expect(await coveredByContact(page)).toEqual([]);
      await page.screenshot({ path: `${screens}phone-ar-settings-end.png` });

      // The account name in the menu: the name's own direction (a Latin name left to right), cut at its end.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('user-menu').click();
      const name = await visible(page.getByTestId('menu-user-name'));
      expect(await name.textContent()).toBe('Harbor Lights Records');
      const style = await name.evaluate((element) => {
        const css = getComputedStyle(element);
        return { direction: css.direction, textOverflow: css.textOverflow, whiteSpace: css.whiteSpace, overflow: css.overflowX };
      });
      expect(style).toEqual({ direction: 'ltr', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' });
      await page.screenshot({ path: `${screens}phone-ar-account-menu.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a long Latin name is cut at its own end in the Arabic header; flags in the phone and region pickers are images', async () => {
    const { context, page } = await newPage(browser, { locale: 'ar', complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      // On a wide screen the header shows the name beside the avatar.
      await page.goto('/login?lang=ar');
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      const name = await visible(page.getByTestId('user-menu-name'));
      // A name too long for its room (the room narrowed, as a longer name would overflow it): its start stays in
      // view and the ellipsis is at its own (right) end, though the page runs right to left.
      await name.evaluate((element) => {
        (element as HTMLElement).style.maxWidth = '90px';
      });
      const cut = await name.evaluate((element) => {
        const css = getComputedStyle(element);
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { direction: css.direction, textOverflow: css.textOverflow, overflowing: element.scrollWidth > element.clientWidth, startsInside: Math.abs(text.left - box.left) < 1 };
      });
      expect(cut).toEqual({ direction: 'ltr', textOverflow: 'ellipsis', overflowing: true, startsInside: true });
      await page.screenshot({ path: `${screens}phone-ar-header-name-desktop.png`, clip: { x: 0, y: 0, width: 1280, height: 80 } });

      // The sign-up form's phone prefix and region picker, on a phone.
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await expectPath(page, '/');
      await page.setViewportSize(PHONE);
      await page.goto('/sign-up?lang=ar');
      await page.getByTestId('signup-method-phone').click();
      const prefixFlag = await visible(page.locator('[data-testid="phone-region"]').locator('xpath=..').getByTestId('country-flag'));
      expect(await prefixFlag.evaluate((image) => image.tagName)).toBe('IMG');
      expect(await prefixFlag.getAttribute('data-code')).toBe('BR');
      await expect.poll(() => prefixFlag.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page.getByTestId('region-select').click();
      const options = page.getByRole('listbox').getByRole('option');
      await visible(options.first());
      expect(await options.first().getByTestId('country-flag').count()).toBe(1);
      expect(EMOJI_FLAG.test(await page.locator('body').innerText())).toBe(false);
      await page.screenshot({ path: `${screens}phone-ar-sign-up-flags.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
