import type { RouteHead } from '@portal/contract/head';
import type { BodyOf, Method, QueryOf, ResponseOf } from '@portal/contract/route';
import type { RouteOf } from '@portal/contract/route-map';
import { readCookie } from './cookies.ts';
import { reportFailedCall } from './error-reporter.ts';
import { isPublicPath, loginPathFor } from './public-paths.ts';

/**
 * A route as the client calls it: its head from `@portal/contract/heads/*` (method, path and access, no zod). The
 * request and answer types come from the contract's schemas on the type level only (RouteOf), so the zod runtime
 * never reaches the browser bundle (decision 051).
 */
export type Endpoint = RouteHead;

/** The answer's `data` of the route a head stands for. */
export type AnswerOf<H extends Endpoint> = ResponseOf<RouteOf<H>>;

export interface FieldErrorDetail {
  field: string;
  messageKey: string;
  message: string;
  /** The message's placeholders (a file's size limit, a store's name). */
  vars?: Record<string, string | number>;
}

/** Any answer with status 300 or above (document 1 section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: number;
  readonly messageKey: string | null;
  readonly details: FieldErrorDetail[];
  readonly serverMessage: string | null;

  constructor(init: { status: number; errorCode?: number; messageKey?: string | null; details?: FieldErrorDetail[]; message?: string | null; statusText?: string }) {
    const unauthorized = init.status === 401 || init.status === 432;
    super(unauthorized ? 'User not logged-in' : init.message || init.statusText || `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode ?? 0;
    this.messageKey = init.messageKey ?? null;
    this.details = init.details ?? [];
    this.serverMessage = init.message ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Caches of the signed-in user that must go when the session ends. */
export interface SessionCache {
  clear(): void;
}

export interface ApiClientOptions {
  fetch: typeof fetch;
  baseUrl: string;
  /** Where the browser is now: pathname and search. */
  location: () => { pathname: string; search: string };
  /** Full navigation: the login page must start from a clean slate, so the page reloads. */
  redirect: (url: string) => void;
  sessionCache: SessionCache | null;
  /** 432 triggers an extra handler besides the 401 handling. */
  onStatus432: () => void;
  /** Monitoring of statuses of 400 and above except 401 (document 1 section 8). */
  report: (error: ApiError, method: Method, path: string) => void;
  readCsrfToken: () => string | null;
}

const defaults: ApiClientOptions = {
  fetch: (...args) => globalThis.fetch(...args),
  baseUrl: '/api',
  location: () => ({ pathname: globalThis.location?.pathname ?? '/', search: globalThis.location?.search ?? '' }),
  redirect: (url) => globalThis.location?.assign(url),
  sessionCache: null,
  onStatus432: () => {},
  report: reportFailedCall,
  readCsrfToken: () => readCookie('csrf_token'),
};

let options: ApiClientOptions = { ...defaults };

export function configureApiClient(overrides: Partial<ApiClientOptions>): void {
  options = { ...options, ...overrides };
}

export function resetApiClient(): void {
  options = { ...defaults };
}

type BodyArg<D> = [BodyOf<D>] extends [undefined] ? { body?: undefined } : { body: BodyOf<D> };

/** What a call of the route a head stands for takes: its query, its body when it has one, and an abort signal. */
export type CallOptions<H extends Endpoint> = { query?: QueryOf<RouteOf<H>>; signal?: AbortSignal; keepalive?: boolean } & BodyArg<RouteOf<H>>;

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface Envelope {
  baseResponse?: { errorCode?: number; message?: string; messageKey?: string; details?: FieldErrorDetail[] };
  data?: unknown;
}

function handleUnauthorized(status: 401 | 432): void {
  options.sessionCache?.clear();
  if (status === 432) options.onStatus432();
  const here = options.location();
  if (!isPublicPath(here.pathname)) options.redirect(loginPathFor(here.pathname + here.search));
}

/** Calls one contract route under /api and returns its `data`, typed from the contract. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends` asks whether every option is optional, so the options may be left out
export async function api<H extends Endpoint>(route: H, ...args: {} extends CallOptions<NoInfer<H>> ? [CallOptions<NoInfer<H>>?] : [CallOptions<NoInfer<H>>]): Promise<AnswerOf<H>> {
  const call = (args[0] ?? {}) as { query?: unknown; body?: unknown; signal?: AbortSignal; keepalive?: boolean };
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  return send(route, queryString(call.query), { headers, body, signal: call.signal, ...(call.keepalive && { keepalive: true }) });
}

/**
 * Sends a request to a route (CSRF header added for writes) and reads the answer as api() does. `keepalive` lets the
 * request outlive the page (an operator's decision sent as the tab closes, decision 068).
 */
export async function send<H extends Endpoint>(route: H, search: string, init: { headers?: Record<string, string>; body?: BodyInit; signal?: AbortSignal; keepalive?: boolean }): Promise<AnswerOf<H>> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  const token = route.method === 'GET' ? null : options.readCsrfToken();
  if (token) headers['x-csrf-token'] = token;
  const response = await options.fetch(`${options.baseUrl}${route.path}${search}`, {
    method: route.method,
    headers,
    body: init.body,
    credentials: 'same-origin',
    signal: init.signal,
    ...(init.keepalive && { keepalive: true }),
  });
  return readAnswer<H>(response, route);
}

/** The data of an answer, or the ApiError of document 1 section 8 for a status of 300 or above or a non-zero code. */
async function readAnswer<H extends Endpoint>(response: Response, route: H): Promise<AnswerOf<H>> {
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  let payload: unknown = null;
  if (isJson) {
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }
  }
  const envelope = (payload && typeof payload === 'object' ? payload : {}) as Envelope;
  const base = envelope.baseResponse;

  if (response.status >= 300 || (base?.errorCode !== undefined && base.errorCode !== 0)) {
    const error = new ApiError({
      status: response.status,
      errorCode: base?.errorCode,
      messageKey: base?.messageKey ?? null,
      details: Array.isArray(base?.details) ? base.details : [],
      message: base?.message ?? null,
      statusText: response.statusText,
    });
    if (response.status === 401 || response.status === 432) handleUnauthorized(response.status);
    else if (response.status >= 400) options.report(error, route.method, route.path);
    throw error;
  }
  return (isJson ? envelope.data : undefined) as AnswerOf<H>;
}

/** TanStack Query retry policy: a GET is retried twice, and only when the status is above 500. */
export function retryPolicy(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isApiError(error) && error.status > 500;
}
