import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, options: { locale?: string; mobile?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: options.locale ?? 'en-US',
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

let counter = 0;
export const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${counter++}@example.com`;
export const PASSWORD = 'Journey-2026';
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Reads the newest code sent to a recipient from the operator's outbox API (the demo shows codes to operators). */
export async function latestCodeFor(recipient: string): Promise<string> {
  const jar: string[] = [];
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) jar.push(cookie.split(';')[0]!);
  };
  remember(await fetch(`${baseURL()}/api/open/ping`));
  const csrf = jar.find((c) => c.startsWith('csrf_token='))!.split('=')[1]!;
  const login = await fetch(`${baseURL()}/api/passport/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: jar.join('; ') },
    body: JSON.stringify({ email: 'operator@demo.soundport.example', password: DEMO_PASSWORD }),
  });
  remember(login);
  const outbox = await fetch(`${baseURL()}/api/admin/outbox?recipient=${encodeURIComponent(recipient)}&count=1`, { headers: { cookie: jar.join('; ') } });
  const body = (await outbox.json()) as { data: { messages: { body: string }[] } };
  const code = body.data.messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}
