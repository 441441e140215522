import type { RoomRole } from '../../../../shared/protocol/room-view';

export type AssignableRole = Exclude<RoomRole, 'owner'>;
export type RoleChange = 'makeModerator' | 'removeModerator' | 'makeObserver' | 'makePlayer';

/** The full list of assignable roles member.roles expects after one change (owner is never touched). */
export function rolesAfter(roles: readonly RoomRole[], change: RoleChange): AssignableRole[] {
  const current = new Set(roles.filter((role): role is AssignableRole => role !== 'owner'));
  switch (change) {
    case 'makeModerator':
      current.add('moderator');
      break;
    case 'removeModerator':
      current.delete('moderator');
      break;
    case 'makeObserver':
      current.delete('player');
      current.add('observer');
      break;
    case 'makePlayer':
      current.delete('observer');
      current.add('player');
      break;
    default: {
      const unreachable: never = change;
      throw new Error(`Unknown role change ${String(unreachable)}`);
    }
  }
  return [...current];
}

/** The changes that make sense for someone with these roles. */
export function availableRoleChanges(roles: readonly RoomRole[]): RoleChange[] {
  const changes: RoleChange[] = [roles.includes('moderator') ? 'removeModerator' : 'makeModerator'];
  const watching = roles.includes('observer') || !roles.includes('player');
  changes.push(watching ? 'makePlayer' : 'makeObserver');
  return changes;
}
