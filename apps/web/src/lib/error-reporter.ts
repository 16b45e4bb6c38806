import * as monitoringRoutes from '@portal/contract/heads/monitoring';
import { CLIENT_REPORT_LIMITS, type ClientReportKind, RELEASE_PATTERN, routePattern, scrubFrame, scrubText } from '@portal/domain/client-reports';
import { uiLanguages } from '@portal/domain/languages';
import { readCookie } from './cookies.ts';

/**
 * Monitoring (document 1 section 8, decision 059): the page reports its uncaught errors, the error screen, failed
 * calls (400 and above except 401) and missing texts to the server, which counts them for the operators. Reports
 * are scrubbed here already, sent once per page load each, at most CLIENT_REPORT_LIMITS.perPage of them, in batches.
 */

export interface ClientReport {
  kind: ClientReportKind;
  message: string;
  frame?: string;
  route: string;
  release: string;
  language: string;
}

export interface ReporterOptions {
  /** Delivers one batch; never throws, never reports its own failure. */
  send: (reports: ClientReport[]) => void;
  release: string;
  route: () => string;
  language: () => string;
  /** How long a report waits for others to share its request. */
  delayMs?: number;
}

export interface Reporter {
  report(kind: ClientReportKind, message: string, extra?: { frame?: string; language?: string }): void;
  /** Sends what waits now (the page is going away). */
  flush(): void;
}

/** The web build's id, set by Vite at build time (vite.config.ts); tests and the dev server without it say "dev". */
export const WEB_RELEASE = typeof __WEB_RELEASE__ === 'string' && RELEASE_PATTERN.test(__WEB_RELEASE__) ? __WEB_RELEASE__ : 'dev';

const knownLanguage = (language: string) => ((uiLanguages as readonly string[]).includes(language) ? language : 'en');

export function createReporter(options: ReporterOptions): Reporter {
  const seen = new Set<string>();
  let waiting: ClientReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    options.send(batch);
  };

  return {
    flush,
    report(kind, message, extra = {}) {
      const text = scrubText(message);
      const frame = extra.frame ? scrubFrame(extra.frame) : undefined;
      if (!text) return;
      const key = `${kind}\n${text}\n${frame ?? ''}`;
      if (seen.has(key) || seen.size >= CLIENT_REPORT_LIMITS.perPage) return;
      seen.add(key);
      waiting.push({
        kind,
        message: text,
        ...(frame ? { frame } : {}),
        route: routePattern(options.route()),
        release: options.release,
        language: knownLanguage(extra.language ?? options.language()),
      });
      if (waiting.length >= CLIENT_REPORT_LIMITS.perBatch) flush();
      else timer ??= setTimeout(flush, options.delayMs ?? 2_000);
    },
  };
}

/**
 * A batch as a keepalive fetch, which outlives the page like sendBeacon but, unlike it, carries the CSRF header every
 * write needs (decision 059). Failures are dropped: reporting them would report forever.
 */
function sendWithKeepalive(reports: ClientReport[]): void {
  const token = readCookie('csrf_token');
  void globalThis
    .fetch(`/api${monitoringRoutes.reportClientErrors.path}`, {
      method: monitoringRoutes.reportClientErrors.method,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
      body: JSON.stringify({ reports }),
    })
    .catch(() => {});
}

let active: Reporter | null = null;

/** Reports to monitoring; nothing happens until installErrorReporting has run (tests, the server). */
export function reportToMonitoring(kind: ClientReportKind, message: string, extra?: { frame?: string; language?: string }): void {
  active?.report(kind, message, extra);
}

/** `TypeError: x is undefined`, or what was thrown when it is not an Error. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The first frame of an error's stack (Chrome's `at fn (file:1:2)`, Firefox's and Safari's `fn@file:1:2`). */
export function topFrame(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^at\s/.test(line) || /@\S+:\d+/.test(line));
}

/** A failed call reported from the API client: status, method, route, and the server's message key and code. */
export function reportFailedCall(failure: { status: number; errorCode: number; messageKey: string | null }, method: string, path: string): void {
  const detail = [failure.messageKey, failure.errorCode ? `(${failure.errorCode})` : null].filter(Boolean).join(' ');
  reportToMonitoring('api', `${failure.status} ${method} ${path}${detail ? ` ${detail}` : ''}`);
}

/**
 * What the error screen showed: a loader's error, a chunk that failed to load, a route's error answer. A failed
 * call is named by its status and message key, not its text, which is in the reader's language.
 */
export function reportRenderFailure(error: unknown): void {
  const answer = error as { name?: unknown; status?: unknown; statusText?: unknown; messageKey?: unknown } | null;
  const text =
    answer && typeof answer === 'object' && typeof answer.status === 'number'
      ? [answer.name === 'ApiError' ? 'ApiError' : 'Route answer', answer.status, answer.messageKey ?? answer.statusText].filter(Boolean).join(' ')
      : errorText(error);
  reportToMonitoring('render', text, { frame: topFrame(error) });
}

// Noise the browser raises itself, and failures that are reported elsewhere (a failed call) or are not failures.
const IGNORED = /^(ResizeObserver loop|Script error\.?$)/;
const isReportedElsewhere = (reason: unknown) => reason instanceof Error && (reason.name === 'ApiError' || reason.name === 'AbortError');

/** Starts reporting: uncaught errors and rejections from now on, and the page's waiting reports when it goes away. */
export function installErrorReporting(context: { language: () => string }, send: (reports: ClientReport[]) => void = sendWithKeepalive): Reporter {
  const reporter = createReporter({ send, release: WEB_RELEASE, language: context.language, route: () => globalThis.location?.pathname ?? '/' });
  active = reporter;
  window.addEventListener('error', (event: ErrorEvent) => {
    const text = event.error !== undefined && event.error !== null ? errorText(event.error) : event.message;
    if (!text || IGNORED.test(text)) return;
    const frame = topFrame(event.error) ?? (event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined);
    reporter.report('error', text, { frame });
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isReportedElsewhere(event.reason)) return;
    reporter.report('error', errorText(event.reason), { frame: topFrame(event.reason) });
  });
  window.addEventListener('pagehide', () => reporter.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  return reporter;
}
