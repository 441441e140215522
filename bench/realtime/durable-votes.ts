import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { ROOM_ROUND_KEY } from '../../src/server/features/rooms/room-records';

/** As many connections as our server's pool opens. */
const POOL_CONNECTIONS = 10;

// The table has our vote table's name and key columns, so the bench's durability check reads both alike.
const CREATE_TABLE = `create table "vote" ("roomId" text not null, "roundKey" text not null,
  "userId" text not null, "value" text not null, primary key ("roomId", "roundKey", "userId"))`;
const UPSERT = (place: (n: number) => string) =>
  `insert into "vote" ("roomId", "roundKey", "userId", "value") values (${place(1)}, '${ROOM_ROUND_KEY}', ${place(2)}, ${place(3)})
   on conflict ("roomId", "roundKey", "userId") do update set "value" = excluded."value"`;

export interface DurableVotes {
  save(room: string, user: string, value: string): Promise<void>;
}

/**
 * The least a server that keeps votes must do per vote: one upsert, committed, prepared once and
 * on the same settings as ours (SQLite's write-ahead log without waiting for the disk; Postgres
 * through a pool). A floor with this beside the relay tells how much of our cost is the database's.
 */
export async function durableVotes(url: string): Promise<DurableVotes> {
  if (url.startsWith('sqlite:')) {
    const db = new Sqlite(url.slice('sqlite:'.length));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(CREATE_TABLE);
    const upsert = db.prepare(UPSERT(() => '?'));
    return {
      save: async (room, user, value) => void upsert.run(room, user, value),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: POOL_CONNECTIONS });
  await pool.query(CREATE_TABLE);
  const text = UPSERT((n) => `$${n}`);
  return {
    save: async (room, user, value) =>
      void (await pool.query({ name: 'vote', text, values: [room, user, value] })),
  };
}
