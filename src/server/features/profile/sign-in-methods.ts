import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SignInMethod } from '../../../shared/api/profile';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';

/** better-auth's name for an account's password. */
const PASSWORD_PROVIDER = 'credential';
const methodParams = z.object({ id: z.string().min(1).max(64) });

/**
 * /profile's ways to sign in: the password and each company provider linked to the account. One
 * may be removed while another is left, never the last: the person would be locked out.
 */
export function registerSignInMethodRoutes(
  app: FastifyInstance,
  {
    db,
    guards,
    providers,
  }: { db: Db; guards: SessionGuards; providers: readonly { id: string; label: string }[] },
): void {
  const labelOf = (providerId: string) =>
    providers.find((provider) => provider.id === providerId)?.label ?? providerId;

  async function methodsOf(userId: string): Promise<SignInMethod[]> {
    const rows = await db.kysely
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
    return [...new Set(rows.map((row) => row.providerId))]
      .filter((providerId) => providerId !== 'anonymous')
      .map((providerId) =>
        providerId === PASSWORD_PROVIDER
          ? { id: 'password', label: null }
          : { id: providerId, label: labelOf(providerId) },
      );
  }

  app.get('/api/profile/sign-in-methods', async (request, reply) => {
    const user = await guards.requireUser(request);
    reply.header('cache-control', 'no-store');
    return { methods: await methodsOf(user.id) };
  });

  app.delete('/api/profile/sign-in-methods/:id', async (request) => {
    const user = await guards.requireUser(request);
    const { id } = methodParams.parse(request.params);
    const methods = await methodsOf(user.id);
    if (!methods.some((method) => method.id === id))
      throw notFound('This way of signing in is not linked to your account');
    if (methods.length === 1) {
      throw new HttpError(
        409,
        'LAST_SIGN_IN_METHOD',
        'This is your only way to sign in: keep it, or link another first',
      );
    }
    await db.kysely
      .deleteFrom('account')
      .where('userId', '=', user.id)
      .where('providerId', '=', id === 'password' ? PASSWORD_PROVIDER : id)
      .execute();
    request.log.info({ userId: user.id, method: id }, 'sign-in method removed');
    return { methods: await methodsOf(user.id) };
  });
}
