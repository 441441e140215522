import type { Kysely } from 'kysely';
import type { SiteRole } from '../../../shared/api/profile';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { AccountLifecycle } from '../../http/account-lifecycle';
import {
  adminError,
  assertAnotherAdminRemains,
  inAdminChange,
  loadTarget,
  type TargetUser,
} from './admin-guard';
import { authDateParam } from './db-dates';

async function requireTarget(db: Db, tx: Kysely<Database>, userId: string): Promise<TargetUser> {
  const target = await loadTarget(db, tx, userId);
  if (!target) throw notFound('This user no longer exists');
  return target;
}

const endSessions = (tx: Kysely<Database>, userId: string) =>
  tx.deleteFrom('session').where('userId', '=', userId).execute();

/**
 * What an administrator can do to an account. Writes go straight to better-auth's tables: its
 * admin plugin reads the same `banned` and `banExpires` columns when it refuses a sign-in.
 */
export function userActions(db: Db, accounts: AccountLifecycle) {
  return {
    async setRole(userId: string, role: SiteRole): Promise<TargetUser> {
      return inAdminChange(db, async (tx) => {
        const target = await requireTarget(db, tx, userId);
        if (role === 'admin' && target.isAnonymous) {
          throw adminError(400, 'GUEST_CANNOT_BE_ADMIN', 'A guest account cannot be an administrator');
        }
        if (role === 'user') await assertAnotherAdminRemains(db, tx, target);
        await tx
          .updateTable('user')
          .set({ role, updatedAt: authDateParam(db, new Date()) })
          .where('id', '=', userId)
          .execute();
        return target;
      });
    },

    async ban(actorId: string, userId: string, reason: string, expiresAt: string | null): Promise<void> {
      if (actorId === userId) throw adminError(400, 'CANNOT_BAN_SELF', 'You cannot ban yourself');
      const expires = expiresAt === null ? null : new Date(expiresAt);
      if (expires && expires.getTime() <= Date.now())
        throw badRequest('expiresAt: The ban must end in the future');
      await inAdminChange(db, async (tx) => {
        const target = await requireTarget(db, tx, userId);
        await assertAnotherAdminRemains(db, tx, target);
        await tx
          .updateTable('user')
          .set({
            banned: true,
            banReason: reason,
            banExpires: expires && authDateParam(db, expires),
            updatedAt: authDateParam(db, new Date()),
          })
          .where('id', '=', userId)
          .execute();
        await endSessions(tx, userId);
      });
      accounts.disconnect(userId);
    },

    async unban(userId: string): Promise<void> {
      const result = await db.kysely
        .updateTable('user')
        .set({ banned: false, banReason: null, banExpires: null, updatedAt: authDateParam(db, new Date()) })
        .where('id', '=', userId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw notFound('This user no longer exists');
    },

    /** Signs a user out everywhere: every session ends and every live connection closes. */
    async signOut(userId: string): Promise<void> {
      await requireTarget(db, db.kysely, userId);
      await endSessions(db.kysely, userId);
      accounts.disconnect(userId);
    },

    async remove(userId: string): Promise<void> {
      await inAdminChange(db, async (tx) => {
        const target = await requireTarget(db, tx, userId);
        await assertAnotherAdminRemains(db, tx, target);
        // Demoted at once, so a second removal racing this one sees one administrator fewer; and
        // nobody can sign in as them while their rooms are released below.
        await tx.updateTable('user').set({ role: 'user' }).where('id', '=', userId).execute();
        await endSessions(tx, userId);
      });
      await accounts.deleteAccount(userId);
    },
  };
}
export type UserActions = ReturnType<typeof userActions>;
