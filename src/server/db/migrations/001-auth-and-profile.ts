import type { Kysely } from 'kysely';
import { DEFAULT_SOUND_VOLUME } from '../../../shared/constants';
import { columnTypes, type Dialect } from './column-types';

/** better-auth's tables (with the admin and anonymous plugins' columns) plus the profile of SPEC §3. */
export function authAndProfile(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('displayName', t.text, (c) => c.notNull())
        .addColumn('email', t.text, (c) => c.notNull().unique())
        .addColumn('emailVerified', t.bool, (c) => c.notNull())
        .addColumn('photoURL', t.text)
        .addColumn('createAt', t.authDate, (c) => c.notNull())
        .addColumn('updatedAt', t.authDate, (c) => c.notNull())
        .addColumn('role', t.text)
        .addColumn('banned', t.bool)
        .addColumn('banReason', t.text)
        .addColumn('banExpires', t.authDate)
        .addColumn('isAnonymous', t.bool)
        .addColumn('sound', t.bool, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('soundVolume', t.real, (c) => c.notNull().defaultTo(DEFAULT_SOUND_VOLUME))
        .addColumn('locale', t.text)
        .addColumn('lastVisitDate', t.authDate)
        .execute();

      await db.schema
        .createTable('session')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('expiresAt', t.authDate, (c) => c.notNull())
        .addColumn('token', t.text, (c) => c.notNull().unique())
        .addColumn('createdAt', t.authDate, (c) => c.notNull())
        .addColumn('updatedAt', t.authDate, (c) => c.notNull())
        .addColumn('ipAddress', t.text)
        .addColumn('userAgent', t.text)
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('impersonatedBy', t.text)
        .execute();
      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

      await db.schema
        .createTable('account')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('accountId', t.text, (c) => c.notNull())
        .addColumn('providerId', t.text, (c) => c.notNull())
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', t.text)
        .addColumn('refreshToken', t.text)
        .addColumn('idToken', t.text)
        .addColumn('accessTokenExpiresAt', t.authDate)
        .addColumn('refreshTokenExpiresAt', t.authDate)
        .addColumn('scope', t.text)
        .addColumn('password', t.text)
        .addColumn('createdAt', t.authDate, (c) => c.notNull())
        .addColumn('updatedAt', t.authDate, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

      await db.schema
        .createTable('verification')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('identifier', t.text, (c) => c.notNull())
        .addColumn('value', t.text, (c) => c.notNull())
        .addColumn('expiresAt', t.authDate, (c) => c.notNull())
        .addColumn('createdAt', t.authDate, (c) => c.notNull())
        .addColumn('updatedAt', t.authDate, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('verification_identifier_idx')
        .on('verification')
        .column('identifier')
        .execute();
    },
  };
}
