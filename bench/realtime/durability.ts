import Sqlite from 'better-sqlite3';
import pg from 'pg';
import type { TestDialect } from '../../src/server/testing/test-server';
import { ROOM_ROUND_KEY } from '../../src/server/features/rooms/room-records';
import { voteValue } from './clients';

/** Every room-round vote in the database: `${room}/${user}` → its card. Read beside the server. */
export async function storedVotes(dialect: TestDialect, url: string): Promise<Map<string, string>> {
  const query = `select "roomId", "userId", "value" from "vote" where "roundKey" = '${ROOM_ROUND_KEY}'`;
  let rows: { roomId: string; userId: string; value: string }[];
  if (dialect === 'sqlite') {
    const db = new Sqlite(url, { readonly: true });
    try {
      rows = db.prepare(query).all() as typeof rows;
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      rows = (await client.query<(typeof rows)[number]>(query)).rows;
    } finally {
      await client.end();
    }
  }
  return new Map(rows.map((row) => [`${row.roomId}/${row.userId}`, row.value]));
}

/**
 * Acknowledged votes the database does not hold: each person's last acknowledged card must be
 * the one stored for them (every vote replaces the one before, so that is all a vote leaves).
 */
export function lostVotes(lastAcked: Map<string, number>, stored: Map<string, string>): number {
  let lost = 0;
  for (const [key, index] of lastAcked) if (stored.get(key) !== voteValue(index)) lost += 1;
  return lost;
}
