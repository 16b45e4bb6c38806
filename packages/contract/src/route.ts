import { z } from 'zod';

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Path under /api, spelled as document 1 section 7 gives it. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: Q;
  body?: B;
  response: R;
  /** Business and login codes this call may answer with besides 0. */
  errorCodes?: readonly number[];
}

export function defineRoute<Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodType>(
  def: RouteDef<Q, B, R>,
): RouteDef<Q, B, R> {
  return def;
}

export type QueryOf<D> = D extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<D> = D extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<D> = D extends RouteDef<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Every answer carries baseResponse; a successful one adds data. */
export const baseResponse = z.object({
  errorCode: z.number().int(),
  message: z.string(),
});

export const fieldError = z.object({ field: z.string(), messageKey: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

export const errorResponse = z.object({
  baseResponse: baseResponse.extend({ messageKey: z.string(), details: z.array(fieldError).optional() }),
});

export const okResponse = z.object({ ok: z.literal(true) });

/** Query strings arrive as text: booleans as 1/0/true/false. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');
