import { RECENT_ROOMS_LIMIT } from '../constants';

export interface VisitEntry {
  id: string;
  lastVisitDate: string;
  isFavorite: boolean;
}

/** SPEC §9: at most 10 recent rooms, favourites first, then the latest visit first. */
export function recentRooms<T extends VisitEntry>(entries: readonly T[], limit = RECENT_ROOMS_LIMIT): T[] {
  return [...entries]
    .sort(
      (a, b) =>
        Number(b.isFavorite) - Number(a.isFavorite) ||
        b.lastVisitDate.localeCompare(a.lastVisitDate) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
