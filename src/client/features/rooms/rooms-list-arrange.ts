import type { RoomSummary } from '../../../shared/api/rooms';

export const ROOM_SORTS = ['lastVisit', 'name', 'created'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];
export const ROOM_FILTERS = ['all', 'favorites', 'owned', 'joined'] as const;
export type RoomFilter = (typeof ROOM_FILTERS)[number];

export interface ArrangeOptions {
  query: string;
  sort: RoomSort;
  filter: RoomFilter;
  locale: string;
}

const byNewest = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

function passes(room: RoomSummary, filter: RoomFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'favorites':
      return room.isFavorite;
    case 'owned':
      return room.isOwner;
    case 'joined':
      return !room.isOwner;
    default: {
      const unreachable: never = filter;
      return unreachable;
    }
  }
}

/** What /rooms shows: the rooms matching the search and filter, favourites pinned first, then in the chosen order. */
export function arrangeRooms(rooms: readonly RoomSummary[], { query, sort, filter, locale }: ArrangeOptions) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const needle = query.trim().toLocaleLowerCase(locale);
  const matching = rooms.filter(
    (room) => passes(room, filter) && (!needle || room.name.toLocaleLowerCase(locale).includes(needle)),
  );
  const compare: Record<RoomSort, (a: RoomSummary, b: RoomSummary) => number> = {
    lastVisit: (a, b) => byNewest(a.lastVisitDate, b.lastVisitDate),
    name: (a, b) => collator.compare(a.name, b.name),
    created: (a, b) => byNewest(a.createAt, b.createAt),
  };
  return [...matching].sort(
    (a, b) =>
      Number(b.isFavorite) - Number(a.isFavorite) ||
      compare[sort](a, b) ||
      collator.compare(a.name, b.name) ||
      a.id.localeCompare(b.id),
  );
}
