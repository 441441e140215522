import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { memberTable } from './member-table';

/** The access command run again, as the room's owner, to apply a changed team to it. */
export type ReapplyAccess = (
  ownerId: string,
  command: { type: 'room.access'; roomId: string; access: 'team' },
) => Promise<unknown>;

/**
 * After a team lost a member: each of its team-only rooms of one kind applies its access again,
 * so the person leaves those rooms live, on every instance, as when the owner closes a room.
 */
export async function reapplyTeamAccess(
  db: Kysely<Database>,
  members: ReturnType<typeof memberTable>,
  teamId: string,
  execute: ReapplyAccess,
): Promise<void> {
  for (const room of await members.teamOnlyRooms(db, teamId)) {
    // Owners' rooms go with their accounts, so a room without one is only ever on its way out.
    if (room.ownerId) await execute(room.ownerId, { type: 'room.access', roomId: room.id, access: 'team' });
  }
}
