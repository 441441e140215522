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
  it('orders favourites among themselves by their latest visit', () => {
    const ordered = recentRooms([visit('f-old', 1, true), visit('plain', 9), visit('f-new', 5, true)]);
    expect(ordered.map((r) => r.id)).toEqual(['f-new', 'f-old', 'plain']);
  });
  it('puts rooms never visited last and breaks ties by id, so the order is stable', () => {
    const never = { id: 'never', lastVisitDate: '', isFavorite: false };
    const ordered = recentRooms([never, visit('b', 2), visit('a', 2)]);
    expect(ordered.map((r) => r.id)).toEqual(['a', 'b', 'never']);
  });
  it('does not change the list it was given', () => {
    const input = [visit('a', 1), visit('b', 2)];
    recentRooms(input);
    expect(input.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
