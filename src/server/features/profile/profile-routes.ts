import type { FastifyInstance } from 'fastify';
import { profilePatchSchema, type SessionResponse } from '../../../shared/api/profile';
import type { Db } from '../../db/database';
import { unauthorized } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import { profileRepository } from './profile-repository';

export function registerProfileRoutes(app: FastifyInstance, db: Db, guards: SessionGuards): void {
  const profiles = profileRepository(db);

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
}
