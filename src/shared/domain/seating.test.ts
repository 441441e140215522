import { describe, expect, it } from 'vitest';
import { isSeated, keepSeats, seatPlayers } from './seating';

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

const id = (player: string) => player;

describe('seatPlayers', () => {
  it('faces two players across the table', () => {
    const plan = seatPlayers(players(2), id);
    expect(plan.top).toEqual(['p1']);
    expect(plan.bottom).toEqual(['p2']);
  });

  it('fills top 6 and bottom 6 before the sides, then left 3 and right 3', () => {
    const plan = seatPlayers(players(18), id);
    expect(plan.top).toHaveLength(6);
    expect(plan.bottom).toHaveLength(6);
    expect(plan.left).toHaveLength(3);
    expect(plan.right).toHaveLength(3);
    expect(plan.overflow).toEqual([]);
    expect(seatPlayers(players(12), id).left).toEqual([]);
  });

  it('keeps everyone past 18 beside the table: nobody is lost', () => {
    const plan = seatPlayers(players(20), id);
    expect(plan.overflow).toEqual(['p19', 'p20']);
    const seated = [...plan.top, ...plan.bottom, ...plan.left, ...plan.right, ...plan.overflow];
    expect(seated.sort()).toEqual(players(20).sort());
  });
});

describe('keepSeats', () => {
  it('moves nobody when someone leaves, and leaves their seat empty', () => {
    const before = keepSeats(new Map(), players(6));
    const stayed = players(6).filter((player) => player !== 'p3');
    const after = keepSeats(before, stayed);
    for (const player of stayed) expect(after.get(player)).toBe(before.get(player));
    const plan = seatPlayers(stayed, id, after);
    expect(plan.top).toEqual(['p1', null, 'p5']);
    expect(plan.bottom).toEqual(['p2', 'p4', 'p6']);
  });

  it('keeps an emptied end seat laid out, so the side does not re-centre', () => {
    const before = keepSeats(new Map(), players(3));
    const after = keepSeats(before, ['p1', 'p2']);
    // p3 sat at the top's end (top: p1, p3): without the laid-out seat p1 would sit alone, centred.
    expect(seatPlayers(['p1', 'p2'], id, after).top).toEqual(['p1']);
    expect(seatPlayers(['p1', 'p2'], id, after, 3).top).toEqual(['p1', null]);
  });

  it('gives a newcomer the first empty seat', () => {
    const before = keepSeats(new Map(), players(6));
    const after = keepSeats(keepSeats(before, ['p1', 'p2', 'p4', 'p5', 'p6']), [
      'p1',
      'p2',
      'p4',
      'p5',
      'p6',
      'p7',
    ]);
    expect(after.get('p7')).toBe(before.get('p3'));
  });

  it('seats whoever waited beside a full table once a seat frees up', () => {
    const full = keepSeats(new Map(), players(20));
    expect(full.has('p19')).toBe(false);
    const after = keepSeats(
      full,
      players(20).filter((player) => player !== 'p4'),
    );
    expect(after.get('p19')).toBe(full.get('p4'));
    expect(after.has('p20')).toBe(false);
  });
});

describe('isSeated', () => {
  it('seats only online players who are not observers', () => {
    expect(isSeated({ online: true, roles: ['player'] })).toBe(true);
    expect(isSeated({ online: false, roles: ['player'] })).toBe(false);
    expect(isSeated({ online: true, roles: ['observer'] })).toBe(false);
    expect(isSeated({ online: true, roles: ['owner', 'player', 'observer'] })).toBe(false);
    expect(isSeated({ online: true, roles: ['owner', 'moderator'] })).toBe(false);
  });
});
