/** Storage access that never throws (private mode, disabled storage, node tests). */
function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

export function readStorage(key: string, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, kind: 'local' | 'session' = 'local'): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value is only a convenience.
  }
}

export function removeStorage(key: string, kind: 'local' | 'session' = 'local'): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // ignore
  }
}

export function clearStorage(kind: 'local' | 'session'): void {
  try {
    store(kind)?.clear();
  } catch {
    // ignore
  }
}

/** Local storage keys of document 1 section 3 that the shell uses. */
export const StorageKey = {
  language: 'language',
  inviteCode: 'invite-code',
  managerInviteCode: 'manager-invite-code',
  loginData: 'login-data',
  loginError: 'login-error',
  cookieTypes: 'cookie-types',
  gpcConsent: 'gpc-consent',
  usComplianceAck: 'us-compliance-ack',
  testConfig: 'test-config',
  /** Local: a label saw the music-tab not-supported notice (shown once). */
  musicTabLabelNotice: 'music-tab-label-notice',
  /** Session: the short-video callback's code and state, and the music-tab page waiting for them. */
  ttOAuthCode: 'tt-oauth-code',
  ttOAuthState: 'tt-oauth-state',
  musicTabLinking: 'music-tab-linking',
} as const;
