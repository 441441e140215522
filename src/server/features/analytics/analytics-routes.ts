import type { FastifyInstance } from 'fastify';
import { userAnalyticsEventSchema } from '../../../shared/api/analytics';
import type { Db } from '../../db/database';
import { forbidden, unauthorized } from '../../http/errors';
import type { SessionGuards } from '../../http/session';

const EVENTS_PER_MINUTE = 30;

/**
 * SPEC §7's visit events. Identity comes from the session: the body's userID must match it, and
 * the name stored is the one on the account, so nobody can record visits for someone else.
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { db: Db; guards: SessionGuards; excludedUserId: string | undefined },
): void {
  const { db, guards, excludedUserId } = deps;

  app.post(
    '/api/analytics/user',
    { config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const event = userAnalyticsEventSchema.parse(request.body ?? {});
      if (event.userID !== user.id) throw forbidden('userID must be the signed-in user');
      // The internal account's visits would skew the numbers: accepted, and dropped on purpose.
      if (excludedUserId && user.id === excludedUserId) return reply.status(204).send();
      const account = await db.kysely
        .selectFrom('user')
        .select('displayName')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!account) throw unauthorized('Your account no longer exists');
      await db.kysely
        .insertInto('analytics_event')
        .values({
          userId: user.id,
          userName: account.displayName,
          eventType: event.eventType,
          createAt: new Date().toISOString(),
        })
        .execute();
      return reply.status(204).send();
    },
  );
}
