import fc from 'fast-check';
import { seededRandom } from '@portal/domain/seeded-random';
import type { RouteDef } from '@portal/contract/route';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary.ts';

export type Caller = 'anonymous' | 'owner' | 'member';
export const callers: readonly Caller[] = ['anonymous', 'owner', 'member'];

/** One request of the fuzzer: what is sent, and what kind of case it is (for the findings). */
export interface FuzzRequest {
  kind: string;
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A route with its JSON Schemas, as the OpenAPI document describes it. */
export interface FuzzRoute {
  def: RouteDef;
  body?: JsonSchema;
  query?: JsonSchema;
}

// Far over every field's limit and the query's, well inside the body limit (so the route's checks see it, not the parser's).
const HUGE_TEXT = 'ẞ'.repeat(60_000);
const HUGE_QUERY_TEXT = 'ẞ'.repeat(3_000);
const HUGE_ARRAY = Array.from({ length: 10_000 }, (_, index) => index);
const wrongValues = [0, -1, 1e308, 'text', '', true, null, [], {}, [[[]]], { $gt: '' }, '0x10', '1e999', 'NaN', '<script>', "' or 1=1 --"];
const prototypeKeys = '"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},';
const oddContentTypes = [
  ' application/json',
  'application/json\t',
  'APPLICATION/JSON',
  'Application/Json; charset=utf-8',
  'application/json; charset=utf-8 junk',
  'application/json;;;',
  'application/jsonjunk',
  'application/json, text/plain',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
];
const brokenBodies = ['{"a":', '[1,', '{"a":1}}', 'nul', '\u0000', '{"a":"\\ud800"}', '{"a":1,"a":2', '"', '{"a":NaN}', '{,}', '\ufeff{}', `${'['.repeat(5000)}${']'.repeat(5000)}`];
const otherMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A query string as a browser writes it, objects and arrays spelled out in text. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else search.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The paths of fields inside a value (objects and arrays), to mutate one of them. */
function fieldPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...fieldPaths(item, [...prefix, key], depth + 1)]);
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) };
  const [head, ...rest] = path;
  (copy as Record<string | number, unknown>)[head!] = setAt((root as Record<string | number, unknown>)[head!], rest, value);
  return copy;
}

function removeAt(root: unknown, path: (string | number)[]): unknown {
  if (path.length === 1) {
    if (Array.isArray(root)) return root.filter((_, index) => index !== path[0]);
    const { [path[0]!]: _dropped, ...rest } = root as Record<string, unknown>;
    return rest;
  }
  const [head, ...rest] = path;
  return setAt(root, [head!], removeAt((root as Record<string | number, unknown>)[head!], rest));
}

/** What a mutation changes: the body and query it starts from, and the request it makes of them. */
interface Draft {
  body: unknown;
  query: unknown;
  method: string;
  contentType?: string;
  rawBody?: string | Buffer;
  rawQuery?: string;
}

type Mutation = (draft: Draft, random: () => number, route: FuzzRoute) => Draft | null;

/** Mutates one field of the body (or, for a GET, of the query). */
const onFields =
  (change: (value: unknown, path: (string | number)[], random: () => number) => unknown): Mutation =>
  (draft, random, route) => {
    const target = route.def.method === 'GET' || route.def.multipart ? 'query' : 'body';
    const value = draft[target] ?? {};
    const paths = fieldPaths(value);
    const path = paths.length ? pick(random, paths) : ['field'];
    return { ...draft, [target]: change(value, path, random) };
  };

const mutations: Record<string, Mutation> = {
  valid: (draft) => draft,
  'missing field': onFields((value, path) => removeAt(value, path)),
  'extra field': onFields((value, path, random) => setAt(value, [...path.slice(0, -1), `unexpected_${Math.floor(random() * 1000)}`], 'surprise')),
  'wrong type': onFields((value, path, random) => setAt(value, path, pick(random, wrongValues))),
  'huge text': (draft, random, route) => onFields((value, path) => setAt(value, path, route.def.method === 'GET' ? HUGE_QUERY_TEXT : HUGE_TEXT))(draft, random, route),
  'huge array': onFields((value, path) => setAt(value, path, HUGE_ARRAY)),
  'empty body': (draft) => ({ ...draft, body: undefined, query: undefined }),
  'prototype keys': (draft, _random, route) => {
    if (route.def.method === 'GET') return { ...draft, rawQuery: `__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.isAdmin=1` };
    const body = JSON.stringify(draft.body && typeof draft.body === 'object' && !Array.isArray(draft.body) ? draft.body : {});
    return { ...draft, rawBody: `{${prototypeKeys}${body.slice(1)}` };
  },
  'odd content type': (draft, random) => ({ ...draft, method: draft.method === 'GET' ? 'POST' : draft.method, contentType: pick(random, oddContentTypes), rawBody: JSON.stringify(draft.body ?? {}) }),
  'broken body': (draft, random) => ({ ...draft, method: draft.method === 'GET' ? 'POST' : draft.method, contentType: 'application/json', rawBody: pick(random, brokenBodies) }),
  'wrong method': (draft, random) => ({
    ...draft,
    method: pick(
      random,
      otherMethods.filter((method) => method !== draft.method),
    ),
  }),
  'odd query': (_draft, random) => ({
    ..._draft,
    rawQuery: pick(random, [
      'offset=-1&count=1e9',
      'count=%ZZ',
      'id=1&id=2&id=3',
      `q=${'%F0%9F%8E%B5'.repeat(2000)}`,
      'offset=&count=',
      'lang=../../etc/passwd',
      'albumId=9007199254740993',
      'id[]=1',
      'a=%00',
    ]),
  }),
};
export const mutationNames = Object.keys(mutations);

/**
 * `count` requests for a route, reproducible from the seed: the first is a valid one as the owner, the rest cycle
 * through the mutations and callers.
 */
export function fuzzRequests(route: FuzzRoute, count: number, seed: number): FuzzRequest[] {
  const bodies = route.body ? fc.sample(schemaArbitrary(route.body), { numRuns: count, seed }) : [];
  const queries = route.query ? fc.sample(schemaArbitrary(route.query), { numRuns: count, seed: seed + 1 }) : [];
  const random = seededRandom(seed);
  const requests: FuzzRequest[] = [];
  for (let index = 0; index < count; index++) {
    const name = index === 0 ? 'valid' : mutationNames[index % mutationNames.length]!;
    const caller = index === 0 ? 'owner' : callers[Math.floor(index / mutationNames.length + index) % callers.length]!;
    const start: Draft = { body: route.def.method === 'GET' ? undefined : (bodies[index] ?? {}), query: queries[index], method: route.def.method };
    const draft = mutations[name]!(start, random, route) ?? start;
    const path = `/api${route.def.path.replace(/:(\w+)/g, () => encodeURIComponent(pick(random, ['1', 'x', '..%2F..', '0', '-1', '9'.repeat(30)])))}`;
    const query = draft.rawQuery !== undefined ? `?${draft.rawQuery}` : queryString(draft.query);
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (draft.method !== 'GET' && draft.method !== 'HEAD') {
      payload = draft.rawBody ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
      if (payload !== undefined) headers['content-type'] = draft.contentType ?? 'application/json';
    }
    requests.push({ kind: name, caller, method: draft.method, url: `${path}${query}`, headers, payload });
  }
  return requests;
}
