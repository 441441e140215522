import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../../../shared/api/avatar';
import type { Db } from '../../db/database';
import { HttpError, notFound, unauthorized } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import { unsupportedImage } from './avatar-image';
import { saveAvatar } from './avatar-store';
import { profileRepository } from './profile-repository';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const UPLOADS_PER_MINUTE = 30;
const MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);

const avatarParams = z.object({ userId: z.string().min(1).max(128) });
const avatarQuery = z.object({ v: z.string().max(64).optional() });

/**
 * Avatar upload, removal and serving. The upload is the raw image bytes (not JSON), so these
 * routes sit in their own scope with a byte parser and a 2 MB body limit instead of the API's 64 KB.
 */
export function registerAvatarRoutes(app: FastifyInstance, db: Db, guards: SessionGuards): void {
  const profiles = profileRepository(db);

  void app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, 'AVATAR_TOO_LARGE', `The image is larger than ${MEGABYTES} MB`);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw unsupportedImage();
      // Anything else is answered by the app's own error handler.
      throw error;
    });

    scope.put(
      '/api/profile/avatar',
      {
        bodyLimit: AVATAR_MAX_BYTES,
        config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } },
      },
      async (request) => {
        const user = await guards.requireUser(request);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw unsupportedImage();
        const { profile, bytes } = await saveAvatar(db, user.id, request.body);
        if (!profile) throw unauthorized('Your account no longer exists');
        request.log.info({ userId: user.id, bytes }, 'avatar uploaded');
        return profile;
      },
    );
  });

  app.delete('/api/profile/avatar', async (request) => {
    const user = await guards.requireUser(request);
    await db.kysely.deleteFrom('avatar').where('userId', '=', user.id).execute();
    const profile = await profiles.setPhoto(user.id, null);
    if (!profile) throw unauthorized('Your account no longer exists');
    return profile;
  });

  app.get('/api/avatars/:userId', async (request, reply) => {
    const { userId } = avatarParams.parse(request.params);
    const { v } = avatarQuery.parse(request.query);
    const avatar = await db.kysely
      .selectFrom('avatar')
      .select(['contentType', 'data', 'version'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!avatar) throw notFound('This user has no avatar');
    const etag = `"${avatar.version}"`;
    // A versioned URL never changes its bytes; the bare URL must be checked again each time.
    reply.header(
      'cache-control',
      v === avatar.version ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
    );
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(avatar.contentType).send(avatar.data);
  });
}
