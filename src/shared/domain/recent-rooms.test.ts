import { describe, expect, it } from 'vitest';
import { recentRooms } from './recent-rooms';

const visit = (id: string, day: number, isFavorite = false) => ({
  id,
  lastVisitDate: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  isFavorite,
});

describe('recentRooms', () => {
  it('puts favourites first, then the latest visits', () => {
    const ordered = recentRooms([visit('a', 1), visit('b', 5), visit('c', 2, true), visit('d', 3)]);
    expect(ordered.map((r) => r.id)).toEqual(['c', 'b', 'd', 'a']);
  });
  it('keeps at most 10', () => {
    const many = Array.from({ length: 14 }, (_, i) => visit(`r${i}`, i + 1));
    const ordered = recentRooms(many);
    expect(ordered).toHaveLength(10);
    expect(ordered[0]?.id).toBe('r13');
  });
  it('keeps a favourite even when it is the oldest visit', () => {
    const many = [...Array.from({ length: 12 }, (_, i) => visit(`r${i}`, i + 10)), visit('old-fav', 1, true)];
    expect(recentRooms(many)[0]?.id).toBe('old-fav');
  });
});
