import { nanoid } from 'nanoid';
import type { Profile } from '../../../shared/api/profile';
import type { Db } from '../../db/database';
import { STORED_AVATAR_TYPE, toAvatar } from './avatar-image';
import { profileRepository } from './profile-repository';

export const avatarUrl = (userId: string, version: string) =>
  `/api/avatars/${encodeURIComponent(userId)}?v=${version}`;

/**
 * Checks an image and keeps it as the person's photo (a square WebP, see toAvatar), however it
 * came: uploaded on /profile, or the company provider's picture at a first sign-in.
 */
export async function saveAvatar(
  db: Db,
  userId: string,
  bytes: Buffer,
): Promise<{ profile: Profile | undefined; bytes: number }> {
  const data = await toAvatar(bytes);
  const version = nanoid(12);
  const stamp = new Date().toISOString();
  await db.kysely
    .insertInto('avatar')
    .values({ userId, contentType: STORED_AVATAR_TYPE, data, version, createAt: stamp, updatedAt: stamp })
    .onConflict((conflict) =>
      conflict
        .column('userId')
        .doUpdateSet({ contentType: STORED_AVATAR_TYPE, data, version, updatedAt: stamp }),
    )
    .execute();
  return {
    profile: await profileRepository(db).setPhoto(userId, avatarUrl(userId, version)),
    bytes: data.length,
  };
}
