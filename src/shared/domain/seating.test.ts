import { describe, expect, it } from 'vitest';
import { isSeated, seatPlayers } from './seating';

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('seatPlayers', () => {
  it('faces two players across the table', () => {
    const plan = seatPlayers(players(2));
    expect(plan.top).toEqual(['p1']);
    expect(plan.bottom).toEqual(['p2']);
  });

  it('fills top 6 and bottom 6 before the sides, then left 3 and right 3', () => {
    const plan = seatPlayers(players(18));
    expect(plan.top).toHaveLength(6);
    expect(plan.bottom).toHaveLength(6);
    expect(plan.left).toHaveLength(3);
    expect(plan.right).toHaveLength(3);
    expect(plan.overflow).toEqual([]);
    expect(seatPlayers(players(12)).left).toEqual([]);
  });

  it('keeps everyone past 18 beside the table: nobody is lost', () => {
    const plan = seatPlayers(players(20));
    expect(plan.overflow).toEqual(['p19', 'p20']);
    const seated = [...plan.top, ...plan.bottom, ...plan.left, ...plan.right, ...plan.overflow];
    expect(seated.sort()).toEqual(players(20).sort());
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
