import * as passportRoutes from '@portal/contract/heads/passport';
import type { QueryClient } from '@tanstack/react-query';
import { api, configureApiClient } from './api-client.ts';
import { SESSION_KEY, regionQuery } from './queries.ts';
import { readStorage, removeStorage, StorageKey, writeStorage } from './storage.ts';

export interface LoginData {
  userId: number;
  at: string;
  method: 'password' | 'email-code' | 'sms' | 'signup-email' | 'signup-phone';
}

export function saveLoginData(data: LoginData): void {
  writeStorage(StorageKey.loginData, JSON.stringify(data));
  removeStorage(StorageKey.loginError);
}

export function readLoginData(): LoginData | null {
  const raw = readStorage(StorageKey.loginData);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LoginData;
  } catch {
    return null;
  }
}

/** Forgets the signed-in user: cached queries under 'me', the region's isLogin flag and the stored login data. */
export function clearSession(client: QueryClient): void {
  client.removeQueries({ queryKey: SESSION_KEY });
  client.setQueryData(regionQuery.queryKey, (old) => (old ? { ...old, isLogin: false } : old));
  removeStorage(StorageKey.loginData);
}

/** Wires the API client's 401/432 handling to the query cache. */
export function installSessionHandling(client: QueryClient): void {
  configureApiClient({ sessionCache: { clear: () => clearSession(client) } });
}

/** Ends the session on the server and locally; the caller decides where to go. */
export async function logoutWithoutRedirect(client: QueryClient): Promise<void> {
  try {
    await api(passportRoutes.logout);
  } finally {
    clearSession(client);
    client.clear();
  }
}

/** Logout returns to home (document 1 section 6), with a full load so no state of the old session survives. */
export async function logout(client: QueryClient): Promise<void> {
  try {
    await logoutWithoutRedirect(client);
  } finally {
    globalThis.location.assign('/');
  }
}
