import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import {
  DEMO,
  expectPath,
  expectText,
  expectValue,
  hidden,
  literal,
  loginWithPassword,
  operatorApi,
  regionName,
  setBannedRegions,
  setCookie,
  signUpWithEmail,
  text,
  visible,
  watchPageErrors,
} from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The contact-us button, the compliance notice and the QR button load lazily after the first paint. Before saying
 * something is absent, wait until the page has finished loading its code and data.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const complianceTitle = (page: Page) => page.getByText(text('us_compliance_title'), { exact: true });

describe('global chrome', () => {
  test('contact-us is hidden on / and /login and shown on /overview, leading to the feedback form', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await visible(page.getByTestId('home-sign-up'));
      await settled(page);
      expect(await page.getByTestId('contact-us').count()).toBe(0);

      await page.goto('/login');
      await visible(page.getByTestId('login-submit'));
      await settled(page);
      expect(await page.getByTestId('contact-us').count()).toBe(0);

      await signUpWithEmail(page, { region: 'MX' });
      const contact = await visible(page.getByTestId('contact-us'));
      await expectText(contact, text('contact_us'));
      expect(await contact.getAttribute('href')).toBe('/feedback');
      await contact.click();
      await expectPath(page, '/feedback');
      await page.goBack();

      // Back home through the logo: the button goes away on /.
      await page.getByRole('link', { name: text('nav_home') }).click();
      await expectPath(page, '/');
      await visible(page.getByTestId('home-overview'));
      await hidden(page.getByTestId('contact-us'));
    } finally {
      await context.close();
    }
  });

  test('the compliance notice is for existing US accounts: a US visitor and a brand-new US account never see it', async () => {
    const { context, page } = await newPage(browser);
    try {
      // A visitor from the US without an account has nothing to be told (decision 071).
      await setCookie(context, 'mock_region', 'US');
      await page.goto('/');
      await visible(page.getByTestId('home-sign-up'));
      await settled(page);
      expect(await complianceTitle(page).count()).toBe(0);

      // An account made today, after the restoration: not on its first visit, nor on its second.
      await signUpWithEmail(page, { region: 'US' });
      await settled(page);
      expect(await complianceTitle(page).count()).toBe(0);
      await page.reload();
      await visible(page.getByTestId('overview-name'));
      await settled(page);
      expect(await complianceTitle(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a visitor from outside the US gets no compliance notice', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await visible(page.getByTestId('home-sign-up'));
      await settled(page);
      expect(await complianceTitle(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a US account from before the interruption sees the compliance notice on its pages, "Got it" dismisses it for good', async () => {
    const { context, page } = await newPage(browser);
    try {
      // The visitor's own country is not the US (no mock region): the account's region decides.
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await page.reload();
      await expectText(page.getByTestId('overview-name'), 'Harbor Lights Records');
      await visible(complianceTitle(page));
      await page.getByTestId('us-compliance-ack').click();
      await hidden(complianceTitle(page));
      await page.reload();
      await visible(page.getByTestId('overview-name'));
      await settled(page);
      expect(await complianceTitle(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  // APP BUG (expected to fail until fixed): the compliance answer fetched for the visitor before login
  // (apps/web/src/lib/queries.ts complianceQuery, key ['system','compliance'], not under SESSION_KEY, 5-minute
  // staleTime) is not refreshed when a session starts (features/auth/api.ts startSession only removes 'me' queries and
  // invalidates the region), so a US account logging in from elsewhere only sees the notice after a reload.
  test('a US account sees the compliance notice right after logging in, without a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await visible(page.getByTestId('login-submit'));
      // A person takes a moment to type: by then the shell has asked for the (visitor's) compliance answer.
      await settled(page);
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      await expectText(page.getByTestId('overview-name'), 'Harbor Lights Records');
      await visible(complianceTitle(page), 5000);
    } finally {
      await context.close();
    }
  });

  test('the mobile-analytics QR button shows for the settled demo artist and opens the QR code', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      const qr = await visible(page.getByTestId('mobile-qr'));
      expect(await qr.getAttribute('aria-label')).toBe(text('mobile_qr_tooltip'));
      await qr.click();
      await visible(page.getByText(text('mobile_qr_title'), { exact: true }));
      await visible(page.getByRole('img', { name: text('mobile_qr_alt') }));
      await visible(page.getByTestId('mobile-qr-copy'));
    } finally {
      await context.close();
    }
  });

  test('the page waits for the top banners, so a banner never pushes the page down under the reader', async () => {
    const { context, page } = await newPage(browser, { mobile: true, complianceAcknowledged: true });
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      // Every layout shift of the next load, with the elements it moved.
      await page.addInitScript(() => {
        const shifted: string[] = [];
        (window as unknown as { shifted: string[] }).shifted = shifted;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
            for (const source of entry.sources ?? []) shifted.push(source.node instanceof Element ? source.node.tagName : '?');
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The header config answers late, with a banner for this page.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/aggregated/header-config', async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        json.data.banners = [{ id: 'e2e', kind: 'e2e', messageKey: 'banner_sign_new_agreement', link: '/contract/management' }];
        await answered;
        await route.fulfill({ response, json });
      });
      await page.goto('/overview');
      const name = page.getByTestId('overview-name');
      // The page has its own data (the release count) but is not drawn while the banners are unknown.
      await page.getByTestId('overview-album-count').waitFor({ state: 'attached' });
      expect(await name.isVisible()).toBe(false);

      answer();
      const banner = await visible(page.locator('[data-kind="e2e"]'));
      await expectText(banner, literal(text('banner_sign_new_agreement')));
      await visible(name);
      const [bannerBox, mainBox] = [await banner.boundingBox(), await page.locator('main').boundingBox()];
      expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(mainBox!.y);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).not.toContain('MAIN');
    } finally {
      await context.close();
    }
  });

  test('on a phone the signed-in header (logo, QR, notices, language, account) fits the screen, left to right and right to left', async () => {
    for (const locale of ['en-US', 'ar']) {
      const { context, page } = await newPage(browser, { mobile: true, locale, complianceAcknowledged: true });
      try {
        await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
        await expectPath(page, '/overview');
        await visible(page.getByTestId('mobile-qr'));
        // The buttons' names say what they are for and include what they show (WCAG "label in name").
        const language = locale === 'ar' ? 'ar' : 'en';
        await visible(page.getByRole('button', { name: `${text('language_picker_label', language)} ${language.toUpperCase()}`, exact: true }));
        expect(await page.getByTestId('user-menu').evaluate((button) => button.textContent)).toContain(text('user_menu_label', language));
        const outside = await page.locator('header *').evaluateAll(
          (elements) =>
            elements.filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
            }).length,
        );
        expect(outside, locale).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBe(390);
      } finally {
        await context.close();
      }
    }
  });

  test('a fresh (not settled) user has no QR button', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signUpWithEmail(page);
      await expectText(page.getByTestId('overview-status'), text('settlement_status_INIT'));
      await visible(page.getByTestId('contact-us'));
      await settled(page);
      expect(await page.getByTestId('mobile-qr').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('/faq goes to the knowledge hub’s FAQ (decision 033) without crashing', async () => {
    const { context, page } = await newPage(browser);
    const errors = watchPageErrors(page);
    try {
      await page.goto('/faq');
      await expectPath(page, '/knowledge/faq');
      await visible(page.getByTestId('faq-entry'));
      expect(errors.map(String)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an invite link opens the sign-up form with its region and invite code filled in', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/invite?invite-code=ABC&region=MX');
      await expectPath(page, '/sign-up', '?next=overview&region=MX');
      await expectText(page.getByRole('heading', { level: 1 }), text('signup_title'));
      await expectValue(page.getByTestId('region-select'), literal(regionName('MX')));
      await expectValue(page.getByTestId('invite-code-input'), 'ABC');
    } finally {
      await context.close();
    }
  });

  test('a visitor from a banned region is sent home from /overview, public pages stay open', async () => {
    const before = await (await operatorApi()).ok<{ bannedRegions: string[] }>('GET', '/open/config');
    await setBannedRegions([...new Set([...before.bannedRegions, 'NG'])]);
    try {
      const { context, page } = await newPage(browser);
      try {
        await setCookie(context, 'mock_region', 'NG');
        await page.goto('/overview');
        await expectPath(page, '/');
        await expectText(page.getByTestId('region-banned'), text('home_region_unavailable'));

        await page.goto('/login');
        await expectPath(page, '/login');
        await visible(page.getByTestId('login-submit'));
      } finally {
        await context.close();
      }

      // Visitors from elsewhere are not affected: the usual way to the login page.
      const other = await newPage(browser);
      try {
        await other.page.goto('/overview');
        await expectPath(other.page, '/login', `?next=${encodeURIComponent('/overview')}`);
      } finally {
        await other.context.close();
      }
    } finally {
      await setBannedRegions(before.bannedRegions);
    }
    expect((await (await operatorApi()).ok<{ bannedRegions: string[] }>('GET', '/open/config')).bannedRegions).not.toContain('NG');
  });
});
