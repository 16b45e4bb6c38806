import { z } from 'zod';
import type { RouteDef } from '@portal/contract/route';
import { errorResponse } from '@portal/contract/route';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;

/** OpenAPI 3.1 built from the contract's zod schemas. */
export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = [];
    if (route.query) {
      const schema = jsonSchema(route.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
      }
    }
    const success = {
      type: 'object',
      properties: { baseResponse: jsonSchema(z.object({ errorCode: z.literal(0), message: z.string() }), 'output'), data: jsonSchema(route.response, 'output') },
      required: ['baseResponse', 'data'],
    };
    const errors = Object.fromEntries(
      ['400', '401', '403', '404', '409', '413', '429'].map((status) => [
        status,
        { description: 'Error with baseResponse.errorCode', content: { 'application/json': { schema: jsonSchema(errorResponse, 'output') } } },
      ]),
    );
    paths[`/api${route.path}`] ??= {};
    paths[`/api${route.path}`]![route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      'x-access': route.access,
      ...(route.errorCodes ? { 'x-error-codes': route.errorCodes } : {}),
      ...(route.access !== 'public' ? { security: [{ session: [] }] } : {}),
      parameters,
      ...(route.body ? { requestBody: { required: true, content: { [route.multipart ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(route.body, 'input') } } } } : {}),
      responses: {
        '200': route.download
          ? { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
          : { description: 'Success', content: { 'application/json': { schema: success } } },
        ...errors,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SoundPort API',
      version: '1.0.0',
      description: 'Every non-GET call must send the x-csrf-token header equal to the csrf_token cookie. Sessions use the HttpOnly sid cookie.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    paths,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable reference page, rendered on the server with no scripts. */
export function renderDocsPage(doc: ReturnType<typeof buildOpenApi>): string {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const operation = op as { summary: string; tags: string[]; 'x-access': string; requestBody?: unknown; parameters: unknown[]; responses: Record<string, unknown> };
        const firstSchema = (content: Record<string, { schema: unknown }>) => Object.values(content)[0]?.schema;
        const body = operation.requestBody
          ? `<h4>Body</h4><pre>${escapeHtml(JSON.stringify(firstSchema((operation.requestBody as { content: Parameters<typeof firstSchema>[0] }).content), null, 2))}</pre>`
          : '';
        const params = operation.parameters.length ? `<h4>Query</h4><pre>${escapeHtml(JSON.stringify(operation.parameters, null, 2))}</pre>` : '';
        const success = (operation.responses['200'] as { content: Record<string, { schema: { properties: { data: unknown } } }> }).content;
        const data = success['application/json'] ? success['application/json'].schema.properties.data : { type: 'string', format: 'binary' };
        const response = `<h4>Response data</h4><pre>${escapeHtml(JSON.stringify(data, null, 2))}</pre>`;
        return `<section id="${escapeHtml(method + path)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <small>${escapeHtml(operation['x-access'])}</small></h3><p>${escapeHtml(operation.summary)}</p><details><summary>Schemas</summary>${params}${body}${response}</details></section>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>SoundPort API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}section{border-bottom:1px solid #e9ecef;padding:.5rem 0}
.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:.1em .4em}.get{background:#228be6}.post{background:#40c057}.put{background:#fab005}.delete{background:#fa5252}
pre{background:#f8f9fa;padding:.75rem;overflow:auto;font-size:12px}small{color:#868e96;font-weight:normal}</style></head>
<body><h1>SoundPort API reference</h1><p>${escapeHtml(doc.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Every answer is <code>{ baseResponse: { errorCode, message }, data }</code>.</p>${sections}</body></html>`;
}
