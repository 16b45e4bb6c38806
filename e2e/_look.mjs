import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(email, { mobile = false, lang } = {}) {
  const context = await browser.newContext({ baseURL: base, viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 }, locale: lang ?? 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('us-compliance-ack', '2026-01-01T00:00:00.000Z'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill('Demo-pass-2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { context, page };
}
const op = await session('operator@demo.soundport.example');
const call = (method, path, body) => op.page.evaluate(async ([method, path, body]) => {
  const csrf = document.cookie.split('; ').find((c) => c.startsWith('csrf_token='))?.split('=')[1];
  const r = await fetch('/api' + path, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: body ? JSON.stringify(body) : undefined });
  return r.json();
}, [method, path, body]);
const artistUser = await (async () => { const s = await session('artist@demo.soundport.example'); const u = await s.page.evaluate(async () => (await (await fetch('/api/user')).json()).data.user.userId); await s.context.close(); return u; })();
await call('POST', '/admin/advances', { userId: artistUser, amount: '120.00', note: 'Marketing advance' });
const shots = [
  ['revenue-ptbr-desktop', { lang: 'pt-BR' }, '/revenue'],
  ['revenue-ptbr-phone', { lang: 'pt-BR', mobile: true }, '/revenue'],
  ['withdraw-en-desktop', {}, '/revenue/withdraw'],
  ['withdraw-ptbr-phone', { lang: 'pt-BR', mobile: true }, '/revenue/withdraw'],
  ['splits-en-desktop', {}, '/revenue/splits'],
  ['reports-en-phone', { mobile: true }, '/revenue/reports'],
];
for (const [name, opts, path] of shots) {
  const { page, context } = await session('artist@demo.soundport.example', opts);
  if (opts.lang) await page.evaluate((lang) => localStorage.setItem('lang', lang), opts.lang);
  await page.goto(path + (opts.lang ? `?lang=${opts.lang}` : '?lang=en'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  await context.close();
}
await op.page.goto('/admin#sales-imports');
await op.page.waitForLoadState('networkidle');
await op.page.getByTestId('admin-sales-upload').scrollIntoViewIfNeeded();
await op.page.screenshot({ path: '/tmp/shots/admin-sales.png' });
await op.page.getByTestId('admin-withdrawals').scrollIntoViewIfNeeded();
await op.page.screenshot({ path: '/tmp/shots/admin-withdrawals.png' });
await browser.close();
