import { afterEach } from 'vitest';
import { type AnswerOf, configureApiClient, type Endpoint, type FieldErrorDetail, resetApiClient } from '../lib/api-client.ts';

/** One call the page made: the path without /api, the query, the body (JSON, or a form's fields with a file by its name) and the CSRF header. */
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  csrf: string | undefined;
}

/** What the fake server answers: data, a refusal in the API's envelope, or an error thrown as a network failure. */
export type Reply = { data: unknown } | { status: number; messageKey?: string; errorCode?: number; details?: FieldErrorDetail[] } | Error;

/** An answer typed as the route's, so test data of the wrong shape does not compile. */
export const ok = <H extends Endpoint>(_route: H, data: AnswerOf<H>): Reply => ({ data });
export const refused = (messageKey: string, status = 400, details: FieldErrorDetail[] = []): Reply => ({ status, messageKey, details });
export const isCallTo = (call: ApiCall, route: Endpoint) => call.method === route.method && call.path === route.path;

function bodyOf(raw: BodyInit | null | undefined): unknown {
  if (raw instanceof FormData) return Object.fromEntries([...raw.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
  return raw ? JSON.parse(String(raw)) : undefined;
}

function envelope(reply: Exclude<Reply, Error>): Response {
  const ok = 'data' in reply;
  const body = ok
    ? { baseResponse: { errorCode: 0, message: 'success' }, data: reply.data }
    : { baseResponse: { errorCode: reply.errorCode ?? 10001, message: 'refused', messageKey: reply.messageKey, details: reply.details ?? [] } };
  return new Response(JSON.stringify(body), { status: ok ? 200 : reply.status, headers: { 'content-type': 'application/json' } });
}

/**
 * Answers the app's API calls as `reply` says, and keeps each call; the real client is back after each test. A reply
 * that is an Error fails the call as the network would.
 */
export function serveApi(reply: (call: ApiCall) => Reply | Promise<Reply>) {
  const calls: ApiCall[] = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'https://portal.example');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: Object.fromEntries(url.searchParams),
        body: bodyOf(init?.body),
        csrf: headers['x-csrf-token'],
      };
      calls.push(call);
      const answer = await reply(call);
      if (answer instanceof Error) throw answer;
      return envelope(answer);
    }) as typeof fetch,
    readCsrfToken: () => 'csrf-token',
    report: () => {},
  });
  return { calls, callsTo: (route: Endpoint) => calls.filter((call) => isCallTo(call, route)) };
}

afterEach(resetApiClient);
