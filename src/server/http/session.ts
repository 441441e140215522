import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Auth } from '../auth/auth';
import { logSecurityEvent } from '../lib/security-log';
import { forbidden, unauthorized } from './errors';
import { toSessionUser, type SessionUser } from '../auth/session-user';

export function toHeaders(source: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** Reads the session cookie through better-auth; used by HTTP routes (the socket handshake: session-cookie.ts). */
export async function sessionUserFrom(auth: Auth, headers: IncomingHttpHeaders): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(headers) });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; isAnonymous?: boolean | null };
  return toSessionUser({ ...user, sessionId: session.session.id });
}

export function sessionGuards(auth: Auth) {
  const currentUser = (request: FastifyRequest) => sessionUserFrom(auth, request.headers);
  async function requireUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(request);
    if (!user) throw unauthorized();
    return user;
  }
  async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
    const user = await requireUser(request);
    if (user.role !== 'admin') {
      logSecurityEvent(request.log, 'admin_refused', { userId: user.id, path: request.url, ip: request.ip });
      throw forbidden('Only administrators can do this');
    }
    return user;
  }
  return { currentUser, requireUser, requireAdmin };
}
export type SessionGuards = ReturnType<typeof sessionGuards>;
