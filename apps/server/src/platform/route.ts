import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BusinessCode } from '@portal/domain/errors';
import type { RouteDef, download } from '@portal/contract/route';
import { AppError, forbidden, notLoggedIn } from './errors.ts';
import { zodIssuesToFieldErrors } from './validation.ts';
import { requestLanguage } from './language.ts';
import { readSession, type Auth } from './session.ts';
import { actorOf, enforcePermission, type Actor } from './actor.ts';
import type { Services } from './services.ts';

export interface HandlerContext<Q, B> {
  query: Q;
  body: B;
  req: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  /** The language of this request: lang query, lang cookie, the user's saved choice, Accept-Language. */
  language: string;
  /** The signed-in user; throws 401 when there is none (routes with access user or admin always have one). */
  auth(): Auth;
  optionalAuth(): Auth | null;
  /** The caller and the account they act in (their own, or a team owner's); throws 401 without a session. */
  actor(): Actor;
}

type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

const SUCCESS = Object.freeze({ errorCode: 0, message: 'success' });

/** A success answer serialised once, for handlers that serve the same answer many times from a cache. */
export class PreparedAnswer<T> {
  readonly body: Buffer;
  constructor(readonly data: T) {
    this.body = Buffer.from(JSON.stringify({ baseResponse: SUCCESS, data }));
  }
}

// Keyed by the HTTP server, which an app shares with its encapsulated plugin scopes (the multipart routes live in one).
const routesByServer = new WeakMap<object, RouteDef[]>();

/** The contract routes registered on an app or any of its scopes, in registration order. */
export function registeredRoutes(app: FastifyInstance): RouteDef[] {
  return routesByServer.get(app.server) ?? [];
}

/** Registers one contract route: query and body checked by its zod schemas, access enforced, response checked. */
export function register<D extends RouteDef>(
  app: FastifyInstance,
  services: Services,
  def: D,
  handler: (ctx: HandlerContext<Out<D['query']>, Out<D['body']>>) => Promise<z.input<D['response']> | PreparedAnswer<z.input<D['response']>>>,
): void {
  if (def.access === 'user' && !def.permission) throw new Error(`${def.method} ${def.path} declares no permission`);
  routesByServer.set(app.server, [...registeredRoutes(app), def]);
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    ...(def.bodyLimitBytes && { bodyLimit: def.bodyLimitBytes }),
    handler: async (req, reply) => {
      const auth = await readSession(services, req);
      if (def.access !== 'public' && !auth) throw notLoggedIn();
      if (def.access === 'admin' && !auth?.user.isAdmin) throw forbidden('error_admin_only');
      const actor = auth ? actorOf(auth) : null;
      if (def.access === 'user' && actor) enforcePermission(actor, def.permission!);
      const query = parseInput(def.query, req.query ?? {}, 'query');
      const body = parseInput(def.body, def.method === 'GET' ? undefined : (req.body ?? {}), 'body');
      const ctx: HandlerContext<Out<D['query']>, Out<D['body']>> = {
        query: query as Out<D['query']>,
        body: body as Out<D['body']>,
        req,
        reply,
        services,
        get language() {
          return requestLanguage(req, auth?.user.language);
        },
        auth: () => {
          if (!auth) throw notLoggedIn();
          return auth;
        },
        optionalAuth: () => auth,
        actor: () => {
          if (!actor) throw notLoggedIn();
          return actor;
        },
      };
      const answer = await handler(ctx);
      const result = answer instanceof PreparedAnswer ? answer.data : answer;
      if (def.download) return sendDownload(reply, result as unknown as z.output<typeof download>);
      // Tests and development check every answer against its contract; production trusts them and saves the work.
      if (!services.config.production) {
        const checked = def.response.safeParse(result);
        if (!checked.success) {
          req.log.error({ issues: checked.error.issues, path: def.path }, 'response does not match its contract');
          throw new AppError(BusinessCode.SYSTEM_COMMON, 500);
        }
      }
      if (answer instanceof PreparedAnswer) return reply.type('application/json; charset=utf-8').send(answer.body);
      return { baseResponse: SUCCESS, data: result };
    },
  });
}

function sendDownload(reply: FastifyReply, file: z.output<typeof download>) {
  const ascii = file.fileName.replace(/[^\w.-]/g, '_');
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', file.privateMaxAgeSeconds ? `private, max-age=${file.privateMaxAgeSeconds}, immutable` : 'private, no-store');
  if (file.stream) {
    reply.header('accept-ranges', 'bytes');
    if (file.size !== undefined) reply.header('content-length', file.size);
    if (file.range) reply.status(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.range.total}`);
    return reply.send(file.stream);
  }
  const bytes = file.bytes ?? new Uint8Array();
  return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

function parseInput(schema: z.ZodType | undefined, value: unknown, where: 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new AppError(BusinessCode.REQUEST_COMMON, 400, zodIssuesToFieldErrors(parsed.error.issues, where, value), 'error_invalid_request');
  return parsed.data;
}
