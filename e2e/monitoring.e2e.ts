import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectCleanPages, launchChromium, newPage } from './support/browser.ts';
import { expectText, hidden, literal, operatorApi, text, visible } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Listed {
  reports: { kind: string; message: string; route: string; release: string; language: string; count: number }[];
}

/**
 * Serves the build's scripts with one key taken out of the English catalog, as a deployment whose catalogs lack a
 * text the page uses would. The catalog is a chunk of its own (one per language); its keys are found in either of the
 * forms the bundler writes (`login_title:` or `"login_title":` inside JSON.parse).
 */
async function withoutKey(context: BrowserContext, key: string): Promise<void> {
  const property = new RegExp(`\\b${key}(?=\\\\?["']?\\s*:)`, 'g');
  await context.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const headers = { ...response.headers() };
    // The body is decoded already: it goes back plain.
    delete headers['content-encoding'];
    delete headers['content-length'];
    const isCatalog = body.includes('app_description') && body.includes('admin_errors_empty');
    await route.fulfill({ status: response.status(), headers, body: isCatalog ? body.replace(property, `${key}_removed_by_the_test`) : body });
  });
}

describe('monitoring of the web app', () => {
  test('a text the catalogs lack fails the journey, naming the key, and reaches the operators’ top errors', async () => {
    const { context, page } = await newPage(browser);
    try {
      await withoutKey(context, 'login_title');
      await page.goto('/login');
      // The page shows the key where the text should be, as the translator does for a missing text.
      await visible(page.getByText('login_title', { exact: true }));

      // The check every journey runs after each test fails, and says which key is missing where.
      expect(expectCleanPages).toThrowError(/missing i18n key: login_title \(en\)/);

      // The page reported it: the operators see it among the top errors, with the page, language and web build.
      const operator = await operatorApi();
      await expect
        .poll(
          async () => {
            const listed = await operator.ok<Listed>('GET', '/admin/client-errors?kind=missing_i18n&sort=lastSeen');
            return listed.reports.find((report) => report.message === 'missing i18n key: login_title');
          },
          { timeout: 10_000, interval: 500 },
        )
        .toMatchObject({ kind: 'missing_i18n', route: '/login', language: 'en', release: expect.stringMatching(/^web-/) });
    } finally {
      // Scripts still in flight when the page closes are let go.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  });

  test('operators read the top errors in the console, by kind', async () => {
    const operator = await operatorApi();
    await operator.ok('POST', '/monitoring/client-errors', {
      reports: [{ kind: 'error', message: 'TypeError: journey check', frame: 'at Journey (app.js:1:2)', route: '/overview', release: 'web-journey', language: 'en' }],
    });
    const { context, page } = await newPage(browser);
    try {
      await operator.shareWith(context);
      await page.goto('/admin/support#client-errors');
      const section = page.locator('#client-errors');
      await expectText(section.getByRole('heading', { level: 2 }), text('admin_errors_title'));
      const row = section.getByTestId('admin-errors-row').filter({ hasText: 'TypeError: journey check' });
      await visible(row);
      await expectText(row, literal(text('admin_errors_kind_error')));
      await expectText(row, /\/overview/);

      await section.getByTestId('admin-errors-kind').selectOption('missing_i18n');
      await hidden(row);
      await section.getByTestId('admin-errors-kind').selectOption('error');
      await visible(row);
    } finally {
      await context.close();
    }
  });
});
