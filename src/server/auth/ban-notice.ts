import type { Db } from '../db/database';
import { toIso } from '../db/schema';

export interface BanNotice {
  message: string;
  details: { reason: string | null; expiresAt: string | null };
}

/**
 * What a banned person is told when sign-in is refused: that they are banned, why, and until when,
 * so they know whom to ask and whether waiting helps.
 */
export async function banNotice(db: Db, body: unknown): Promise<BanNotice> {
  const email = (body as { email?: unknown } | undefined)?.email;
  const row =
    typeof email === 'string'
      ? await db.kysely
          .selectFrom('user')
          .select(['banReason', 'banExpires'])
          .where('email', '=', email.trim().toLowerCase())
          .executeTakeFirst()
      : undefined;
  const reason = row?.banReason?.trim() || null;
  const expiresAt = toIso(row?.banExpires);
  const parts = ['This account is banned.'];
  if (reason) parts.push(`Reason: ${reason}.`);
  parts.push(
    expiresAt ? `The ban ends on ${new Date(expiresAt).toUTCString()}.` : 'The ban has no end date.',
    'Contact the administrator of this server.',
  );
  return { message: parts.join(' '), details: { reason, expiresAt } };
}
