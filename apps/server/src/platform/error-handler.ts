import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';
import type { Translate } from './services.ts';

const MULTIPART_BODY_BROKEN = new Set(['Multipart: Boundary not found', 'Unexpected end of multipart data']);

/** A multipart body that ends inside a part: its file stream closes early while the route reads it. */
const cutShort = (error: unknown, req: FastifyRequest) => (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && /^multipart\//i.test(String(req.headers['content-type'] ?? ''));

/** Fastify's own client errors, mapped to our codes and message keys. */
function fromFastifyError(error: FastifyError): AppError {
  // The multipart parser refuses a header it cannot read, and a body cut short, with plain Errors.
  if (MULTIPART_BODY_BROKEN.has(error.message)) return new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'error_request_common');
  if (error.message === 'Unsupported Content-Type.') return new AppError(BusinessCode.REQUEST_COMMON, 415, undefined, 'error_unsupported_media_type');
  const status = error.statusCode ?? 500;
  if (status >= 500) return new AppError(BusinessCode.SYSTEM_COMMON, 500);
  const key =
    status === 413
      ? 'error_payload_too_large'
      : status === 415
        ? 'error_unsupported_media_type'
        : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
          ? 'error_invalid_json'
          : 'error_request_common';
  return new AppError(BusinessCode.REQUEST_COMMON, status, undefined, key);
}

/**
 * A database refusal of a value (SQLSTATE class 22: out of range, bad text for the type, too long) that slipped past
 * a route's schema is the caller's bad input, not our failure: answered 400 like any other invalid request.
 */
function isDatabaseDataError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

export function installErrorHandling(app: FastifyInstance, translate: Translate): void {
  const send = (req: FastifyRequest, reply: FastifyReply, error: AppError) => {
    const language = requestLanguage(req);
    reply.status(error.httpStatus).send({
      baseResponse: {
        errorCode: error.code,
        message: translate(language, error.messageKey, error.vars),
        messageKey: error.messageKey,
        ...(error.details ? { details: error.details.map((d) => ({ ...d, message: translate(language, d.messageKey, { value: d.message, ...d.vars }) })) } : {}),
      },
    });
  };

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) req.log.error({ err: error }, 'request failed');
      return send(req, reply, error);
    }
    if (cutShort(error, req)) return send(req, reply, new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'error_request_common'));
    if (isDatabaseDataError(error)) {
      req.log.warn({ err: error }, 'the database refused a value of the request');
      return send(req, reply, new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'error_invalid_request'));
    }
    const mapped = fromFastifyError(error as FastifyError);
    if (mapped.httpStatus >= 500) req.log.error({ err: error }, 'unexpected error');
    return send(req, reply, mapped);
  });

  app.setNotFoundHandler((req, reply) => {
    send(req, reply, new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found'));
  });
}
