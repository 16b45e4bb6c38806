import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient, resetApiClient } from './api-client.ts';

// Every api module of the web app (a feature's api.ts and *-api.ts, the shell's and lib's), called as the pages call
// it, against a recording fetch: each request must be a route of the contract with its method, a write must carry the
// CSRF header, and two queries under one cache key must ask for the same thing.

const modules = import.meta.glob(['../features/**/api.ts', '../features/**/*-api.ts', '../app/**/*-api.ts', './*-api.ts']);
const heads = import.meta.glob('../../../../packages/contract/src/heads/*.ts', { eager: true }) as Record<string, Record<string, { method: string; path: string }>>;

interface Recorded {
  method: string;
  path: string;
  search: string;
  csrf: string | undefined;
  contentType: string | undefined;
}

const routes = new Set(
  Object.values(heads)
    .flatMap((module) => Object.values(module))
    .filter((value) => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
    .map((route) => `${route.method} ${route.path}`),
);
const matchesRoute = (method: string, path: string) =>
  routes.has(`${method} ${path}`) || [...routes].some((route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(`${method} ${path}`));

let requests: Recorded[] = [];
const respond = () => new Response(JSON.stringify({ baseResponse: { errorCode: 0, message: 'success' }, data: {} }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeAll(() => {
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'https://portal.example');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      requests.push({ method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), search: url.search, csrf: headers['x-csrf-token'], contentType: headers['content-type'] });
      return respond();
    }) as typeof fetch,
    readCsrfToken: () => 'csrf-token',
    location: () => ({ pathname: '/overview', search: '' }),
    redirect: () => {},
    report: () => {},
  });
});
afterAll(resetApiClient);

type QueryLike = { queryKey: readonly unknown[]; queryFn: (context: unknown) => Promise<unknown> };
const isQuery = (value: unknown): value is QueryLike =>
  typeof value === 'object' && value !== null && Array.isArray((value as QueryLike).queryKey) && typeof (value as QueryLike).queryFn === 'function';

/** Runs what an export does when a page uses it: a query's fetch, or a call (with whatever arguments it takes blank). */
async function exercise(value: unknown): Promise<Recorded[]> {
  requests = [];
  const context = { signal: new AbortController().signal, queryKey: [], meta: undefined, pageParam: undefined, client: undefined };
  try {
    if (isQuery(value)) await value.queryFn({ ...context, queryKey: value.queryKey });
    else if (typeof value === 'function') {
      const result = value();
      if (isQuery(result)) await result.queryFn({ ...context, queryKey: result.queryKey });
      else if (result instanceof Promise) await result;
    }
  } catch {
    // A call that needs real arguments stops before or after its request; what it sent is still recorded.
  }
  return requests;
}

describe('the api modules', () => {
  it('call only routes of the contract, with their methods, and send the CSRF header with every write', async () => {
    const calls: { name: string; request: Recorded }[] = [];
    for (const [file, load] of Object.entries(modules)) {
      for (const [name, value] of Object.entries((await load()) as Record<string, unknown>)) {
        for (const request of await exercise(value)) calls.push({ name: `${file}#${name}`, request });
      }
    }
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    expect(calls.length).toBeGreaterThan(200);
    expect(calls.filter(({ request }) => !matchesRoute(request.method, request.path)).map(({ name, request }) => `${name}: ${request.method} ${request.path}`)).toEqual([]);
    expect(calls.filter(({ request }) => request.method !== 'GET' && request.csrf !== 'csrf-token').map(({ name }) => name)).toEqual([]);
  }, 60_000);

  it('never let two different requests share a cache key', async () => {
    const byKey = new Map<string, { name: string; request: string }>();
    const clashes: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      for (const [name, value] of Object.entries((await load()) as Record<string, unknown>)) {
        if (!isQuery(value)) continue;
        const [request] = await exercise(value);
        if (!request) continue;
        const key = JSON.stringify(value.queryKey);
        const asked = `${request.method} ${request.path}${request.search}`;
        const before = byKey.get(key);
        if (before && before.request !== asked) clashes.push(`${key}: ${before.name} asks ${before.request}, ${file}#${name} asks ${asked}`);
        byKey.set(key, { name: `${file}#${name}`, request: asked });
      }
    }
    expect(byKey.size).toBeGreaterThan(20);
    expect(clashes).toEqual([]);
  }, 60_000);
});
