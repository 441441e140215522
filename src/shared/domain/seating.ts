import { TABLE_SEATS } from '../constants';
import { canVote, type RoomRole } from './roles';

export interface SeatingPlan<T> {
  top: T[];
  right: T[];
  bottom: T[];
  left: T[];
  /** Players past the 18 seats: shown beside the table so nobody becomes invisible. */
  overflow: T[];
}

/**
 * Seats players around the table (SPEC §2: top 6, bottom 6, left 3, right 3). Seats fill
 * alternately top and bottom, so a small team faces each other across the table, then the sides.
 */
export function seatPlayers<T>(players: readonly T[]): SeatingPlan<T> {
  const plan: SeatingPlan<T> = { top: [], right: [], bottom: [], left: [], overflow: [] };
  const order: (keyof typeof TABLE_SEATS)[] = ['top', 'bottom', 'left', 'right'];
  let index = 0;
  const longSides = TABLE_SEATS.top + TABLE_SEATS.bottom;
  for (const player of players) {
    if (index < longSides) {
      const side = index % 2 === 0 ? 'top' : 'bottom';
      plan[side].push(player);
    } else if (index < longSides + TABLE_SEATS.left + TABLE_SEATS.right) {
      const side = order[2 + ((index - longSides) % 2)] ?? 'left';
      plan[side].push(player);
    } else {
      plan.overflow.push(player);
    }
    index += 1;
  }
  return plan;
}

export interface SeatCandidate {
  online: boolean;
  roles: readonly RoomRole[];
}

/** SPEC §2: only online members who are not viewers (observers) sit at the table. */
export function isSeated(member: SeatCandidate): boolean {
  return member.online && canVote(member.roles);
}
