import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** How long a write that went through vouches for the database; a failed one vouches for nothing. */
export const WRITE_CHECK_INTERVAL_MS = 10_000;

/**
 * Whether the database takes a write: a read-only file, a full disk or a standby answers reads
 * and refuses every change, which a `select 1` cannot tell. One tiny row is rewritten, at most once
 * an interval while it works, and at every ask while it does not, so recovery shows at once.
 * Asks that come together share one write.
 */
export function writeCheck(db: Kysely<Database>, intervalMs = WRITE_CHECK_INTERVAL_MS) {
  let vouchedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<boolean> | null = null;

  async function write(): Promise<boolean> {
    const checkedAt = new Date().toISOString();
    try {
      await db
        .insertInto('health_probe')
        .values({ id: 1, checkedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ checkedAt }))
        .execute();
      vouchedAt = Date.now();
      return true;
    } catch {
      vouchedAt = Number.NEGATIVE_INFINITY;
      return false;
    }
  }

  /** `fresh`: asked because a change just failed, so an earlier write vouches for nothing. */
  return (fresh = false): Promise<boolean> => {
    if (!fresh && Date.now() - vouchedAt < intervalMs) return Promise.resolve(true);
    running ??= write().finally(() => (running = null));
    return running;
  };
}
