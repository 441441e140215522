import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from './database';
import { writeCheck } from './write-check';

describe('the write check', () => {
  let db: Db;
  beforeEach(async () => {
    db = openDatabase({ dialect: 'sqlite', location: ':memory:' });
    await migrateToLatest(db);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.close();
  });

  it('writes at most once an interval while writes work, and at every ask once they do not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const writable = writeCheck(db.kysely, 10_000);
    expect(await Promise.all([writable(), writable()])).toEqual([true, true]);
    const first = await db.kysely.selectFrom('health_probe').selectAll().execute();
    expect(first).toHaveLength(1);

    // The database turns read-only: the last write still vouches until its interval ends.
    await sql`pragma query_only = on`.execute(db.kysely);
    vi.advanceTimersByTime(5_000);
    expect(await writable()).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(await writable()).toBe(false);
    expect(await writable()).toBe(false);

    await sql`pragma query_only = off`.execute(db.kysely);
    expect(await writable()).toBe(true);
    const last = await db.kysely.selectFrom('health_probe').selectAll().execute();
    expect(last).toHaveLength(1);
    expect(last[0]!.checkedAt > first[0]!.checkedAt).toBe(true);
  });
});
