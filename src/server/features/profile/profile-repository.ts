import type { Selectable } from 'kysely';
import { DEFAULT_SOUND_VOLUME, LOCALES, type Locale } from '../../../shared/constants';
import type { Profile, ProfilePatch } from '../../../shared/api/profile';
import type { Db } from '../../db/database';
import { toIso, type UserTable } from '../../db/schema';

const isLocale = (value: string | null): value is Locale => LOCALES.includes(value as Locale);

export function toProfile(row: Selectable<UserTable>): Profile {
  return {
    uid: row.id,
    email: row.isAnonymous ? '' : row.email,
    displayName: row.displayName,
    photoURL: row.photoURL,
    role: row.role === 'admin' ? 'admin' : 'user',
    isAnonymous: Boolean(row.isAnonymous),
    sound: Boolean(row.sound),
    soundVolume: row.soundVolume ?? DEFAULT_SOUND_VOLUME,
    locale: isLocale(row.locale) ? row.locale : null,
    lastVisitDate: toIso(row.lastVisitDate),
    createAt: toIso(row.createAt) ?? '',
    updatedAt: toIso(row.updatedAt) ?? '',
  };
}

export function profileRepository(db: Db) {
  return {
    async get(userId: string): Promise<Profile | undefined> {
      const row = await db.kysely.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
      return row ? toProfile(row) : undefined;
    },
    async patch(userId: string, patch: ProfilePatch): Promise<Profile | undefined> {
      const row = await db.kysely
        .updateTable('user')
        .set({ ...patch, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row ? toProfile(row) : undefined;
    },
    async setPhoto(userId: string, photoURL: string | null): Promise<Profile | undefined> {
      const row = await db.kysely
        .updateTable('user')
        .set({ photoURL, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row ? toProfile(row) : undefined;
    },
  };
}
