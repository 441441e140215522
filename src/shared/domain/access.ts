import type { TeamRole } from './teams';

/**
 * Who may enter a room or retro: anyone with its link (the default, as before teams), people
 * signed in with an account, or the members of its team. Pages show these without loading zod.
 */
export const ROOM_ACCESS = ['link', 'signedIn', 'team'] as const;
export type RoomAccess = (typeof ROOM_ACCESS)[number];

/** A passcode on top of the access: long enough not to guess in the attempts allowed, short to say. */
export const PASSCODE_MIN_LENGTH = 4;
export const PASSCODE_MAX_LENGTH = 64;
/** The key a new link carries: random, too long to guess. */
export const LINK_KEY_LENGTH = 16;

/** Why someone may not be in a room with this access, or null when they may. */
export type AccessRefusal = 'ACCOUNT_REQUIRED' | 'NOT_IN_TEAM';

/** The person as access sees them: a guest or an account, and their role in the room's team. */
export interface AccessHolder {
  isGuest: boolean;
  teamRole: TeamRole | null;
}

/**
 * The one access rule, asked when someone first joins and when the setting changes (members who
 * no longer qualify leave). The owner always qualifies, so a room is never left without them.
 * A team-only room that has lost its team admits only accounts, never everyone.
 */
export function accessRefusal(
  room: { access: RoomAccess; teamId: string | null },
  person: AccessHolder,
): AccessRefusal | null {
  switch (room.access) {
    case 'link':
      return null;
    case 'signedIn':
      return person.isGuest ? 'ACCOUNT_REQUIRED' : null;
    case 'team':
      if (person.isGuest) return 'ACCOUNT_REQUIRED';
      return room.teamId && !person.teamRole ? 'NOT_IN_TEAM' : null;
    default: {
      const unknown: never = room.access;
      throw new Error(`unknown access ${String(unknown)}`);
    }
  }
}

/** What a room's access becomes when it leaves its team: team-only ones stay closed to guests. */
export const accessWithoutTeam = (access: RoomAccess): RoomAccess =>
  access === 'team' ? 'signedIn' : access;
