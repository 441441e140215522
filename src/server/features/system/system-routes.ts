import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BuildInfo, Health, RuntimeConfig } from '../../../shared/api/system';
import type { AppConfig } from '../../config/config';
import { pingDatabase, type Db } from '../../db/database';

export function registerSystemRoutes(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  buildInfo: BuildInfo,
  redisState: () => Health['redis'],
): void {
  /**
   * Ready to serve: the database answers and takes a write (db/write-check.ts). Load balancers and
   * compose health checks ask this. Redis being away is reported but does not fail it: every
   * instance would fail at once, and each can still serve its own sockets.
   */
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const database: Health['database'] = (await db.writable())
      ? 'ok'
      : (await pingDatabase(db))
        ? 'read-only'
        : 'error';
    const redis = redisState();
    const body: Health = {
      status: database !== 'ok' ? 'error' : redis === 'error' ? 'degraded' : 'ok',
      database,
      redis,
      dialect: db.dialect,
    };
    return reply
      .status(database === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  };
  app.get('/api/health', ready);
  app.get('/api/health/ready', ready);
  /** The process is up and its event loop turns: restart it only when this fails. */
  app.get('/api/health/live', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/api/version', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(buildInfo),
  );

  app.get('/api/config', async (_request, reply) => {
    const body: RuntimeConfig = {
      apiBaseUrl: `${config.PUBLIC_URL ?? ''}/api`,
      minPasswordLength: config.MIN_PASSWORD_LENGTH,
      version: buildInfo.version,
      analyticsExcludedUserId: config.ANALYTICS_EXCLUDED_USER_ID ?? null,
      passwordResetByEmail: Boolean(config.SMTP_URL && config.MAIL_FROM),
      signInProviders: config.signInProviders,
      passwordSignIn: config.PASSWORD_SIGN_IN,
      guestAccess: config.GUEST_ACCESS,
    };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
