import { z } from 'zod';
import { DEFAULT_MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { addressPolicy } from '../lib/guarded-fetch';
import { COMMANDS_PER_SECOND, MAX_SOCKETS_PER_ADDRESS, MAX_SOCKETS_PER_USER } from '../lib/live-limits';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A comma-separated setting as its trimmed, non-empty entries. */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

const emailList = commaList
  .transform((emails) => emails.map((email) => email.toLowerCase()))
  .pipe(z.array(z.email('must be a comma-separated list of email addresses')));

const originList = commaList.pipe(
  z.array(
    z
      .string()
      .refine(
        (origin) => URL.canParse(origin) && /^https?:\/\//.test(origin),
        'must be a comma-separated list of origins such as https://poker.example.com',
      )
      .transform((origin) => new URL(origin).origin),
  ),
);

const allowedHosts = commaList.superRefine((entries, context) => {
  try {
    addressPolicy(entries);
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `must be a comma-separated list of host names, addresses and CIDR ranges: ${(error as Error).message}`,
    });
  }
});

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (URL.canParse(value) && protocols.test(value)), hint);

/** DESIGN.md §8: every setting the server reads, validated once at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL such as https://poker.example.com'),
  DATABASE_URL: z.string().trim().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  /** How long start-up waits for Redis before it stops, saying so. */
  REDIS_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Other addresses the app is opened at, besides PUBLIC_URL; requests from any other site are refused. */
  ALLOWED_ORIGINS: originList,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: emailList,
  ANALYTICS_EXCLUDED_USER_ID: z.string().trim().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  MIN_PASSWORD_LENGTH: z.coerce.number().int().min(6).max(128).default(DEFAULT_MIN_PASSWORD_LENGTH),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Guests joining (and room links opened) per address per minute: an office behind one NAT. */
  GUEST_JOINS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Live connections one account, and one address, may hold open on an instance at once. */
  LIVE_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(MAX_SOCKETS_PER_USER),
  LIVE_CONNECTIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(MAX_SOCKETS_PER_ADDRESS),
  /** People one estimation room holds; joining past it is refused. */
  ROOM_MEMBER_LIMIT: z.coerce.number().int().min(2).max(10_000).default(200),
  /** Live commands one person may send per second across their tabs (twice that in a burst). */
  LIVE_COMMANDS_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(COMMANDS_PER_SECOND),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** false: accounts sign in only with the company's provider (OIDC_PROVIDERS); no passwords. */
  PASSWORD_SIGN_IN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** false: nobody joins as a guest; everyone signs in first. */
  GUEST_ACCESS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Where password-reset emails go out, e.g. smtps://user:pass@mail.example.com:465. */
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  /** The sender of those emails, e.g. "Estimate <poker@example.com>". */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Turns on /metrics for a Prometheus scraper sending it as a Bearer token. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /** An Atlassian OAuth 2.0 app of this server's own, to offer "Sign in with Atlassian" for Jira Cloud. */
  JIRA_OAUTH_CLIENT_ID: z.string().trim().optional(),
  JIRA_OAUTH_CLIENT_SECRET: z.string().trim().optional(),
  /** Atlassian's sign-in and API gateway; the real ones unless told otherwise (tests use the double). */
  JIRA_OAUTH_AUTH_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL'),
  JIRA_OAUTH_API_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL'),
  /**
   * Host names, addresses and CIDR ranges on a private network (or this host) that rooms may link
   * to as their Jira, such as an on-premises Data Center; every other private address is refused.
   */
  JIRA_ALLOWED_HOSTS: allowedHosts,
});
export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the first problem becomes a one-line message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(blanksRemoved);
  if (result.success) {
    if (result.data.SMTP_URL && !result.data.MAIL_FROM) {
      throw new ConfigError(
        'Invalid configuration: MAIL_FROM is needed with SMTP_URL (the sender of emails)',
      );
    }
    return result.data;
  }
  const issue = result.error.issues[0];
  const variable = issue?.path.join('.') ?? 'environment';
  throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
}
