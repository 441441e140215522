import type { Kysely } from 'kysely';
import { assignableRoles, canManage, type AssignableRole } from '../../shared/domain/roles';
import type { Database } from '../db/schema';
import type { memberTable } from './member-table';

/** A kind's live command run as a room's owner, to bring a room in line with its team. */
export type TeamRoomCommand = (
  ownerId: string,
  command:
    | { type: 'room.access'; roomId: string; access: 'team' }
    | { type: 'member.roles'; roomId: string; userId: string; roles: AssignableRole[] },
) => Promise<unknown>;

type Members = ReturnType<typeof memberTable>;

/**
 * The team's admins manage its rooms as moderators: each who is a member of one of them and not
 * yet a manager there becomes a moderator, live, as if the owner had made them one (all the team's
 * rooms of one kind, or the one just moved in).
 */
export async function seatTeamAdmins(
  db: Kysely<Database>,
  members: Members,
  teamId: string,
  execute: TeamRoomCommand,
  roomId?: string,
): Promise<void> {
  for (const membership of await members.teamAdminMemberships(db, teamId, roomId)) {
    if (!membership.ownerId || canManage(membership.roles)) continue;
    await execute(membership.ownerId, {
      type: 'member.roles',
      roomId: membership.roomId,
      userId: membership.userId,
      roles: [...assignableRoles(membership.roles), 'moderator'],
    });
  }
}

/**
 * After a team changed (someone left it, or became an admin): each of its team-only rooms of one
 * kind applies its access again, so whoever left leaves those rooms live on every instance, and its
 * admins are made moderators where they are members.
 */
export async function applyTeamChange(
  db: Kysely<Database>,
  members: Members,
  teamId: string,
  execute: TeamRoomCommand,
): Promise<void> {
  for (const room of await members.teamOnlyRooms(db, teamId)) {
    // Owners' rooms go with their accounts, so a room without one is only ever on its way out.
    if (room.ownerId) await execute(room.ownerId, { type: 'room.access', roomId: room.id, access: 'team' });
  }
  await seatTeamAdmins(db, members, teamId, execute);
}
