import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const shots = process.argv[2] ?? 'all';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(email, { mobile = false, lang } = {}) {
  const context = await browser.newContext({ baseURL: base, viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 }, locale: lang ?? 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('us-compliance-ack', '2026-01-01T00:00:00.000Z'));
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill('Demo-pass-2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { context, page };
}
const op = await session('operator@demo.soundport.example');
const today = new Date().toISOString().slice(0, 10);
const call = (method, path, body) => op.page.evaluate(async ([method, path, body]) => {
  const csrf = document.cookie.split('; ').find((c) => c.startsWith('csrf_token='))?.split('=')[1];
  const r = await fetch('/api' + path, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: body ? JSON.stringify(body) : undefined });
  return r.json();
}, [method, path, body]);
await call('PUT', '/open/config', { survey: { start: today, end: today, url: 'https://survey.soundport.example/look' } });
await call('PUT', '/admin/feature-gates', { scope: 'system', key: 'publishingService', description: 'Publishing', enabled: true });
for (const [name, opts] of [['label-desktop', {}], ['label-phone', { mobile: true, lang: 'es-MX' }]]) {
  const { page, context } = await session('label@demo.soundport.example', opts);
  await page.goto('/overview');
  await page.getByTestId('survey-banner').waitFor({ timeout: 10000 }).catch(() => {});
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/survey-${name}.png` });
  await context.close();
}
await op.page.goto('/admin#settings');
await op.page.waitForTimeout(1500);
await op.page.getByTestId('admin-survey-stats').scrollIntoViewIfNeeded();
await op.page.screenshot({ path: '/tmp/shots/admin-survey.png' });
for (const [name, opts] of [['artist-desktop', { lang: 'pt-BR' }], ['artist-phone', { mobile: true, lang: 'pt-BR' }]]) {
  const { page, context } = await session('artist@demo.soundport.example', opts);
  await page.goto('/publishing');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/pub-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
