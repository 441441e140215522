import type { FastifyInstance } from 'fastify';
import { logSecurityEvent } from '../lib/security-log';
import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request may act with the cookies it carries. Browsers name the page's origin on every
 * state-changing request and on WebSocket handshakes; a request without one is not a browser's,
 * so it carries no visitor's cookies by accident. A page on another port of the same host is
 * another origin: SameSite cookies do not stop it, this does.
 */
export function originAllowed(allowedOrigins: readonly string[], origin: string | undefined): boolean {
  return origin === undefined || allowedOrigins.includes(origin);
}

export function crossOriginMessage(origin: string, allowedOrigins: readonly string[]): string {
  return `Requests from ${origin} are not accepted here. Open the app at ${allowedOrigins[0]} (or add the address to ALLOWED_ORIGINS)`;
}

/** Every state-changing /api request, better-auth's included, comes from one of our own pages. */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const { origin } = request.headers;
    if (originAllowed(allowedOrigins, origin)) return;
    logSecurityEvent(request.log, 'origin_refused', { origin, path: request.url, ip: request.ip });
    throw new HttpError(403, 'CROSS_ORIGIN', crossOriginMessage(origin!, allowedOrigins));
  });
}
