import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getUser } from '@portal/contract/heads/user';
import { systemBasic, systemFeatureGates } from '@portal/contract/heads/system';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { navItems, type NavGates } from '../apps/web/src/app/shell/nav-items.tsx';
import { catalog, pickLanguage, signUpWithEmail, text, visible, watchPageErrors } from './support/app.ts';
import { launchChromium, newPage, picturesWanted } from './support/browser.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const PHONE = { width: 375, height: 812 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** An answer of the portal's API as the page's own session gets it. */
async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api${path}`);
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

const englishKeys = new Set(Object.keys(catalog('en')));
/** Message keys the page shows as text (snake_case words the catalogs have). */
async function keysShown(page: Page): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return [...new Set([...shown.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)].map((match) => match[0]).filter((word) => englishKeys.has(word)))];
}

/** The page's heading is there, in Arabic words, and nothing on the page is a message key. */
async function expectArabicPage(page: Page, where: string): Promise<void> {
  // The page's code and data first: what is read below is the page reached, not the one left.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const heading = await visible(page.getByRole('heading', { level: 1 }));
  const title = ((await heading.textContent()) ?? '').trim();
  expect(title, `${where}: the heading`).not.toBe('');
  expect(englishKeys.has(title), `${where}: the heading "${title}" is a key`).toBe(false);
  expect(await keysShown(page), `${where}: keys shown as text`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
}

describe('phone navigation in Arabic', () => {
  test('a new artist on a phone switches to Arabic and reaches every area the header lists from the phone menu', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await page.setViewportSize(PHONE);
      await signUpWithEmail(page);
      await pickLanguage(page, 'ar');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectArabicPage(page, '/overview');

      // The areas as the header computes them for this account, so an area added to nav-items.tsx is covered here too.
      const user = (await read<{ user: Parameters<typeof navItems>[0] }>(page, `${getUser.path}?withPhone=true`)).user;
      const { testMode } = await read<{ testMode: boolean }>(page, systemBasic.path);
      const { gates } = await read<{ gates: NavGates }>(page, systemFeatureGates.path);
      const areas = navItems(user, testMode, gates);
      const onPhone = areas.filter((item) => !item.desktopOnly);
      expect(onPhone.map((item) => item.area)).toEqual(expect.arrayContaining(['overview', 'releases', 'analytics', 'revenue', 'contracts']));

      // The phone menu lists exactly those areas, in the header's order, by their Arabic names.
      await page.getByTestId('user-menu').click();
      const menu = page.getByRole('menu');
      await visible(menu.getByTestId(`menu-${onPhone[0]!.area}`));
      const listed = await menu.locator('[data-testid^="menu-"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')!));
      const areaIds = new Set(areas.map((item) => `menu-${item.area}`));
      expect(listed.filter((id) => areaIds.has(id))).toEqual(onPhone.map((item) => `menu-${item.area}`));
      for (const item of onPhone) expect((await menu.getByTestId(`menu-${item.area}`).innerText()).trim()).toBe(text(item.label, 'ar'));
      expect(await keysShown(page)).toEqual([]);
      if (picturesWanted) {
        mkdirSync(screens, { recursive: true });
        await page.screenshot({ path: `${screens}phone-nav-ar.png` });
      }
      await page.keyboard.press('Escape');

      for (const item of onPhone) {
        await page.getByTestId('user-menu').click();
        await page.getByRole('menu').getByTestId(`menu-${item.area}`).click();
        await page.waitForURL((url) => url.pathname === item.to || url.pathname.startsWith(`${item.to}/`));
        await expectArabicPage(page, item.to);
      }

      // A page made for a computer is left out of the phone's menu; opened anyway, it says so in Arabic.
      for (const item of areas.filter((entry) => entry.desktopOnly)) {
        await page.goto(item.to);
        await expectArabicPage(page, item.to);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
