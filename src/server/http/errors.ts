import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/api/system';
import { databaseRefusal } from '../db/db-errors';
import { zodMessage } from '../lib/zod-message';

/** An error the client is meant to read: it becomes `{code, message}` with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

function toBody(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { code: error.code, message: error.message, details: error.details },
    };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: zodMessage(error), details: error.issues },
    };
  }
  const refusal = databaseRefusal(error);
  if (refusal) return { status: 503, body: { code: 'UNAVAILABLE', message: refusal } };
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (body too large, bad JSON, rate limit) carry a readable message already.
    const code = fastifyError.code?.replace(/^FST_ERR_/, '') ?? 'BAD_REQUEST';
    return { status, body: { code, message: fastifyError.message ?? 'Bad request' } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on the server' } };
}

/** What a client is told to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toBody(error);
    if (status === 503) {
      request.log.warn({ err: error }, 'request refused: the database cannot take it now');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}
