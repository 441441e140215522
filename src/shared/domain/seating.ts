import { TABLE_SEATS } from '../constants';
import { canVote, type RoomRole } from './roles';

type Side = keyof typeof TABLE_SEATS;

export interface SeatingPlan<T> {
  /** Each side's seats in order; null is a seat someone left, kept so nobody else moves. */
  top: (T | null)[];
  right: (T | null)[];
  bottom: (T | null)[];
  left: (T | null)[];
  /** Players past the 18 seats: shown beside the table so nobody becomes invisible. */
  overflow: T[];
}

const LONG_SIDES = TABLE_SEATS.top + TABLE_SEATS.bottom;
export const SEAT_COUNT = LONG_SIDES + TABLE_SEATS.left + TABLE_SEATS.right;

/**
 * Where seat number `seat` is (SPEC §2: top 6, bottom 6, left 3, right 3). Seats alternate top
 * and bottom, so a small team faces each other across the table, then the sides.
 */
function placeOf(seat: number): { side: Side; index: number } {
  if (seat < LONG_SIDES) return { side: seat % 2 === 0 ? 'top' : 'bottom', index: Math.floor(seat / 2) };
  const rest = seat - LONG_SIDES;
  return { side: rest % 2 === 0 ? 'left' : 'right', index: Math.floor(rest / 2) };
}

/**
 * Seat numbers for the players now at the table. Whoever already had a seat keeps it, so one
 * person leaving moves nobody else; the others, in the order given, take the lowest free seats,
 * and whoever finds none waits beside the table (no number) until one frees up.
 */
export function keepSeats(
  previous: ReadonlyMap<string, number>,
  playerIds: readonly string[],
): Map<string, number> {
  const seats = new Map<string, number>();
  for (const id of playerIds) {
    const seat = previous.get(id);
    if (seat !== undefined) seats.set(id, seat);
  }
  const taken = new Set(seats.values());
  let free = 0;
  for (const id of playerIds) {
    if (seats.has(id)) continue;
    while (taken.has(free)) free += 1;
    if (free >= SEAT_COUNT) break;
    seats.set(id, free);
    taken.add(free);
  }
  return seats;
}

/**
 * The table as seen: each side's seats from the seat numbers, with the gaps people left. Seats
 * numbered below `laidOut` stay laid out even when empty, the last on a side included: a side
 * whose end seat empties would otherwise re-centre, and everyone on it would move.
 */
export function seatPlayers<T>(
  players: readonly T[],
  idOf: (player: T) => string,
  seats: ReadonlyMap<string, number> = keepSeats(new Map(), players.map(idOf)),
  laidOut = 0,
): SeatingPlan<T> {
  const plan: SeatingPlan<T> = { top: [], right: [], bottom: [], left: [], overflow: [] };
  for (let seat = 0; seat < Math.min(laidOut, SEAT_COUNT); seat += 1) {
    const { side, index } = placeOf(seat);
    while (plan[side].length <= index) plan[side].push(null);
  }
  for (const player of players) {
    const seat = seats.get(idOf(player));
    if (seat === undefined) {
      plan.overflow.push(player);
      continue;
    }
    const { side, index } = placeOf(seat);
    while (plan[side].length < index) plan[side].push(null);
    plan[side][index] = player;
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
