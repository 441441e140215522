import type { Kysely } from 'kysely';

/** A passcode on top of a room's or retro's access, kept only as a salted hash; none so far. */
export function roomPasscode() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['room', 'retro']) {
        await db.schema.alterTable(table).addColumn('passcodeHash', 'text').execute();
      }
    },
  };
}
