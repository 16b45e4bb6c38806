import v8 from 'node:v8';
import vm from 'node:vm';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@portal/contract/route';
import { buildOpenApi } from '../openapi.ts';
import type { TestClient } from '../../test/harness.ts';
import { fuzzRequests, type Caller, type FuzzRequest } from './requests.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

/** What the fuzzer found wrong with one answer. */
export interface Finding {
  route: string;
  kind: string;
  caller: Caller;
  request: string;
  problem: string;
}

type Validate = ((value: unknown) => boolean) & { errors?: unknown };

/** zod writes `$schema` into every piece; inside a document only the root may say it. */
function withoutSchemaKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSchemaKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$schema')
      .map(([key, item]) => [key, withoutSchemaKeys(item)]),
  );
}

/** The routes with their request and answer schemas, read from the OpenAPI document the server publishes. */
export function describeRoutes(routes: RouteDef[]) {
  // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document's parts are untyped JSON
  const document = buildOpenApi(routes) as { paths: Record<string, Record<string, any>> };
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const compile = (schema: unknown): Validate => ajv.compile(withoutSchemaKeys(schema) as object) as Validate;
  return routes.map((def) => {
    const operation = document.paths[`/api${def.path}`]![def.method.toLowerCase()]!;
    const query = def.query ? (withoutSchemaKeys(toObjectSchema(operation.parameters)) as JsonSchema) : undefined;
    const content = operation.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
    const body = content ? (withoutSchemaKeys(Object.values(content)[0]!.schema) as JsonSchema) : undefined;
    const success = operation.responses['200'].content['application/json']?.schema;
    const failure = operation.responses['400'].content['application/json'].schema;
    return { def, query, body, success: success ? compile(success) : undefined, failure: compile(failure) };
  });
}

function toObjectSchema(parameters: { name: string; required: boolean; schema: JsonSchema }[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

export type DescribedRoute = ReturnType<typeof describeRoutes>[number];

/** Sends one request with a caller's cookies and CSRF token, as a browser would. */
async function send(app: FastifyInstance, client: TestClient | null, request: FuzzRequest) {
  const headers = { ...request.headers };
  if (client?.jar.size) headers.cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  if (client && request.method !== 'GET') headers['x-csrf-token'] = client.jar.get('csrf_token') ?? '';
  return app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload, remoteAddress: client?.ip ?? '198.51.100.7' });
}

const polluted = () => Object.keys(Object.prototype).length > 0 || ({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).isAdmin !== undefined;

/** What is wrong with an answer, or null when it is one the contract allows. */
function check(route: DescribedRoute, request: FuzzRequest, status: number, headers: Record<string, unknown>, body: string, otherRoutes: Set<string>): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (polluted()) return 'Object.prototype was polluted';
  // The same path with another method may be a route of its own (GET and PUT /user).
  if (otherRoutes.has(`${request.method} ${route.def.path}`)) return null;
  const type = String(headers['content-type'] ?? '');
  const isRouteCall = request.method === route.def.method;
  if (status < 300 && isRouteCall && route.def.download) return headers['content-disposition'] ? null : 'a download without content-disposition';
  if (request.method === 'HEAD' || request.method === 'OPTIONS' || status === 204) return null;
  if (!type.startsWith('application/json')) return `answered ${status} as ${type || 'no content type'}`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `answered ${status} with JSON that does not parse`;
  }
  if (status < 300) {
    if (!isRouteCall) return `answered ${status} to ${request.method}`;
    if (route.success && !route.success(json)) return `success answer outside its schema: ${JSON.stringify(route.success.errors).slice(0, 300)}`;
    return null;
  }
  if (!route.failure(json)) return `error answer outside the error schema: ${body.slice(0, 200)}`;
  if (!(json as { baseResponse: { message: string } }).baseResponse.message) return `answered ${status} without a message`;
  return null;
}

export interface Callers {
  owner: TestClient;
  member: TestClient;
}

/**
 * Runs `casesPerRoute` requests against every route and answers what was wrong. `callers` is asked before each route
 * for live sessions (a valid request may have logged a caller out or changed their password).
 */
export async function fuzzRoutes(
  app: FastifyInstance,
  routes: DescribedRoute[],
  options: { casesPerRoute: number; seed: number; callers: () => Promise<Callers>; onRoute?: (index: number) => void },
): Promise<{ findings: Finding[]; requests: number }> {
  const findings: Finding[] = [];
  let requests = 0;
  const registered = new Set(routes.map((route) => `${route.def.method} ${route.def.path}`));
  for (const [index, route] of routes.entries()) {
    const current = await options.callers();
    const clients: Record<Caller, TestClient | null> = { anonymous: null, owner: current.owner, member: current.member };
    for (const request of fuzzRequests(route, options.casesPerRoute, options.seed + index * 7919)) {
      const answer = await send(app, clients[request.caller], request);
      requests++;
      const problem = check(route, request, answer.statusCode, answer.headers, answer.body, registered);
      if (problem) {
        findings.push({
          route: `${route.def.method} ${route.def.path}`,
          kind: request.kind,
          caller: request.caller,
          request: `${request.method} ${request.url.slice(0, 160)} [${request.headers['content-type'] ?? ''}] ${String(request.payload ?? '').slice(0, 160)}`,
          problem,
        });
      }
    }
    options.onRoute?.(index);
  }
  return { findings, requests };
}

let collect: (() => void) | undefined;
/** Heap in use after a full garbage collection, in MB. */
export function heapAfterGc(): number {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}
