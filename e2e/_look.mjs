import { chromium } from 'playwright-core';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const report = ['reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue',
  '2026-10,2026-09,Spotify,US,QZZZZ2699991,,1200,USD,4.812345', '2026-10,2026-09,Deezer,FR,QZZZZ2699992,,300,USD,0.600001',
  '2026-10,2026-09,Apple Music,JP,QZZZZ2699993,,30,JPY,12', '2026-10,2026-09,Spotify'].join('\n');
let uploaded = false;
for (const [name, viewport, lang] of [['desktop-en', { width: 1280, height: 900 }, 'en'], ['phone-de', { width: 390, height: 844 }, 'de']]) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => window.localStorage.setItem('us-compliance-ack', '2026-01-01T00:00:00.000Z'));
  const page = await context.newPage();
  await page.goto(`${base}/login?lang=${lang}`);
  await page.getByTestId('email-input').fill('operator@demo.soundport.example');
  await page.getByTestId('password-input').fill('Demo-pass-2026');
  await page.getByTestId('login-submit').click();
  await page.waitForTimeout(2500);
  await page.goto(`${base}/admin?lang=${lang}#sales-imports`);
  await page.waitForTimeout(2000);
  if (!uploaded) {
    await page.getByTestId('admin-sales-upload').locator('input[type="file"]').setInputFiles({ name: 'look.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
    await page.getByTestId('admin-sales-import').click();
    await page.waitForTimeout(4000);
    uploaded = true;
  }
  await page.screenshot({ path: `/tmp/look-${name}-list.png`, fullPage: false });
  await page.locator('[data-testid^="admin-sales-row-"]').first().locator('[data-testid^="admin-sales-suspense-"]').click();
  await page.waitForTimeout(1000);
  await page.getByTestId('admin-sales-suspense-select-2').check();
  await page.getByTestId('admin-sales-suspense-code').fill('QZZZZ2600000');
  await page.getByTestId('admin-sales-suspense-assign-button').click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/look-${name}-suspense.png`, fullPage: false });
  await context.close();
}
await browser.close();
