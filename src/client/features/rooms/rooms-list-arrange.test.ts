// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RoomSummary } from '../../../shared/api/rooms';
import { arrangeRooms } from './rooms-list-arrange';
import { withFavorite } from './rooms-list-data';

const room = (id: string, name: string, fields: Partial<RoomSummary> = {}): RoomSummary => ({
  teamId: null,
  linkKey: null,
  id,
  name,
  ownerId: 'me',
  ownerName: 'Me',
  isOwner: true,
  isFavorite: false,
  lastVisitDate: null,
  memberCount: 1,
  taskCount: 0,
  createAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const rooms = [
  room('a', 'Sprint 10', { lastVisitDate: '2026-03-01T00:00:00.000Z', createAt: '2026-01-05T00:00:00.000Z' }),
  room('b', 'sprint 9', { lastVisitDate: '2026-03-05T00:00:00.000Z', createAt: '2026-01-01T00:00:00.000Z' }),
  room('c', 'Backlog', { isOwner: false, createAt: '2026-02-01T00:00:00.000Z' }),
];
const names = (list: RoomSummary[]) => list.map((r) => r.name);
const base = { query: '', filter: 'all', sort: 'lastVisit', locale: 'en' } as const;

describe('arrangeRooms', () => {
  it('sorts by last visit, never-visited rooms last', () => {
    expect(names(arrangeRooms(rooms, base))).toEqual(['sprint 9', 'Sprint 10', 'Backlog']);
  });

  it('sorts by name the way people read numbers and case', () => {
    expect(names(arrangeRooms(rooms, { ...base, sort: 'name' }))).toEqual([
      'Backlog',
      'sprint 9',
      'Sprint 10',
    ]);
  });

  it('sorts by creation, newest first', () => {
    expect(names(arrangeRooms(rooms, { ...base, sort: 'created' }))).toEqual([
      'Backlog',
      'Sprint 10',
      'sprint 9',
    ]);
  });

  it('pins favourites first in every order, and filters to them', () => {
    const starred = rooms.map((r) => (r.id === 'c' ? { ...r, isFavorite: true } : r));
    expect(names(arrangeRooms(starred, base))).toEqual(['Backlog', 'sprint 9', 'Sprint 10']);
    expect(names(arrangeRooms(starred, { ...base, sort: 'name' }))[0]).toBe('Backlog');
    expect(names(arrangeRooms(starred, { ...base, filter: 'favorites' }))).toEqual(['Backlog']);
  });

  it('searches names without caring about case, and filters owned or joined', () => {
    expect(names(arrangeRooms(rooms, { ...base, query: ' SPRINT ' }))).toEqual(['sprint 9', 'Sprint 10']);
    expect(names(arrangeRooms(rooms, { ...base, filter: 'joined' }))).toEqual(['Backlog']);
    expect(names(arrangeRooms(rooms, { ...base, filter: 'owned', query: 'back' }))).toEqual([]);
  });
});

describe('withFavorite', () => {
  it('flips the star everywhere and puts the favourite first among recent rooms', () => {
    const lists = { rooms: rooms.slice(0, 2), guestRooms: rooms.slice(2), lastVisitMeets: rooms };
    const next = withFavorite(lists, 'c', true);
    expect(next.guestRooms[0]?.isFavorite).toBe(true);
    expect(next.lastVisitMeets.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(withFavorite(next, 'c', false).lastVisitMeets.map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });
});
