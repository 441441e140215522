import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminErrorCode } from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { authDateParam, toCount } from './db-dates';

/** Any fixed number: it names the one advisory lock that serialises changes to who is an admin. */
const ADMIN_CHANGE_LOCK = 5_000_001;

export const adminError = (status: number, code: AdminErrorCode, message: string) =>
  new HttpError(status, code, message);

export const lastAdminError = () =>
  adminError(
    409,
    'LAST_ADMIN',
    'This would leave the server without an administrator. Make someone else an administrator first',
  );

export interface TargetUser {
  id: string;
  email: string;
  role: string | null;
  isAnonymous: boolean;
  activeAdmin: boolean;
}

const activeAdminFilter = (db: Db, now: Date) =>
  sql<boolean>`${sql.ref('role')} = 'admin' and (${sql.ref('banned')} is null or ${sql.ref('banned')} = ${false}
    or (${sql.ref('banExpires')} is not null and ${sql.ref('banExpires')} <= ${authDateParam(db, now)}))`;

/**
 * Runs a change to who may administer the server so that two administrators removing each other
 * at the same moment cannot both succeed: Postgres takes a transaction-scoped lock, and SQLite
 * runs one write transaction at a time anyway.
 */
export async function inAdminChange<T>(db: Db, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(async (tx) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`.execute(tx);
    return work(tx);
  });
}

export async function loadTarget(
  db: Db,
  tx: Kysely<Database>,
  userId: string,
): Promise<TargetUser | undefined> {
  const row = await tx
    .selectFrom('user')
    .select(['id', 'email', 'role', 'isAnonymous'])
    .select(activeAdminFilter(db, new Date()).as('activeAdmin'))
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, isAnonymous: Boolean(row.isAnonymous), activeAdmin: Boolean(row.activeAdmin) };
}

/** Refuses a change that takes `target` out of the administrators when no other one would remain. */
export async function assertAnotherAdminRemains(
  db: Db,
  tx: Kysely<Database>,
  target: TargetUser,
): Promise<void> {
  if (!target.activeAdmin) return;
  const row = await tx
    .selectFrom('user')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(activeAdminFilter(db, new Date()))
    .where('id', '<>', target.id)
    .executeTakeFirstOrThrow();
  if (toCount(row.count) === 0) throw lastAdminError();
}
