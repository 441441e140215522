import type { RoomSummary } from '../../../shared/api/rooms';

export const ROOM_SORTS = ['lastVisit', 'name', 'created'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];
export const ROOM_FILTERS = ['all', 'owned', 'joined'] as const;
export type RoomFilter = (typeof ROOM_FILTERS)[number];

export interface ArrangeOptions {
  query: string;
  sort: RoomSort;
  filter: RoomFilter;
  locale: string;
}

const byNewest = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/** What /rooms shows: the rooms matching the search and filter, in the chosen order. */
export function arrangeRooms(rooms: readonly RoomSummary[], { query, sort, filter, locale }: ArrangeOptions) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const needle = query.trim().toLocaleLowerCase(locale);
  const matching = rooms.filter(
    (room) =>
      (filter === 'all' || (filter === 'owned') === room.isOwner) &&
      (!needle || room.name.toLocaleLowerCase(locale).includes(needle)),
  );
  const compare: Record<RoomSort, (a: RoomSummary, b: RoomSummary) => number> = {
    lastVisit: (a, b) => byNewest(a.lastVisitDate, b.lastVisitDate),
    name: (a, b) => collator.compare(a.name, b.name),
    created: (a, b) => byNewest(a.createAt, b.createAt),
  };
  return [...matching].sort(
    (a, b) => compare[sort](a, b) || collator.compare(a.name, b.name) || a.id.localeCompare(b.id),
  );
}
