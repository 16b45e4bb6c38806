import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { DEMO, expectPath, hidden, loginWithPassword, operatorApi, text, visible, watchPageErrors } from './support/app.ts';

interface Survey {
  start: string;
  end: string;
  url: string;
}
interface Stats {
  url: string;
  show: { times: number; people: number };
  close: { times: number; people: number };
  click: { times: number; people: number };
}

let browser: Browser;
let before: Survey;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const SURVEY: Survey = { start: isoDay(-1), end: isoDay(1), url: `https://survey.soundport.example/e2e-${Date.now().toString(36)}` };

beforeAll(async () => {
  browser = await launchChromium();
  const operator = await operatorApi();
  before = (await operator.ok<{ survey: Survey }>('GET', '/open/config')).survey;
  // A survey running today under a new link: the demo label (settled, HIGH_QUALITY, US) is one it is for.
  await operator.ok('PUT', '/open/config', { survey: SURVEY });
});
afterAll(async () => {
  await (await operatorApi()).ok('PUT', '/open/config', { survey: before });
  await browser?.close();
});

const stats = async () => (await operatorApi()).ok<Stats>('GET', '/admin/survey/stats');

test('the survey banner shows on the overview, revenue and music management, reports what the label did, and stays closed', async () => {
  const { context, page } = await newPage(browser, { complianceAcknowledged: true });
  const errors = watchPageErrors(page);
  await page.goto('/login?next=/overview');
  await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
  await expectPath(page, '/overview');
  const banner = await visible(page.getByTestId('survey-banner'));
  expect(await banner.textContent()).toContain(text('survey_text'));
  const link = page.getByTestId('survey-link');
  // The link carries the signed satisfaction-survey token (decision 032).
  await expect.poll(async () => new URL((await link.getAttribute('href')) ?? '').searchParams.get('fg') ?? '', { timeout: 10_000 }).toMatch(/^fg\.\d+\./);
  expect((await link.getAttribute('href'))!.startsWith(`${SURVEY.url}?fg=`)).toBe(true);
  expect(await link.getAttribute('target')).toBe('_blank');
  await expect.poll(async () => (await stats()).show, { timeout: 10_000 }).toEqual({ times: 1, people: 1 });

  // The royalty page (Revenue) shows it too.
  await page.goto('/revenue');
  await visible(page.getByTestId('survey-banner'));
  await expect.poll(async () => (await stats()).show, { timeout: 10_000 }).toEqual({ times: 2, people: 1 });

  await page.goto('/release-management');
  await visible(page.getByTestId('survey-banner'));
  await page.getByRole('button', { name: text('survey_close') }).click();
  await hidden(page.getByTestId('survey-banner'));
  await expect.poll(async () => (await stats()).close, { timeout: 10_000 }).toEqual({ times: 1, people: 1 });
  expect((await stats()).show).toEqual({ times: 3, people: 1 });

  // Closed for good: not on this page after a reload, nor on the overview, nor in another browser.
  await page.goto('/overview');
  await visible(page.getByRole('heading').first());
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('survey-banner').count()).toBe(0);
  const other = await newPage(browser, { complianceAcknowledged: true });
  await other.page.goto('/login?next=/overview');
  await loginWithPassword(other.page, DEMO.label, DEMO_PASSWORD);
  await expectPath(other.page, '/overview');
  await visible(other.page.getByRole('heading').first());
  await other.page.waitForLoadState('networkidle');
  expect(await other.page.getByTestId('survey-banner').count()).toBe(0);
  expect((await stats()).show).toEqual({ times: 3, people: 1 });
  await other.context.close();

  // The operator sees the same counts in the console.
  const console = await newPage(browser, { complianceAcknowledged: true });
  await (await operatorApi()).shareWith(console.context);
  await console.page.goto('/admin/gates#settings');
  await visible(console.page.getByTestId('admin-survey-stats'));
  const cells = async (event: string) => console.page.getByTestId(`admin-survey-${event}`).locator('td').allTextContents();
  expect(await cells('show')).toEqual([text('admin_survey_event_show'), '3', '1']);
  expect(await cells('close')).toEqual([text('admin_survey_event_close'), '1', '1']);
  expect(await cells('click')).toEqual([text('admin_survey_event_click'), '0', '0']);
  await console.context.close();

  expect(errors).toEqual([]);
  await context.close();
});
