/**
 * Public paths of document 1 section 2: home, login, sign-up, reset password, third-party bind, feedback,
 * knowledge and FAQ; the invite entries (friend and team invitations), one-click unsubscribe and cookie settings
 * are public too, as are the legal documents (decision 056), and so are the OAuth return pages, which must work in a popup before the session is known.
 * Everything else needs a session.
 */
const publicExact = new Set([
  '/',
  '/faq',
  '/invite',
  '/team/invite',
  '/unsubscribe',
  '/subscribe/confirm',
  '/content-supply',
  '/cookie-settings',
  '/oauth/tiktok/callback',
  '/oauth/google/link',
  '/oauth/status',
  '/oauth/youtube/result',
]);
const publicPrefixes = ['/login', '/sign-up', '/reset-password', '/third-party-bind', '/feedback', '/knowledge', '/legal'];

export function isPublicPath(pathname: string): boolean {
  return publicExact.has(pathname) || publicPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/** Pages where the floating contact-us button stays hidden: home, login paths and activity paths. */
const noContactPrefixes = ['/login', '/sign-up', '/reset-password', '/activity'];

export function showsContactButton(pathname: string): boolean {
  return pathname !== '/' && !noContactPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The path to return to after login: only same-origin relative paths; a bare route name such as
 * `overview` means `/overview`. Anything else falls back.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next) return fallback;
  const value = next.trim();
  if (/^[A-Za-z0-9][\w-]*$/.test(value)) return `/${value}`;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const base = 'http://same.origin';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function loginPathFor(pathWithSearch: string): string {
  return `/login?next=${encodeURIComponent(pathWithSearch)}`;
}
