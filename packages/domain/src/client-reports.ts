/**
 * The browser's error reports (document 1 section 8, decision 059): what a report may carry and how anything personal
 * is taken out of it. The web app scrubs before it sends and the server scrubs again before it counts, with these
 * same rules, so a report never stores an address, a phone number, a token or a query string.
 */

/** error: an uncaught error or rejection; render: a page failed and showed the error screen; api: an answer of 400
 * or above except 401; missing_i18n: a text key or a placeholder's variable the catalogs lack. */
export const CLIENT_REPORT_KINDS = ['error', 'render', 'api', 'missing_i18n'] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

export const CLIENT_REPORT_LIMITS = {
  /** Reports in one request. */
  perBatch: 10,
  /** Distinct reports one page load sends at most; the rest of a storm is noise. */
  perPage: 20,
  /** What a report may send (longer is refused) and what is kept of it after scrubbing. */
  messageSent: 1000,
  messageKept: 300,
  frameSent: 500,
  frameKept: 200,
  routeSent: 500,
  routeKept: 120,
  /** A whole request: ten reports as the web app sends them (scrubbed and cut short) fit with room to spare. */
  bodyBytes: 32 * 1024,
} as const;

/** The web build's id: letters, digits, dot, dash and underscore. */
export const RELEASE_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
/** A query string or a fragment with a value, after a URL or a path (a lone question mark in a sentence stays). */
const QUERY = /([\w/.-])[?#][^\s"'<>()[\]{}]*[=&][^\s"'<>()[\]{}]*/g;
/** A secret named as such: `token=…`, `password: …`, `Bearer …`. */
const NAMED_SECRET = /\b(?:(bearer)\s+|(token|access_token|id_token|refresh_token|password|passwd|pwd|secret|api_?key|code)["']?\s*[:=]\s*)["']?[^\s"',;&}]+["']?/gi;
/** A long run of letters and digits mixed: a session id, a JWT part, a hash, a key. */
const TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}\b/g;
/** A phone number written with separators (seven digits or more in all). */
const PHONE = /\+?\d[\d ().-]{5,}\d/g;
/** Six digits or more in a row: a phone number, a one-time code, an account or card number. */
const LONG_DIGITS = /\d{6,}/g;

const digitCount = (text: string) => text.replace(/\D/g, '').length;
/** Control characters (a NUL is refused by PostgreSQL text) read as spaces. */
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A report's message (or top stack frame) without personal data, on one line, at most `max` characters. */
export function scrubText(text: string, max: number = CLIENT_REPORT_LIMITS.messageKept): string {
  const scrubbed = text
    .replace(CONTROL, ' ')
    .replace(QUERY, '$1')
    .replace(EMAIL, '<email>')
    .replace(NAMED_SECRET, (_whole, bearer: string | undefined, name: string | undefined) => `${bearer ?? name} <secret>`)
    .replace(TOKEN, '<token>')
    .replace(PHONE, (match) => (digitCount(match) >= 7 ? '<number>' : match))
    .replace(LONG_DIGITS, '<number>')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

/**
 * A stack frame keeps its line and column (a minified bundle's columns run to five or six digits); only what could
 * be personal goes: addresses, query strings, tokens.
 */
export function scrubFrame(frame: string): string {
  const position = /:\d+(?::\d+)?\)?\s*$/.exec(frame)?.[0] ?? '';
  const scrubbed = frame
    .slice(0, frame.length - position.length)
    .replace(CONTROL, ' ')
    .replace(QUERY, '$1')
    .replace(EMAIL, '<email>')
    .replace(TOKEN, '<token>')
    .concat(position)
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > CLIENT_REPORT_LIMITS.frameKept ? `${scrubbed.slice(0, CLIENT_REPORT_LIMITS.frameKept - 1)}…` : scrubbed;
}

/** A path segment that names one thing rather than a page: a number, an id, a code, a token, an address. */
function isIdentifier(segment: string): boolean {
  return /^\d+$/.test(segment) || /@|%40/i.test(segment) || (/\d/.test(segment) && segment.length >= 6) || segment.length > 40;
}

/** The page's route as a pattern: no origin, query or fragment, and every id as `:id` (`/release/edit/:id`). */
export function routePattern(path: string): string {
  const pathname = path
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .replace(/[?#].*$/, '');
  const pattern = `/${pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (isIdentifier(segment) ? ':id' : segment.replace(/[^\w.:-]/g, '_')))
    .join('/')}`;
  return pattern.length > CLIENT_REPORT_LIMITS.routeKept ? pattern.slice(0, CLIENT_REPORT_LIMITS.routeKept) : pattern;
}
