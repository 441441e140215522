import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/**
 * Someone a manager made a viewer stays one until a manager seats them again, unless the room
 * lets viewers take a seat themselves. Watching by one's own choice never locks the seat.
 */
export function seatRules(dialect: Dialect) {
  const t = columnTypes(dialect);
  const off = dialect === 'sqlite' ? 0 : false;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('room')
        .addColumn('viewersMayTakeSeat', t.bool, (c) => c.notNull().defaultTo(off))
        .execute();
      await db.schema
        .alterTable('room_member')
        .addColumn('seatLocked', t.bool, (c) => c.notNull().defaultTo(off))
        .execute();
    },
  };
}
