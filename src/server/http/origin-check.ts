import type { FastifyInstance } from 'fastify';
import { crossOriginMessage, originAllowed } from '../lib/origins';
import { logSecurityEvent } from '../lib/security-log';
import { HttpError } from './errors';
import { isSamlAnswer } from './auth-routes';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing /api request, better-auth's included, comes from one of our own pages. */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    // The identity provider's page posts its signed answer from its own origin.
    if (isSamlAnswer(request.url)) return;
    const { origin } = request.headers;
    if (originAllowed(allowedOrigins, origin)) return;
    logSecurityEvent(request.log, 'origin_refused', { origin, path: request.url, ip: request.ip });
    throw new HttpError(403, 'CROSS_ORIGIN', crossOriginMessage(origin!, allowedOrigins));
  });
}
