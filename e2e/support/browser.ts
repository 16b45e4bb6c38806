import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The server of this worker (global-setup.ts starts one per worker). */
function server() {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
}
export const baseURL = () => server().baseURL;
/** The server's data folder (release.e2e.ts reads the delivery batches there). */
export const serverDataDir = () => server().dataDir;

/** Debian's old headless shell: the journeys need no window, and it renders with about a third less CPU than the full browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * The journeys' screenshots are for people to look at (`.tmp/screens/`), never compared: taken only with
 * E2E_SCREENSHOTS=1, since the full-page ones cost the suite about half a minute.
 */
export const picturesWanted = process.env.E2E_SCREENSHOTS === '1';

/** A fresh browser context (own cookies and storage) and page; `storageState` starts it with another context's cookies and storage. */
export async function newPage(
  browser: Browser,
  options: {
    locale?: string;
    mobile?: boolean;
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    /** Pretend the one-time US-compliance notice was already dismissed (journeys about something else). */
    complianceAcknowledged?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: options.locale ?? 'en-US',
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    // As people who ask for less motion: menus and modals appear without transitions (theme respectReducedMotion).
    reducedMotion: 'reduce',
    storageState: options.storageState,
  });
  context.setDefaultTimeout(15_000);
  await watchContentSecurityPolicy(context);
  watchMissingTexts(context);
  if (options.complianceAcknowledged) {
    await context.addInitScript(() => window.localStorage.setItem('us-compliance-ack', '2026-01-01T00:00:00.000Z'));
  }
  const page = await context.newPage();
  if (!picturesWanted) page.screenshot = async () => Buffer.alloc(0);
  return { context, page };
}

/** What the page's Content-Security-Policy refused in this test file so far; csp-watch.ts fails a test that left any. */
const cspViolations: string[] = [];
export const takeCspViolations = () => cspViolations.splice(0);

/** Every page of every journey reports what the portal's policy refused (the `securitypolicyviolation` event). */
async function watchContentSecurityPolicy(context: BrowserContext) {
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
    cspViolations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile ?? ''}:${event.lineNumber}) ${event.sample}`);
    });
  });
}

/** Texts the pages looked up and the catalogs lack, in this test file so far. */
const missingTexts: string[] = [];

/**
 * Fails when a page of the test met something it must not: what the Content-Security-Policy refused, or a text the
 * catalogs lack (the failure names the key). csp-watch.ts runs it after every test; each call starts a clean slate.
 */
export function expectCleanPages(): void {
  const refused = takeCspViolations();
  const missing = [...new Set(missingTexts.splice(0))];
  expect(refused, 'Content-Security-Policy violations').toEqual([]);
  // Named in the message itself: the failure's first line says which text is missing on which page.
  expect(missing, `missing i18n keys or variables:\n${missing.join('\n')}\n`).toEqual([]);
}

/**
 * The translator reports a missing key or variable to monitoring and says it on the console
 * (`[monitoring] missing i18n key: <key> (<language>)`, apps/web/src/lib/translator.ts): every journey watches for it.
 */
function watchMissingTexts(context: BrowserContext) {
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[monitoring] missing i18n')) missingTexts.push(`${message.page()?.url() ?? ''}: ${text.slice('[monitoring] '.length)}`);
  });
}

let counter = 0;
export const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${counter++}@example.com`;
export const PASSWORD = 'Journey-2026';
export const DEMO_PASSWORD = 'Demo-pass-2026';

let operatorJar: Promise<string> | undefined;

/** Logs the operator in once per test file (the server allows 10 login attempts per account in 15 minutes). */
function operatorCookies(): Promise<string> {
  operatorJar ??= (async () => {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const index = pair!.indexOf('=');
        jar.set(pair!.slice(0, index), pair!.slice(index + 1));
      }
    };
    const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    remember(await fetch(`${baseURL()}/api/open/ping`));
    const login = await fetch(`${baseURL()}/api/passport/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': jar.get('csrf_token')!, cookie: header() },
      body: JSON.stringify({ email: 'operator@demo.soundport.example', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`operator login answered ${login.status}`);
    remember(login);
    return header();
  })();
  operatorJar.catch(() => (operatorJar = undefined));
  return operatorJar;
}

/**
 * The newest message sent to exactly this recipient (email or E.164 phone), read from the operator's outbox API;
 * with `after`, only messages created after that moment. Waits a few seconds for it to appear.
 */
export async function latestMessageFor(recipient: string, options: { after?: Date; timeoutMs?: number; matching?: RegExp } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  const wanted = recipient.trim().toLowerCase();
  for (;;) {
    const outbox = await fetch(`${baseURL()}/api/admin/outbox?recipient=${encodeURIComponent(recipient)}&count=20`, { headers: { cookie: await operatorCookies() } });
    if (!outbox.ok) throw new Error(`outbox answered ${outbox.status}`);
    const body = (await outbox.json()) as { data: { messages: { recipient: string; subject: string | null; body: string; createdAt: string }[] } };
    const message = body.data.messages.find(
      (m) => m.recipient.toLowerCase() === wanted && (!options.after || new Date(m.createdAt).getTime() >= options.after.getTime() - 1000) && (!options.matching || options.matching.test(m.body)),
    );
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no message for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest six-digit code sent to a recipient (see latestMessageFor). */
export async function latestCodeFor(recipient: string, options: { after?: Date; timeoutMs?: number } = {}): Promise<string> {
  const message = await latestMessageFor(recipient, { ...options, matching: /\b\d{6}\b/ });
  const code = message.body.match(/\b(\d{6})\b/)?.[1] ?? message.subject?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}
