import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, launchChromium, newPage } from './support/browser.ts';
import { ApiSession, DEMO, expectPath, expectText, hidden, loginWithPassword, text, visible, watchPageErrors } from './support/app.ts';

// Deliveries to stores (issue 23): the demo seed delivers the label's approved release "Glasshouse" to its 7 stores
// at first start and takes in the stores' acknowledgements: one store acknowledged (or already live), one failed (the
// store rejected the release), one on hold, the others sent.

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));
const RELEASE = 'Glasshouse';
const LONG = 60_000;

let browser: Browser;
/** The label's signed-in cookies, shared by its journeys: one login for the file. */
let labelState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The text before a placeholder: what every message of this key starts with, whatever fills it. */
const prefixOf = (key: string, language = 'en') => text(key, language).split('{{')[0]!.trim();

/** The group containers only (their toggles and counts share the test-id prefix). */
const groups = (page: Page) => page.locator('[data-testid^="delivery-group-"][data-open]');

async function groupCounts(page: Page): Promise<Record<string, number>> {
  const entries = await groups(page).evaluateAll((elements) =>
    elements.map((element) => {
      const group = element.getAttribute('data-testid')!.replace('delivery-group-', '');
      return [group, element.querySelectorAll('[data-testid^="release-store-"][data-state]').length] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Opens Glasshouse from the release list, the way the label finds it. */
async function openGlasshouse(page: Page): Promise<number> {
  await page.goto('/release-management');
  await page.getByTestId('release-title').filter({ hasText: RELEASE }).first().click();
  await page.waitForURL(/\/release-management\/\d+$/);
  await expectText(page.getByTestId('release-detail-title'), RELEASE);
  await visible(page.getByTestId('release-stores'));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Elements of the main area that stick out of the screen sideways. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('.sp-main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName}.${String(element.className).slice(0, 40)} ${element.getAttribute('data-testid') ?? ''}`);
  });

/** Waits until the Deliveries list shows only rows in this state (not the previous filter's rows, kept while loading). */
async function listShows(page: Page, state: string) {
  const read = () =>
    page.evaluate(() => {
      const list = document.querySelector('[data-testid="deliveries-list"]');
      if (!list || list.getAttribute('aria-busy') === 'true') return null;
      return [...new Set([...list.querySelectorAll('[data-testid^="delivery-row-"]')].map((row) => row.getAttribute('data-state')))];
    });
  await expect.poll(read, { timeout: WAIT_LIST }).toEqual([state]);
}
const WAIT_LIST = 15_000;

describe('deliveries to stores', () => {
  test('the label sees Glasshouse’s stores grouped: the failed one first with why and what next, waiting, delivered; a store opens on its timeline', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await loginWithPassword(page, DEMO.label, DEMO_PASSWORD);
      await expectPath(page, '/overview');
      labelState = await context.storageState();
      await openGlasshouse(page);

      // The seed's deliveries and the stores' acknowledgements are jobs: wait until they have all landed.
      await expect
        .poll(async () => (await page.reload(), await visible(page.getByTestId('release-stores')), groupCounts(page)), { timeout: LONG, interval: 1000 })
        .toEqual({
          failed: 1,
          waiting: 1,
          delivered: 5,
        });
      // Failed first, then waiting, then delivered; each header shows its count.
      const order = await groups(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
      expect(order).toEqual(['delivery-group-failed', 'delivery-group-waiting', 'delivery-group-delivered']);
      await expectText(page.getByTestId('delivery-group-count-failed'), '1');
      await expectText(page.getByTestId('delivery-group-count-waiting'), '1');
      await expectText(page.getByTestId('delivery-group-count-delivered'), '5');
      await expectText(page.getByTestId('delivery-group-toggle-failed').locator('p').first(), text('delivery_group_failed'));

      // The delivered group holds the live, the acknowledged and the sent stores, each with its label.
      const delivered = page.getByTestId('delivery-group-delivered');
      const states = await delivered.locator('[data-testid^="release-store-"][data-state]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')!));
      expect(
        states.every((state) => ['delivered', 'acknowledged', 'live'].includes(state)),
        states.join(),
      ).toBe(true);
      expect(states).toContain('acknowledged');
      await visible(delivered.getByText(text('release_delivery_acknowledged'), { exact: true }));
      await visible(delivered.getByText(text('release_delivery_delivered'), { exact: true }).first());
      await expectText(page.getByTestId('delivery-group-waiting').locator('[data-testid="release-store-state"]'), text('release_delivery_held'));

      // The failed store says why (the store's words, in the user's language) and that our team acts next.
      const failedRow = page.getByTestId('delivery-group-failed').locator('[data-testid^="release-store-"][data-state="failed"]');
      const failedId = (await failedRow.getAttribute('data-testid'))!.replace('release-store-', '');
      await expectText(failedRow.getByTestId('release-store-reason'), new RegExp(`^${prefixOf('delivery_reason_store_rejected').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expectText(failedRow.getByTestId('release-store-next'), text('delivery_next_operator'));

      // Its timeline, oldest first: sent by us, then the store's rejection, shown as coming from the store.
      await page.getByTestId(`release-store-toggle-${failedId}`).click();
      const timeline = await visible(page.getByTestId(`delivery-timeline-${failedId}`));
      const steps = await timeline.locator('[data-testid="delivery-step"]').evaluateAll((items) => items.map((item) => [item.getAttribute('data-state'), item.getAttribute('data-source')]));
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.at(-1)).toEqual(['failed', 'store']);
      expect(steps.map(([state]) => state)).toContain('delivered');
      await visible(timeline.getByText(text('delivery_source_store'), { exact: true }));
      await page.screenshot({ path: `${screens}deliveries-release-desktop-en.png`, fullPage: true });
      // And closes again.
      await page.getByTestId(`release-store-toggle-${failedId}`).click();
      await hidden(page.getByTestId(`delivery-timeline-${failedId}`));

      // The label was told: Spotify's rejection of Glasshouse, and each store where its live release went live.
      await page.goto('/notice');
      const notices = await visible(page.getByTestId('notice-list'));
      const title = (key: string, vars: Record<string, string>) => Object.entries(vars).reduce((words, [name, value]) => words.replace(`{{${name}}}`, value), text(key));
      await visible(notices.getByText(title('notice_delivery_failed_title', { title: 'Glasshouse', store: 'Spotify' })).first());
      await visible(notices.getByText(title('notice_delivery_live_title', { title: 'Marea', store: 'Apple Music' })).first());
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the operator sees the system health, filters the failed deliveries, reads the store’s rejection and the batch, retries it and lifts the hold', async () => {
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await page.goto('/login?next=/admin');
      await loginWithPassword(page, DEMO.operator, DEMO_PASSWORD);
      await expectPath(page, '/admin');
      // The health panel comes first on the console.
      const health = await visible(page.getByTestId('system-health'));
      await visible(health.getByTestId('system-health-checked-at'));
      await visible(health.getByTestId('system-health-ok').or(health.locator('[data-testid^="health-problem-"]')));
      await page.getByTestId('system-health-refresh').click();
      await visible(health.getByTestId('system-health-checked-at'));

      await page.getByTestId('console-nav-deliveries').click();
      await expectPath(page, '/admin/deliveries');
      await visible(page.getByTestId('system-health'));

      // The failed ones: the count is a filter.
      await expect.poll(async () => Number(await page.getByTestId('deliveries-state-count-failed').getAttribute('data-count')), { timeout: LONG }).toBeGreaterThanOrEqual(1);
      await page.getByTestId('deliveries-state-count-failed').click();
      await expectPath(page, '/admin/deliveries', '?state=failed');
      await listShows(page, 'failed');
      const rejected = await visible(page.getByTestId('delivery-failure-group-store_rejected'));
      await expectText(rejected.getByTestId('delivery-failure-filter-store_rejected'), text('admin_delivery_reason_store_rejected'));
      await visible(rejected.getByTestId('delivery-retry-all-store_rejected'));

      const row = page.locator('[data-testid^="delivery-row-"]').filter({ hasText: RELEASE });
      await visible(row);
      expect(await row.count()).toBe(1);
      expect(await row.getAttribute('data-state')).toBe('failed');
      const [releaseId, platformId] = (await row.getAttribute('data-testid'))!.replace('delivery-row-', '').split('-').map(Number) as [number, number];
      await page.screenshot({ path: `${screens}deliveries-admin-desktop-en.png`, fullPage: true });

      // The drawer: the store's acknowledgement in the timeline, the technical detail, and the batch to download.
      await row.getByTestId('delivery-open').click();
      const detail = await visible(page.getByTestId('delivery-detail'));
      await expectText(detail.getByTestId('delivery-detail-title'), new RegExp(RELEASE));
      expect(await detail.getAttribute('data-state')).toBe('failed');
      const timeline = await visible(detail.getByTestId('delivery-drawer-timeline'));
      expect(await timeline.locator('[data-testid="delivery-step"][data-source="store"]').count()).toBeGreaterThanOrEqual(1);
      await visible(timeline.getByText(text('delivery_source_store'), { exact: true }));
      await visible(detail.getByTestId('delivery-detail-technical'));
      const batch = await visible(detail.locator('[data-testid^="delivery-batch-"]'));
      const href = (await batch.getAttribute('href'))!;
      expect(href).toMatch(/^\/api\/admin\/deliveries\/batch\?messageId=/);
      const zip = await page.request.get(href);
      expect(zip.status()).toBe(200);
      expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');
      await page.screenshot({ path: `${screens}deliveries-admin-drawer-desktop-en.png` });

      // Retry: the delivery goes back to the queue and on to the store.
      await detail.getByTestId('delivery-retry').click();
      await visible(detail.getByTestId('delivery-retry-result'));
      await expect.poll(() => page.getByTestId('delivery-detail').getAttribute('data-state'), { timeout: LONG }).not.toBe('failed');
      expect(['pending', 'sending', 'delivered', 'acknowledged', 'live']).toContain(await page.getByTestId('delivery-detail').getAttribute('data-state'));
      await page.keyboard.press('Escape');
      await hidden(page.getByTestId('delivery-detail'));
      // Gone from the failed list; in the whole list, queued, sending or sent.
      await hidden(page.getByTestId(`delivery-row-${releaseId}-${platformId}`));
      await page.goto(`/admin/deliveries?store=${platformId}`);
      await expect
        .poll(
          async () => (
            await page.reload(), await visible(page.getByTestId(`delivery-row-${releaseId}-${platformId}`)), page.getByTestId(`delivery-row-${releaseId}-${platformId}`).getAttribute('data-state')
          ),
          { timeout: LONG, interval: 1000 },
        )
        .toMatch(/^(pending|sending|delivered)$/);

      // The store on hold: Glasshouse waits there; lifting the hold sends it.
      await page.goto('/admin/deliveries?state=held');
      await listShows(page, 'held');
      const heldRow = page.locator('[data-testid^="delivery-row-"]').filter({ hasText: RELEASE });
      await visible(heldRow);
      const heldStore = Number((await heldRow.getAttribute('data-testid'))!.split('-').pop());
      const hold = await visible(page.getByTestId(`store-hold-${heldStore}`));
      await hold.getByTestId(`store-hold-lift-${heldStore}`).click();
      await visible(page.getByTestId('store-hold-result'));
      await hidden(page.getByTestId(`store-hold-${heldStore}`));
      await page.goto(`/admin/deliveries?store=${heldStore}`);
      await expect
        .poll(
          async () => (
            await page.reload(), await visible(page.getByTestId(`delivery-row-${releaseId}-${heldStore}`)), page.getByTestId(`delivery-row-${releaseId}-${heldStore}`).getAttribute('data-state')
          ),
          { timeout: LONG, interval: 1000 },
        )
        .toMatch(/^(pending|sending|delivered|acknowledged|live)$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a phone in Arabic the release page’s stores read right to left and fit the screen', async () => {
    const state =
      labelState ??
      (await (async () => {
        // Run alone: the label logs in through the API and hands its cookies to the browser.
        const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
        const scratch = await newPage(browser);
        await api.shareWith(scratch.context);
        const saved = await scratch.context.storageState();
        await scratch.context.close();
        return saved;
      })());
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true, locale: 'ar', storageState: state });
    const errors = watchPageErrors(page);
    try {
      await page.goto('/release-management?lang=ar');
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      await openGlasshouse(page);
      // The groups read in Arabic (the failed store was sent again by the operator's journey, if it ran first).
      const firstGroup = (await groups(page).first().getAttribute('data-testid'))!.replace('delivery-group-', '');
      await expectText(page.getByTestId(`delivery-group-toggle-${firstGroup}`).locator('p').first(), text(`delivery_group_${firstGroup}`, 'ar'));
      // A store's timeline opens.
      const toggle = page.locator('[data-testid^="release-store-toggle-"]').first();
      const storeId = (await toggle.getAttribute('data-testid'))!.replace('release-store-toggle-', '');
      await toggle.click();
      await visible(page.getByTestId(`delivery-timeline-${storeId}`));
      // Mirrored: the store's logo starts the row on the right, the chevron ends it on the left.
      const row = page.getByTestId(`release-store-${storeId}`);
      const box = (await row.boundingBox())!;
      const logo = (await row.locator('svg, .mantine-Avatar-root').first().boundingBox())!;
      const chevron = (await toggle.locator('svg').last().boundingBox())!;
      expect(logo.x + logo.width).toBeGreaterThan(box.x + box.width - 40);
      expect(chevron.x).toBeLessThan(box.x + 40);
      expect(logo.x).toBeGreaterThan(chevron.x);
      expect(await overflowing(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await page.screenshot({ path: `${screens}deliveries-release-phone-ar.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
