import { randomUUID } from 'node:crypto';
import { resetLinkMaker } from '../auth/password-reset';
import { createMailer } from '../lib/mailer';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { constants as zlibConstants } from 'node:zlib';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import { checkOidcProviders } from '../auth/oidc-sign-in';
import { createAuth, promoteConfiguredAdmins, type Auth } from '../auth/auth';
import { readBuildInfo } from '../lib/build-info';
import { logSecurityEvent } from '../lib/security-log';
import { installInputGuard } from './input-hooks';
import { installOriginCheck } from './origin-check';
import { attachRealtime, type RealtimeHandle } from '../realtime/socket-server';
import { liveSessions, sessionCookieName, sessionCookieReader } from './session-cookie';
import { registerSystemRoutes } from '../features/system/system-routes';
import { adoptProviderPicture } from '../features/profile/provider-picture';
import { registerProfileRoutes } from '../features/profile/profile-routes';
import { addressPolicy, guardedFetch } from '../lib/guarded-fetch';
import { registerFeedbackRoutes } from '../features/feedback/feedback-routes';
import { registerAnalyticsRoutes } from '../features/analytics/analytics-routes';
import { registerAdminRoutes } from '../features/admin/admin-routes';
import { registerTeamAdminRoutes } from '../features/teams/team-admin-routes';
import { registerTeamNewsRoute } from '../features/teams/team-news-route';
import { registerTeamRoutes } from '../features/teams/team-routes';
import { createMetrics, registerMetricsRoute } from './metrics';
import { attachLiveGateway } from '../realtime/live-gateway';
import type { KindServing } from '../realtime/serve-kind';
import { createTeamNews } from '../realtime/team-news';
import type { RunningKind } from './kind-plugin';
import { LIVE_KINDS } from './live-kinds';
import { installErrorHandler } from './errors';
import { registerAuthRoutes } from './auth-routes';
import { loadClientPages, registerClientAssets } from './client-assets';
import { sessionGuards } from './session';
import { accountLifecycle, type AccountLifecycle } from './account-lifecycle';

const BODY_LIMIT_BYTES = 64 * 1024;
/** A reconnect storm of thousands of sockets overflows Node's default backlog of 511 (DESIGN §6). */
const LISTEN_BACKLOG = 4096;
const SECRET_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  // Tracker credentials, wherever a log line might carry them.
  '*.apiToken',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.authorization',
  '*.Authorization',
];

/**
 * A reset link's token, and an OAuth callback's code and state, are in their query: request logs
 * show the URL without them.
 */
export function withoutUrlSecrets(url: string): string {
  return url.replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * A request keeps the id a proxy in front gave it (`X-Request-Id`), so one request can be followed
 * through both logs; anything that does not look like an id is replaced rather than logged.
 */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:@-]{1,128}$/.test(given) ? given : randomUUID();
}

/** How long a shutdown waits for commands under way; well inside the 10 s a stop may take. */
const DRAIN_TIMEOUT_MS = 3_000;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clientDir: string;
}

export interface App {
  fastify: FastifyInstance;
  auth: Auth;
  realtime: RealtimeHandle;
  accounts: AccountLifecycle;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Smaller answers are not worth compressing: the headers alone are about this size. */
const COMPRESS_ABOVE_BYTES = 1024;
const DYNAMIC_BROTLI_QUALITY = 4;

/** A Redis connection for the rate limits: quick to give up, so a missing Redis never holds a request. */
function rateLimitStore(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  redis.on('error', (err: unknown) => {
    if (!down) log.warn({ err }, 'rate-limit store (redis) unreachable; limits are not counted meanwhile');
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

export async function buildApp({ config, db, clientDir }: AppDeps): Promise<App> {
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: SECRET_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
  });
  installErrorHandler(fastify);
  installInputGuard(fastify);
  installOriginCheck(fastify, config.allowedOrigins);
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  db.onConnectionError((error) => fastify.log.warn({ err: error }, 'database connection lost; reconnecting'));

  const secure = config.secureCookies;
  const clientPages = loadClientPages(clientDir);
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's one inline script sets its theme before the first paint; it is let run by its hash.
        scriptSrc: ["'self'", ...clientPages.inlineScriptSources],
        // Radix and sonner position popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Our own origin only, the live socket's ws(s):// form included (older browsers do not
        // count it as 'self').
        connectSrc: ["'self'", ...config.allowedOrigins.map((origin) => origin.replace(/^http/, 'ws'))],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure,
    crossOriginEmbedderPolicy: false,
  });
  // Answers are compressed when the browser takes it (the built files come compressed from the
  // build, see client-assets.ts); brotli at a quality that costs little CPU per request.
  await fastify.register(fastifyCompress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  await fastify.register(fastifyCookie);
  // With several instances the HTTP limits are counted in Redis, so each address has one budget
  // across all of them; a Redis that does not answer at once lets requests through (skipOnError)
  // rather than refusing everyone.
  const limitStore = config.REDIS_URL ? rateLimitStore(config.REDIS_URL, fastify.log) : undefined;
  if (limitStore) fastify.addHook('onClose', async () => limitStore.disconnect());
  await fastify.register(fastifyRateLimit, {
    global: false,
    ...(limitStore ? { redis: limitStore, nameSpace: 'estimate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Try again in ${context.after}`,
    }),
    onExceeded: (request) =>
      logSecurityEvent(request.log, 'rate_limited', { path: request.routeOptions.url, ip: request.ip }),
  });

  await promoteConfiguredAdmins(config, db);
  // Sessions end inside better-auth (sign-out, revocations, bans); their sockets close with them,
  // once the gateway that holds the sockets exists.
  let closeSessionSockets = (_sessionId: string): void => undefined;
  const mailer = createMailer(config, fastify.log);
  // A provider's picture is at an address of its choosing: fetched through the guarded client,
  // which lets it be on the provider's own host even where that is on a private network.
  const pictureFetch = guardedFetch(
    addressPolicy(config.oidcProviders.map((provider) => new URL(provider.issuer).hostname)),
  );
  const auth = createAuth(config, db, fastify.log, mailer, {
    sessionEnded: (sessionId) => closeSessionSockets(sessionId),
    pictureClaimed: (userId, pictureUrl) =>
      void adoptProviderPicture({ db, fetch: pictureFetch, log: fastify.log }, userId, pictureUrl),
  });
  const guards = sessionGuards(auth);
  const buildInfo = readBuildInfo(clientDir);

  registerAuthRoutes(
    fastify,
    auth,
    db,
    {
      signInPerMinute: config.SIGN_IN_RATE_LIMIT_PER_MINUTE,
      guestJoinsPerMinute: config.GUEST_JOINS_PER_MINUTE,
    },
    limitStore,
    {
      providerIds: config.oidcProviders.map((provider) => provider.id),
      samlIds: config.samlProviders.map((provider) => provider.id),
      passwordSignIn: config.PASSWORD_SIGN_IN,
      guestAccess: config.GUEST_ACCESS,
    },
  );
  const realtime = await attachRealtime(fastify, await sessionCookieReader(auth, db.kysely), {
    redisUrl: config.REDIS_URL,
    redisConnectTimeoutMs: config.REDIS_CONNECT_TIMEOUT_SECONDS * 1000,
    allowedOrigins: config.allowedOrigins,
  });
  registerSystemRoutes(fastify, config, db, buildInfo, realtime.redisState);
  // The kinds are made once the gateway exists; metrics ask for their channels later.
  let running: RunningKind[] = [];
  const metrics = createMetrics(realtime.io, db, () => running.map((kind) => kind.channels));
  registerMetricsRoute(fastify, metrics, config.METRICS_TOKEN);
  const gateway = attachLiveGateway(realtime.io, fastify.log, metrics.observeCommand, {
    trustProxy: config.TRUST_PROXY,
    limitStore,
    audit: {
      clustered: Boolean(config.REDIS_URL),
      clusterReady: realtime.clusterReady,
      liveSessions: (sessionIds) => liveSessions(db.kysely, sessionIds),
    },
    limits: {
      socketsPerUser: config.LIVE_CONNECTIONS_PER_USER,
      socketsPerAddress: config.LIVE_CONNECTIONS_PER_ADDRESS,
      commandsPerSecond: config.LIVE_COMMANDS_PER_SECOND,
      commandBurst: 2 * config.LIVE_COMMANDS_PER_SECOND,
    },
  });
  closeSessionSockets = gateway.disconnectSession;
  const teamNews = createTeamNews(realtime.io, realtime.clusterReady);
  const serving: KindServing = {
    io: realtime.io,
    teamNews,
    gateway,
    clustered: Boolean(config.REDIS_URL),
    clusterReady: realtime.clusterReady,
    onTimerError: (err, kind, roomId) => fastify.log.error({ err, kind, roomId }, 'live timer failed'),
  };
  running = LIVE_KINDS.map((plugin) => plugin({ fastify, config, db, guards, limitStore, serving }));
  const accounts = accountLifecycle({
    db,
    releaseRooms: async (userId) => {
      for (const kind of running) await kind.releaseUser(userId);
    },
    disconnect: gateway.disconnectUser,
  });
  registerProfileRoutes(fastify, {
    db,
    guards,
    accounts,
    providers: config.signInProviders,
  });
  registerFeedbackRoutes(fastify, db, guards);
  registerTeamRoutes(fastify, {
    db,
    guards,
    teamChanged: async (teamId) => {
      for (const kind of running) await kind.teamChanged(teamId);
    },
    news: teamNews,
    mailer,
    publicUrl: config.publicUrl,
  });
  registerTeamNewsRoute(fastify, { db, guards, news: teamNews });
  registerTeamAdminRoutes(fastify, { db, guards });
  registerAnalyticsRoutes(fastify, { db, guards, excludedUserId: config.ANALYTICS_EXCLUDED_USER_ID });
  registerAdminRoutes(fastify, {
    db,
    guards,
    accounts,
    io: realtime.io,
    clusterReady: realtime.clusterReady,
    adminEmails: config.ADMIN_EMAILS,
    makeResetLink: resetLinkMaker(auth, config.publicUrl),
  });
  // Whether the cookie is still good is not asked: someone whose session ended gets the app, which
  // finds out and offers to sign in.
  const sessionCookie = await sessionCookieName(auth);
  await registerClientAssets(
    fastify,
    clientDir,
    clientPages,
    (request) => request.cookies?.[sessionCookie] === undefined,
  );
  // Sockets first: the HTTP server cannot close while upgraded connections are still open.
  fastify.addHook('preClose', async () => {
    await gateway.drain(DRAIN_TIMEOUT_MS);
  });
  fastify.addHook('onClose', async () => {
    gateway.stop();
    await realtime.close();
  });

  return {
    fastify,
    auth,
    realtime,
    accounts,
    async listen() {
      const address = await fastify.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
      fastify.log.info(
        { version: buildInfo.version, commit: buildInfo.commit },
        `Estimate v${buildInfo.version} listening`,
      );
      void checkOidcProviders(config.oidcProviders, fastify.log);
      return address;
    },
    close: () => fastify.close(),
  };
}
