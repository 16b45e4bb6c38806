import { z } from 'zod';
import type { RouteHead } from './head.ts';

export type { Access, Method, Permission, RouteHead } from './head.ts';

/** What defineRoute adds to a route's head: its schemas and what only the server and the OpenAPI document need. */
export interface RouteSchemas<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  summary: string;
  query?: Q;
  body?: B;
  response: R;
  /** Business and login codes this call may answer with besides 0. */
  errorCodes?: readonly number[];
  /** A larger body than the server's default (a 500-track release form with lyrics). */
  bodyLimitBytes?: number;
}

export interface RouteDef<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> extends RouteHead, RouteSchemas<Q, B, R> {}

/** What a download route's handler returns; sent as an attachment with its own content type. */
export const download = z.object({
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array).optional(),
  /** Large files go as a stream (a Node Readable on the server) instead of bytes, with their length in size. */
  stream: z.custom<AsyncIterable<Uint8Array>>((value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value).optional(),
  size: z.number().int().optional(),
  /** The stream is this byte range (inclusive) of a file of `total` bytes: answered 206. */
  range: z.object({ start: z.number().int(), end: z.number().int(), total: z.number().int() }).optional(),
  contentType: z.string(),
  fileName: z.string(),
  /**
   * The file never changes under its address: the browser may keep it this many seconds (never a shared cache).
   * Without it the answer is not stored at all.
   */
  privateMaxAgeSeconds: z.number().int().positive().optional(),
});

/** A route: its head (from the zod-free heads/ modules the browser imports) and its schemas. */
export function defineRoute<const H extends RouteHead, Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodType>(
  head: H,
  schemas: RouteSchemas<Q, B, R>,
): H & RouteDef<Q, B, R> {
  return { ...head, ...schemas };
}

export type QueryOf<D> = D extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<D> = D extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<D> = D extends RouteDef<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Every answer carries baseResponse; a successful one adds data. */
export const baseResponse = z.object({
  errorCode: z.number().int(),
  message: z.string(),
});

/** A field's problem; `vars` fill the message's placeholders (a release rule's {{word}}, {{id}}, {{name}}). */
export const fieldError = z.object({ field: z.string(), messageKey: z.string(), message: z.string(), vars: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type FieldError = z.infer<typeof fieldError>;

export const errorResponse = z.object({
  baseResponse: baseResponse.extend({ messageKey: z.string(), details: z.array(fieldError).optional() }),
});

export const okResponse = z.object({ ok: z.literal(true) });

/** Query strings arrive as text: booleans as 1/0/true/false. */
export const queryBoolean = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
