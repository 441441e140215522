import { z } from 'zod';

export const signInProviderSchema = z.object({
  id: z.string(),
  /** What the button says after "Sign in with". */
  label: z.string(),
  /** How a sign-in starts; OpenID Connect when not said. */
  protocol: z.enum(['oidc', 'saml']).optional(),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  minPasswordLength: z.number().int().positive(),
  version: z.string(),
  /** ANALYTICS_EXCLUDED_USER_ID: the one internal account whose visits are not recorded (SPEC §7). */
  analyticsExcludedUserId: z.string().nullable().optional(),
  /** Whether "Forgot password?" can email a link; without a mail server an administrator makes one. */
  passwordResetByEmail: z.boolean().optional(),
  /** The company's providers (OpenID Connect or SAML) the sign-in page offers. */
  signInProviders: z.array(signInProviderSchema).optional(),
  /** False on a server where accounts sign in only with a provider: no password form, no sign-up. */
  passwordSignIn: z.boolean().optional(),
  /** False on a server that admits no guests: everyone signs in first. */
  guestAccess: z.boolean().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const buildInfoSchema = z.object({
  version: z.string(),
  commit: z.string(),
  buildTime: z.string(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export const healthSchema = z.object({
  /** degraded: the database answers but Redis does not, so each instance serves only its own sockets. */
  status: z.enum(['ok', 'degraded', 'error']),
  /** read-only: it answers, and refuses every change (a read-only file, a full disk, a standby). */
  database: z.enum(['ok', 'read-only', 'error']),
  redis: z.enum(['ok', 'error', 'off']),
  dialect: z.enum(['sqlite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** Every error body the API sends has this shape, so the client can show the server's own message. */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
