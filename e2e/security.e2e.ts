import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, expectText, loginWithPassword, signUpWithEmail, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Answer {
  status: number;
  errorCode: number | null;
  messageKey: string | null;
}

/** Runs fetch inside the page (same origin, with the page's cookies) and reports status and error fields. */
function fetchInPage(page: Page, path: string, init: { method?: string; csrf?: 'none' | 'cookie' | 'wrong' } = {}): Promise<Answer> {
  return page.evaluate(
    async ({ path, method, csrf }) => {
      const headers: Record<string, string> = {};
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('csrf_token='))?.slice('csrf_token='.length);
      if (csrf === 'cookie' && cookie) headers['x-csrf-token'] = decodeURIComponent(cookie);
      if (csrf === 'wrong') headers['x-csrf-token'] = 'not-the-token';
      const response = await fetch(path, { method, headers });
      const body = (await response.json().catch(() => null)) as { baseResponse?: { errorCode?: number; messageKey?: string } } | null;
      return { status: response.status, errorCode: body?.baseResponse?.errorCode ?? null, messageKey: body?.baseResponse?.messageKey ?? null };
    },
    { path, method: init.method ?? 'GET', csrf: init.csrf ?? 'none' },
  );
}

describe('security', () => {
  test('a POST without the CSRF header is refused with 403 and the user stays logged in', async () => {
    const { context, page } = await newPage(browser);
    try {
      const user = await signUpWithEmail(page);

      const withoutHeader = await fetchInPage(page, '/api/passport/logout', { method: 'POST' });
      expect(withoutHeader.status).toBe(403);
      expect(withoutHeader.messageKey).toBe('error_csrf');
      const wrongHeader = await fetchInPage(page, '/api/passport/logout', { method: 'POST', csrf: 'wrong' });
      expect(wrongHeader.status).toBe(403);

      // Still logged in: the API knows the user and so does the page after a reload.
      expect((await fetchInPage(page, '/api/user')).status).toBe(200);
      await page.reload();
      await expectPath(page, '/overview');
      await expectText(page.getByTestId('overview-name'), user.nickname);

      // The same call with the token from the cookie does log out (the refusal above was the CSRF check).
      expect((await fetchInPage(page, '/api/passport/logout', { method: 'POST', csrf: 'cookie' })).status).toBe(200);
      expect((await fetchInPage(page, '/api/user')).status).toBe(401);
      // A new tab, not a reload: the open page may already be on its way to the login page on its own.
      const later = await context.newPage();
      await later.goto('/overview');
      await expectPath(later, '/login', `?next=${encodeURIComponent('/overview')}`);
    } finally {
      await context.close();
    }
  });

  test('an unknown path lands on the home page without crashing', async () => {
    const { context, page } = await newPage(browser);
    const errors = watchPageErrors(page);
    try {
      await page.goto('/no/such/page');
      await expectPath(page, '/');
      await visible(page.getByTestId('home-sign-up'));
      await visible(page.getByTestId('home-login'));
      expect(errors.map(String)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('login does not follow a next address on another site', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`/login?next=${encodeURIComponent('https://evil.example/steal')}`);
      await loginWithPassword(page, DEMO.artist, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);

      // Logged in already, the login page sends the user on at once: still not off-site.
      await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
      await expectPath(page, '/overview');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
    } finally {
      await context.close();
    }
  });
});
