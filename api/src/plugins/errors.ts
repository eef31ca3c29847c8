// One error format for the whole API: {message} and, for invalid input, {message, errors: {field: message}}.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, VALUE_NOT_STORABLE, isDatabaseUnavailable, isValueNotStorable } from '../db/errors.ts';
import { AppError, BadRequestError, ServiceUnavailableError } from '../lib/errors.ts';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Plain words for Fastify's body-parsing errors. */
const BODY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here: send JSON or a form.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

function fieldName(instancePath: string, fallback: string): string {
  const field = instancePath.replace(/^\//, '').split('/').join('.');
  return field || fallback;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext ?? 'body');
        errors[field] ??= issue.message ?? 'Invalid value.';
      }
      return reply.code(400).send({ message: 'The request is not valid.', errors });
    }
    if (error instanceof BadRequestError) return reply.code(400).send({ message: error.message, errors: error.errors });
    if (error instanceof ServiceUnavailableError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) return reply.code(error.statusCode).send({ message: error.message });
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if ('validation' in error && error.validation) return reply.code(400).send({ message: error.message, errors: {} });
    if (statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error as never)) {
      const message = ('code' in error && BODY_MESSAGES[String(error.code)]) || error.message;
      // Every 400 carries field messages (an unreadable body has none), as the routes' schemas say.
      return reply.code(statusCode).send(statusCode === 400 ? { message, errors: {} } : { message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE });
    }
    if (isValueNotStorable(error)) return reply.code(400).send({ message: VALUE_NOT_STORABLE, errors: {} });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
