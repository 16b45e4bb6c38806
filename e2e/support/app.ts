import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, DEMO_PASSWORD, latestCodeFor, PASSWORD, uniqueEmail } from './browser.ts';

/**
 * Helpers shared by the journeys: message catalogs, a cookie-keeping API client for set-up steps
 * (operator calls, banning regions) and the UI steps many journeys go through (sign up, log in, log out).
 *
 * Server limits the whole suite shares (one server and one IP, 127.0.0.1, per run; every run starts a fresh database):
 * - sign-ups: 30 per IP per hour in this run (SIGN_UPS_PER_IP_PER_HOUR in global-setup; 10 by default) — use a demo
 *   account where a journey only reads;
 * - login attempts: 10 per account and 50 per IP in 15 minutes (modules/auth/accounts.ts) — the demo artist is
 *   used for 6, the label for 3, the operator for 4 (latestCodeFor and operatorApi log in once per file);
 * - codes: 1 per destination per fixed 60-second window, 30 per IP per hour (platform/one-time-codes.ts).
 */

export const DEMO = {
  artist: 'artist@demo.soundport.example',
  label: 'label@demo.soundport.example',
  operator: 'operator@demo.soundport.example',
} as const;

const localesDir = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));
const catalogs = new Map<string, Record<string, string>>();

/** The message catalog of a UI language, read from packages/i18n (the texts the user should see). */
export function catalog(language: string): Record<string, string> {
  let found = catalogs.get(language);
  if (!found) {
    found = JSON.parse(readFileSync(`${localesDir}${language}.json`, 'utf8')) as Record<string, string>;
    catalogs.set(language, found);
  }
  return found;
}

/** One translated text; fails loudly when the key is not in the catalog, so a renamed key cannot pass silently. */
export function text(key: string, language = 'en'): string {
  const value = catalog(language)[key];
  if (value === undefined) throw new Error(`no ${language} text for ${key}`);
  return value;
}

/** How long a journey waits for something the user should see. */
export const WAIT = 15_000;

/** Waits until the locator's first element is visible. */
export async function visible(locator: Locator, timeout = WAIT): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** The header's navigation links the user has, those under "More" included (the menu is opened, read and closed). */
export async function navLinks(page: Page): Promise<string[]> {
  await visible(page.getByTestId('nav-overview'));
  const inBar = await page.locator('nav.sp-nav a[data-testid^="nav-"]').evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!));
  if ((await page.getByTestId('nav-more').count()) === 0) return inBar;
  await page.getByTestId('nav-more').click();
  const menu = page.locator('[role="menu"] [data-testid^="nav-"]');
  await visible(menu);
  const inMenu = await menu.evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!));
  await page.keyboard.press('Escape');
  await hidden(menu);
  return [...inBar, ...inMenu];
}

/** Follows a header link, from the bar or from under "More". */
export async function followNav(page: Page, testId: string): Promise<void> {
  await visible(page.getByTestId('nav-overview'));
  if ((await page.locator(`nav.sp-nav [data-testid="${testId}"]`).count()) === 0) await page.getByTestId('nav-more').click();
  await page.getByTestId(testId).click();
}

/** Waits until no element of the locator is visible. */
export async function hidden(locator: Locator, timeout = WAIT): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits until the element shows this text (trimmed, exact) or matches the pattern. */
export async function expectText(locator: Locator, expected: string | RegExp, timeout = WAIT): Promise<void> {
  const element = await visible(locator, timeout);
  const read = async () => ((await element.textContent({ timeout: 1000 }).catch(() => null)) ?? '').trim();
  if (typeof expected === 'string') await expect.poll(read, { timeout, interval: 100 }).toBe(expected);
  else await expect.poll(read, { timeout, interval: 100 }).toMatch(expected);
}

/** Waits until an input shows this value (or matches the pattern). */
export async function expectValue(locator: Locator, expected: string | RegExp, timeout = WAIT): Promise<void> {
  const element = await visible(locator, timeout);
  const read = () => element.inputValue({ timeout: 1000 }).catch(() => '');
  if (typeof expected === 'string') await expect.poll(read, { timeout, interval: 100 }).toBe(expected);
  else await expect.poll(read, { timeout, interval: 100 }).toMatch(expected);
}

/** Waits until the page's path (and optionally search) is this. */
export async function expectPath(page: Page, pathname: string, search?: string, timeout = WAIT): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search), { timeout });
}

/** Escapes a text for use in a RegExp. */
export const literal = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Region name as the app shows it (Intl.DisplayNames in the UI language). */
export const regionName = (code: string, language = 'en') => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

interface Envelope<T> {
  baseResponse: { errorCode: number; message: string; messageKey?: string };
  data: T;
}

/** A Node-side API client with its own cookie jar and CSRF token, for set-up and clean-up outside the browser. */
export class ApiSession {
  private readonly jar = new Map<string, string>();

  private remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }

  private cookieHeader() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    if (!this.jar.has('csrf_token')) this.remember(await fetch(`${baseURL()}/api/open/ping`));
    const headers: Record<string, string> = { cookie: this.cookieHeader(), accept: 'application/json' };
    if (method !== 'GET') headers['x-csrf-token'] = this.jar.get('csrf_token')!;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseURL()}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    this.remember(response);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  /** Calls a route and fails unless it answers 2xx with errorCode 0. */
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, body);
    if (answer.status >= 300 || answer.body.baseResponse.errorCode !== 0) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body.baseResponse)}`);
    }
    return answer.body.data;
  }

  /** Gives a browser this session's cookies, so a journey need not log the same account in again. */
  async shareWith(context: BrowserContext): Promise<void> {
    await context.addCookies([...this.jar].map(([name, value]) => ({ name, value, url: baseURL() })));
  }

  async login(email: string, password: string): Promise<this> {
    await this.ok('POST', '/passport/login/password', { email, password });
    return this;
  }
}

let operator: Promise<ApiSession> | undefined;

/**
 * The operator's API session, logged in once per test file (login attempts are limited to 10 per account
 * and 50 per IP in 15 minutes, and the whole suite runs from one IP).
 */
export function operatorApi(): Promise<ApiSession> {
  operator ??= new ApiSession().login(DEMO.operator, DEMO_PASSWORD).catch((error: unknown) => {
    operator = undefined;
    throw error;
  });
  return operator;
}

/** Bans exactly these visitor regions (an empty list lifts every ban). */
export async function setBannedRegions(regions: string[]): Promise<void> {
  await (await operatorApi()).ok('PUT', '/open/config', { bannedRegions: regions });
}

/** Sets a cookie for the app's origin in a browser context (mock_region, lang, …). */
export async function setCookie(context: BrowserContext, name: string, value: string): Promise<void> {
  await context.addCookies([{ name, value, url: baseURL() }]);
}

export interface NewUser {
  email: string;
  password: string;
  nickname: string;
  region: string;
}

export const uniqueName = (prefix = 'E2E Artist') => `${prefix} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** Picks a region in the searchable region select of the profile form by typing its English name. */
export async function chooseRegion(page: Page, code: string): Promise<void> {
  const select = page.getByTestId('region-select');
  await select.click();
  await select.fill(regionName(code));
  await page
    .getByRole('listbox')
    .getByRole('option', { name: literal(regionName(code)) })
    .click();
  await expectValue(select, literal(regionName(code)));
}

/** The account part of the e-mail sign-up form: address, password, and the code the portal mails to the address. */
export async function fillEmailAccount(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  const asked = new Date();
  await page.getByTestId('send-code').click();
  await page.getByTestId('signup-code-sent').waitFor();
  await page.getByTestId('code-input').fill(await latestCodeFor(email, { after: asked }));
}

/**
 * Signs up through the sign-up page with email and password as an artist and waits for the overview.
 * Sign-ups are limited to 10 per IP and hour: the whole suite must stay below that.
 */
export async function signUpWithEmail(page: Page, options: Partial<NewUser> = {}): Promise<NewUser> {
  const user: NewUser = {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? PASSWORD,
    nickname: options.nickname ?? uniqueName(),
    region: options.region ?? 'BR',
  };
  await page.goto('/sign-up');
  await fillEmailAccount(page, user.email, user.password);
  await page.getByTestId('profile-type-artist').click();
  await page.getByTestId('nickname-input').fill(user.nickname);
  if (user.region !== 'BR') await chooseRegion(page, user.region);
  await page.getByTestId('signup-submit').click();
  await expectPath(page, '/overview');
  await expectText(page.getByTestId('overview-name'), user.nickname);
  return user;
}

/** Logs in on /login with email and password (the password tab is the default). */
export async function loginWithPassword(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(path);
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('login-submit').click();
}

/** User menu -> Log out; the app goes home with a full load. */
export async function logout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expectPath(page, '/');
  await visible(page.getByTestId('header-login'));
}

/** Collects uncaught page errors so a journey can assert that the app did not crash. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The new artist signs the distribution agreement in the portal (the onboarding journey checks it in detail). */
export async function signAgreement(page: Page, legalName: string) {
  await page.goto('/contract/management');
  await page.getByTestId('contract-create-main').click();
  await page.getByTestId('contract-legal-name').fill(legalName);
  await page.getByTestId('contract-create-submit').click();
  await page.waitForURL(/\/contract\/sign\/\d+$/);
  await page.getByTestId('contract-signature-name').fill(legalName);
  await page.locator('[data-testid="contract-scroll"] .mantine-ScrollArea-viewport').evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await page.getByTestId('contract-consent').check();
  await page.getByTestId('contract-sign-submit').click();
  await visible(page.getByTestId('contract-signed'));
}

/** Picks an option of a Mantine select by its visible name (a string matches exactly). */
export async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/**
 * Opens the header's language picker and chooses a language. A click that lands before the page's scripts have taken
 * over the picker (a busy machine, right after a navigation) opens nothing: the picker is then opened again.
 */
export async function pickLanguage(page: Page, code: string): Promise<void> {
  const option = page.getByTestId(`language-option-${code}`);
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('language-picker').click();
    const opened = await option.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (opened || attempt === 5) break;
  }
  await option.click();
}
