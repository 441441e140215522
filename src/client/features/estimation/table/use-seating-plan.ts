import { useState } from 'react';
import { keepSeats, seatPlayers, type SeatingPlan } from '../../../../shared/domain/seating';
import type { MemberView } from '../../../../shared/protocol/room-view';

const idOf = (member: MemberView) => member.userId;

function sameSeats(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([id, seat]) => b.get(id) === seat);
}

/** One past the highest seat in use: how many seats this screen has laid out so far. */
const extentOf = (seats: ReadonlyMap<string, number>) =>
  Math.max(0, ...[...seats.values()].map((seat) => seat + 1));

/**
 * The table as this screen last showed it, carried to the next render: people keep their seats
 * while others come and go, and every seat laid out stays laid out (empty when its person left).
 * Kept per screen, so a reload starts again from the order people joined, without gaps.
 */
export function useSeatingPlan(players: readonly MemberView[]): SeatingPlan<MemberView> {
  const ids = players.map(idOf);
  const [table, setTable] = useState(() => {
    const seats = keepSeats(new Map(), ids);
    return { seats, laidOut: extentOf(seats) };
  });
  const seats = keepSeats(table.seats, ids);
  const laidOut = Math.max(table.laidOut, extentOf(seats));
  // React's way to remember what the last render showed: settled before anything is painted.
  if (!sameSeats(seats, table.seats) || laidOut !== table.laidOut) setTable({ seats, laidOut });
  return seatPlayers(players, idOf, seats, laidOut);
}
