import { useState } from 'react';
import { keepSeats, seatPlayers, type SeatingPlan } from '../../../../shared/domain/seating';
import type { MemberView } from '../../../../shared/protocol/room-view';

const idOf = (member: MemberView) => member.userId;

function sameSeats(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([id, seat]) => b.get(id) === seat);
}

/**
 * The table as this screen last showed it, carried to the next render: people keep their seats
 * while others come and go. Kept per screen, so a reload starts from the order people joined.
 */
export function useSeatingPlan(players: readonly MemberView[]): SeatingPlan<MemberView> {
  const ids = players.map(idOf);
  const [seats, setSeats] = useState(() => keepSeats(new Map(), ids));
  const next = keepSeats(seats, ids);
  // React's way to remember what the last render showed: settled before anything is painted.
  if (!sameSeats(next, seats)) setSeats(next);
  return seatPlayers(players, idOf, next);
}
