import { sql, type ExpressionBuilder } from 'kysely';
import type { AdminUser, AdminUserPage, AdminUsersQuery, UserSortKey } from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import { toIso, type Database } from '../../db/schema';
import { toCount } from './db-dates';

type UserEb = ExpressionBuilder<Database, 'user'>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Name or email contains the query, ignoring case. SQLite's lower() folds ASCII only, so the text
 * as typed is tried too: "Олена" still finds Олена there.
 */
function matches(eb: UserEb, query: string) {
  const lowered = likePattern(query.toLowerCase());
  const typed = likePattern(query);
  const like = (column: 'displayName' | 'email', pattern: string, lower: boolean) =>
    lower
      ? sql<boolean>`lower(${sql.ref(`user.${column}`)}) like ${pattern} escape '\\'`
      : sql<boolean>`${sql.ref(`user.${column}`)} like ${pattern} escape '\\'`;
  return eb.or([
    like('displayName', lowered, true),
    like('email', lowered, true),
    like('displayName', typed, false),
    like('email', typed, false),
  ]);
}

function filtered(db: Db, query: AdminUsersQuery) {
  let builder = db.kysely.selectFrom('user');
  if (query.query) builder = builder.where((eb) => matches(eb, query.query));
  switch (query.kind) {
    case 'all':
      break;
    case 'registered':
      builder = builder.where((eb) =>
        eb.or([eb('user.isAnonymous', 'is', null), eb('user.isAnonymous', '=', false)]),
      );
      break;
    case 'guest':
      builder = builder.where('user.isAnonymous', '=', true);
      break;
    default: {
      const unreachable: never = query.kind;
      throw new Error(`unknown kind ${String(unreachable)}`);
    }
  }
  return builder;
}

const roomCount = (eb: UserEb) =>
  eb
    .selectFrom('room')
    .select((inner) => inner.fn.countAll().as('count'))
    .whereRef('room.ownerId', '=', 'user.id')
    .as('roomCount');

function sortExpression(sort: UserSortKey) {
  switch (sort) {
    case 'name':
      return sql`lower(${sql.ref('user.displayName')})`;
    case 'email':
      return sql`lower(${sql.ref('user.email')})`;
    case 'created':
      return sql.ref('user.createAt');
    case 'lastVisit':
      return sql.ref('user.lastVisitDate');
    case 'rooms':
      return sql.ref('roomCount');
    default: {
      const unreachable: never = sort;
      throw new Error(`unknown sort ${String(unreachable)}`);
    }
  }
}

const selection = [
  'user.id',
  'user.displayName',
  'user.email',
  'user.photoURL',
  'user.role',
  'user.isAnonymous',
  'user.banned',
  'user.banReason',
  'user.banExpires',
  'user.createAt',
  'user.lastVisitDate',
] as const;

type UserRow = {
  id: string;
  displayName: string;
  email: string;
  photoURL: string | null;
  role: string | null;
  isAnonymous: boolean | number | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: Date | string | null;
  createAt: Date | string;
  lastVisitDate: Date | string | null;
  roomCount: unknown;
};

export function toAdminUser(row: UserRow, adminEmails: ReadonlySet<string>, now = new Date()): AdminUser {
  const banExpires = toIso(row.banExpires);
  const banned = Boolean(row.banned) && (banExpires === null || Date.parse(banExpires) > now.getTime());
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    photoURL: row.photoURL,
    role: row.role === 'admin' ? 'admin' : 'user',
    isAnonymous: Boolean(row.isAnonymous),
    isConfiguredAdmin: adminEmails.has(row.email.toLowerCase()),
    banned,
    banReason: banned ? row.banReason : null,
    banExpires: banned ? banExpires : null,
    roomCount: toCount(row.roomCount),
    createAt: toIso(row.createAt) ?? '',
    lastVisitDate: toIso(row.lastVisitDate),
  };
}

/** One page of the users table, searched, filtered and sorted by the database. */
export async function listUsers(
  db: Db,
  query: AdminUsersQuery,
  adminEmails: ReadonlySet<string>,
): Promise<AdminUserPage> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    filtered(db, query)
      .select(selection)
      .select(roomCount)
      // Users who never visited sort last either way; ties go by name, and the id keeps pages stable.
      .orderBy(sortExpression(query.sort), (ob) => (query.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy(sortExpression('name'))
      .orderBy('user.id')
      .limit(query.pageSize)
      .offset(offset)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = new Date();
  return {
    items: rows.map((row) => toAdminUser(row, adminEmails, now)),
    total: toCount(total.count),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findAdminUser(
  db: Db,
  userId: string,
  adminEmails: ReadonlySet<string>,
): Promise<AdminUser | undefined> {
  const row = await db.kysely
    .selectFrom('user')
    .select(selection)
    .select(roomCount)
    .where('user.id', '=', userId)
    .executeTakeFirst();
  return row ? toAdminUser(row, adminEmails) : undefined;
}
