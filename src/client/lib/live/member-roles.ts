import {
  assignableRoles,
  canVote,
  withSeat,
  type AssignableRole,
  type RoomRole,
} from '../../../shared/domain/roles';

export type RoleChange = 'makeModerator' | 'removeModerator' | 'makeObserver' | 'makePlayer';

/** The full list of assignable roles member.roles expects after one change (owner is never touched). */
export function rolesAfter(roles: readonly RoomRole[], change: RoleChange): AssignableRole[] {
  const current = assignableRoles(roles);
  switch (change) {
    case 'makeModerator':
      return [...new Set<AssignableRole>([...current, 'moderator'])];
    case 'removeModerator':
      return current.filter((role) => role !== 'moderator');
    case 'makeObserver':
      return withSeat(current, 'observer');
    case 'makePlayer':
      return withSeat(current, 'player');
    default: {
      const unreachable: never = change;
      throw new Error(`Unknown role change ${String(unreachable)}`);
    }
  }
}

/** The changes that make sense for someone with these roles. */
export function availableRoleChanges(roles: readonly RoomRole[]): RoleChange[] {
  const changes: RoleChange[] = [roles.includes('moderator') ? 'removeModerator' : 'makeModerator'];
  changes.push(canVote(roles) ? 'makeObserver' : 'makePlayer');
  return changes;
}
