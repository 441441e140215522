import type { FastifyInstance } from 'fastify';
import { profilePatchSchema, type SessionResponse } from '../../../shared/api/profile';
import type { Db } from '../../db/database';
import type { AccountLifecycle } from '../../http/account-lifecycle';
import { unauthorized } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import { registerAvatarRoutes } from './avatar-routes';
import { registerSignInMethodRoutes } from './sign-in-methods';
import { profileRepository } from './profile-repository';

export interface ProfileDeps {
  db: Db;
  guards: SessionGuards;
  accounts: AccountLifecycle;
  /** The company's providers an account may be linked to, with their buttons' words. */
  providers: readonly { id: string; label: string }[];
}

export function registerProfileRoutes(
  app: FastifyInstance,
  { db, guards, accounts, providers }: ProfileDeps,
): void {
  const profiles = profileRepository(db);
  registerSignInMethodRoutes(app, { db, guards, providers });

  app.get('/api/session', async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    const user = await guards.currentUser(request);
    return { profile: user ? ((await profiles.get(user.id)) ?? null) : null };
  });

  app.get('/api/profile', async (request) => {
    const user = await guards.requireUser(request);
    const profile = await profiles.get(user.id);
    if (!profile) throw unauthorized('Your account no longer exists');
    return profile;
  });

  app.patch('/api/profile', async (request) => {
    const user = await guards.requireUser(request);
    const patch = profilePatchSchema.parse(request.body ?? {});
    const profile = await profiles.patch(user.id, patch);
    if (!profile) throw unauthorized('Your account no longer exists');
    request.log.info({ userId: user.id, fields: Object.keys(patch) }, 'profile updated');
    return profile;
  });

  /** SPEC §4: rooms the user owns are deleted for everyone, rooms they joined are left. */
  app.delete('/api/profile', async (request, reply) => {
    const user = await guards.requireUser(request);
    // Visit records carry the user's name and have no foreign key, so they are removed by hand.
    await db.kysely.deleteFrom('analytics_event').where('userId', '=', user.id).execute();
    await accounts.deleteAccount(user.id);
    request.log.info({ userId: user.id }, 'account deleted');
    // The session rows went with the user; the browser's cookie is now worthless, so drop it too.
    for (const name of Object.keys(request.cookies ?? {})) {
      if (name.startsWith('estimate.') || name.startsWith('__Secure-estimate.'))
        reply.clearCookie(name, { path: '/' });
    }
    return reply.status(204).send();
  });

  registerAvatarRoutes(app, db, guards);
}
