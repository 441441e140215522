import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { admin, anonymous, genericOAuth } from 'better-auth/plugins';
import { DEFAULT_SOUND_VOLUME, MAX_PASSWORD_LENGTH } from '../../shared/constants';
import { displayNameSchema } from '../../shared/api/profile';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import { moveGuestToAccount } from './guest-upgrade';
import { claimedAtSignIn, oidcSignIn } from './oidc-sign-in';
import { samlSignIn } from './saml-sign-in';
import { RESET_LINK_TTL_S, resetMail, resetPageUrl } from './password-reset';
import type { Mailer } from '../lib/mailer';

type ResetUser = { email: string; name: string; locale?: string | null };
import type { FastifyBaseLogger } from 'fastify';

const SESSION_TTL_S = 60 * 60 * 24 * 30;
const SESSION_REFRESH_AGE_S = 60 * 60 * 24;
const GUEST_FALLBACK_NAME = 'Guest';
/** Photos are uploaded through the profile page and served from here; no other address is kept. */
const OWN_AVATAR_PATH = '/api/avatars/';

/**
 * Our profile rules for what better-auth writes itself (sign-up, and any update it makes): the
 * same name rules as the profile page, and no photo but one of ours.
 */
function checkedProfile(user: { name?: unknown; image?: unknown }): { name?: string } {
  const { image } = user;
  const ours =
    image === null || image === undefined || (typeof image === 'string' && image.startsWith(OWN_AVATAR_PATH));
  if (!ours) {
    throw new APIError('BAD_REQUEST', {
      message: 'A photo can only be set by uploading it on the profile page',
    });
  }
  if (user.name === undefined) return {};
  const name = displayNameSchema.safeParse(user.name);
  if (!name.success)
    throw new APIError('BAD_REQUEST', { message: name.error.issues[0]?.message ?? 'Enter a name' });
  return { name: name.data };
}

export interface AuthEvents {
  /** A session was deleted, however: signed out, revoked with others, ended by a ban or a reset. */
  sessionEnded(sessionId: string): void;
  /** A sign-in with a provider claimed a picture for the account (taken only by one without a photo). */
  pictureClaimed(userId: string, pictureUrl: string): void;
}

export function createAuth(
  config: AppConfig,
  db: Db,
  log: FastifyBaseLogger,
  mailer: Mailer | null,
  events: AuthEvents,
) {
  const adminEmails = new Set(config.ADMIN_EMAILS);
  const claimed = claimedAtSignIn();
  /**
   * What a sign-in with a provider claimed, applied to its account. A provider with an
   * administrator's claim decides at each sign-in: with the claim, an administrator; without it,
   * not, unless ADMIN_EMAILS names the address. Its picture becomes the photo of an account without one.
   */
  async function applyClaims(userId: string): Promise<void> {
    const user = await db.kysely
      .selectFrom('user')
      .select(['email', 'role'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const claims = user && claimed.take(user.email);
    if (!user || !claims) return;
    if (claims.admin !== undefined) {
      const role = claims.admin || adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user';
      if (role !== user.role) {
        await db.kysely.updateTable('user').set({ role }).where('id', '=', userId).execute();
        log.info({ userId, role }, 'role set by the provider’s claim');
      }
    }
    if (claims.picture) events.pictureClaimed(userId, claims.picture);
  }
  return betterAuth({
    appName: 'Estimate',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // Every address the app is opened at, as our own origin check has it: someone at an extra one
    // must be able to sign in, not only to change things once signed in.
    trustedOrigins: config.allowedOrigins,
    database: { db: db.kysely, type: db.dialect },
    // A sign-in with a provider that fails before its own error address is known (a forged state)
    // comes back to our sign-in page, which says what went wrong, not to better-auth's.
    onAPIError: { errorURL: `${config.publicUrl}/sign-in` },
    // Our Fastify layer rate-limits sign-in per IP (and across instances); better-auth's in-memory one would not.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: config.MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      // A reset is how someone takes their account back: every other session ends with it.
      revokeSessionsOnPasswordReset: true,
      // Without a mail server an administrator makes the link instead (admin routes).
      ...(mailer
        ? {
            sendResetPassword: async ({ user, token }: { user: ResetUser; token: string }) =>
              mailer.send(resetMail(user, resetPageUrl(config.publicUrl, token))),
          }
        : {}),
    },
    session: { expiresIn: SESSION_TTL_S, updateAge: SESSION_REFRESH_AGE_S },
    account: {
      // A company's provider vouches for the address: an account already there with it is linked
      // when, and only when, the provider says the address is verified. Ours never verifies it.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
      // The provider's access and refresh tokens are never used here; kept encrypted all the same.
      encryptOAuthTokens: true,
    },
    user: {
      fields: { name: 'displayName', image: 'photoURL', createdAt: 'createAt' },
      additionalFields: {
        sound: { type: 'boolean', required: false, defaultValue: true, input: false },
        soundVolume: { type: 'number', required: false, defaultValue: DEFAULT_SOUND_VOLUME, input: false },
        locale: { type: 'string', required: false, input: false },
        lastVisitDate: { type: 'date', required: false, input: false },
      },
    },
    advanced: {
      useSecureCookies: config.secureCookies,
      // better-auth turns its origin check off by itself under a test runner; the tests must meet the
      // same check as production.
      disableOriginCheck: false,
      cookiePrefix: 'estimate',
      ipAddress: { ipAddressHeaders: ['x-estimate-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              ...checkedProfile(user),
              role: adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user',
            },
          }),
        },
        update: {
          before: async (user) => ({ data: { ...user, ...checkedProfile(user) } }),
        },
      },
      session: {
        create: {
          // SPEC §4: signing in stamps lastVisitDate.
          after: async (session, context) => {
            await db.kysely
              .updateTable('user')
              .set({ lastVisitDate: new Date().toISOString() })
              .where('id', '=', session.userId)
              .execute();
            // Only a provider's own callback applies what its claims said: a password sign-in of
            // the same address just after a refused link must not take them.
            if (context?.path.startsWith('/callback/') || context?.path.startsWith('/saml/'))
              await applyClaims(session.userId);
          },
        },
        delete: {
          after: async (session) => events.sessionEnded(session.id),
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      anonymous({
        onLinkAccount: ({ anonymousUser, newUser }) =>
          moveGuestToAccount(db, anonymousUser.user.id, newUser.user.id),
        generateName: (ctx) => {
          const parsed = displayNameSchema.safeParse((ctx.body as { name?: unknown } | undefined)?.name);
          return parsed.success ? parsed.data : GUEST_FALLBACK_NAME;
        },
      }),
      ...(config.oidcProviders.length > 0
        ? [genericOAuth({ config: oidcSignIn(config.oidcProviders, claimed) })]
        : []),
      ...(config.samlProviders.length > 0
        ? [samlSignIn(config.samlProviders, claimed, config.publicUrl)]
        : []),
    ],
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // Into pino, whose redaction keeps cookies and tokens out of the log.
      log: (level, message) => log[level === 'debug' ? 'debug' : level]({ source: 'auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Accounts listed in ADMIN_EMAILS that existed before the setting was made become administrators. */
export async function promoteConfiguredAdmins(config: AppConfig, db: Db): Promise<void> {
  if (config.ADMIN_EMAILS.length === 0) return;
  await db.kysely
    .updateTable('user')
    .set({ role: 'admin' })
    .where('email', 'in', config.ADMIN_EMAILS)
    .execute();
}
