import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { Auth } from '../auth/auth';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { turnBatchedLoad } from '../lib/turn-batch';
import { toSessionUser, type SessionUser } from '../auth/session-user';

/** A signed value is `value.signature`, the signature an HMAC-SHA256 in base64 (44 characters). */
const SIGNATURE_LENGTH = 44;

/** One cookie's value from a Cookie header: the first of that name, unquoted and decoded. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The value a signed cookie carries, or null when its signature is not made with `secret`. */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1));
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return timingSafeEqual(signature, expected) ? value : null;
}

const sessionQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'session.token',
      'session.id as sessionId',
      'session.expiresAt',
      'user.id',
      'user.email',
      'user.role',
      'user.isAnonymous',
    ]);
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

const selectSession = compiledOnce(['token'], (db: Kysely<Database>, v) =>
  sessionQuery(db).where('session.token', '=', v.token),
);

/** The sessions of these tokens: one compiled query for a token alone, as most handshakes come. */
async function selectSessions(db: Kysely<Database>, tokens: string[]): Promise<Map<string, SessionRow>> {
  const rows =
    tokens.length === 1
      ? (await selectSession(db, { token: tokens[0] })).rows
      : await sessionQuery(db).where('session.token', 'in', tokens).execute();
  return new Map(rows.map((row) => [row.token, row]));
}

/** The name of the cookie that carries a session, as better-auth sets it (secure or not). */
export async function sessionCookieName(auth: Auth): Promise<string> {
  return (await auth.$context).authCookies.sessionToken.name;
}

/**
 * Who a connection's session cookie names, for the socket handshake: the same cookie, signature
 * and session row better-auth checks, read with one query instead of its request pipeline, which
 * cost a reconnect storm more than the rest of each join. The session is not extended here; the
 * page's own requests do that. A session ended (signing out, a ban, a reset) is a row gone.
 */
export async function sessionCookieReader(auth: Auth, db: Kysely<Database>) {
  const cookieName = await sessionCookieName(auth);
  const { secret } = await auth.$context;
  // The handshakes of a turn (a reconnect storm's, hundreds at once) are read together.
  const findSession = turnBatchedLoad((tokens: string[]) => selectSessions(db, tokens));
  return async function readSession(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
    const signed = cookieValue(headers.cookie, cookieName);
    const token = signed === null ? null : verifiedValue(signed, secret);
    if (token === null) return null;
    const row = await findSession(token);
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return toSessionUser(row);
  };
}
export type SessionCookieReader = Awaited<ReturnType<typeof sessionCookieReader>>;

/** Sessions a chunk of ids is looked up in at most: far inside any database's parameter limit. */
const SESSION_IDS_PER_READ = 500;

/** Which of these sessions still exist and have not expired (ended sessions are rows gone). */
export async function liveSessions(
  db: Kysely<Database>,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  const alive = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_READ) {
    const rows = await db
      .selectFrom('session')
      .select(['id', 'expiresAt'])
      .where('id', 'in', sessionIds.slice(start, start + SESSION_IDS_PER_READ))
      .execute();
    for (const row of rows) if (new Date(row.expiresAt).getTime() > Date.now()) alive.add(row.id);
  }
  return alive;
}
