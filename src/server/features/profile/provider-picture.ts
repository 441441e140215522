import type { FastifyBaseLogger } from 'fastify';
import { AVATAR_MAX_BYTES } from '../../../shared/api/avatar';
import type { Db } from '../../db/database';
import { saveAvatar } from './avatar-store';

const PICTURE_TIMEOUT_MS = 10_000;

/**
 * The photo of an account made from a company provider's claims: its `picture` is fetched once,
 * through the guarded client (the address is the provider's to choose, not ours), checked as an
 * upload is, and kept as the person's own photo, since pages load images from this app only. An
 * account with a photo keeps it; a picture that cannot be taken leaves none, and sign-in goes on.
 */
export async function adoptProviderPicture(
  deps: { db: Db; fetch: typeof fetch; log: Pick<FastifyBaseLogger, 'info' | 'warn'> },
  userId: string,
  pictureUrl: string,
): Promise<void> {
  const { db, log } = deps;
  let host = '';
  try {
    const url = new URL(pictureUrl);
    host = url.host;
    if (!/^https?:$/.test(url.protocol)) throw new Error('not an http(s) address');
    const user = await db.kysely
      .selectFrom('user')
      .select('photoURL')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.photoURL) return;
    const response = await deps.fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > AVATAR_MAX_BYTES) throw new Error('larger than an avatar may be');
    await saveAvatar(db, userId, bytes);
    log.info({ userId, host }, 'photo taken from the provider');
  } catch (error) {
    // The host only: a picture's address may carry a token of the provider's.
    log.warn({ userId, host, reason: (error as Error).message }, 'provider picture not taken');
  }
}
