import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/utils';
import { focusRing } from '../../components/ui/button';
import { ROOM_FILTERS, ROOM_SORTS, type RoomFilter, type RoomSort } from './rooms-list-arrange';
import { useTranslation } from '../../lib/i18n';

export const selectClass = cn(
  'h-10 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
  focusRing,
);

interface ToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  sort: RoomSort;
  onSort: (sort: RoomSort) => void;
  filter: RoomFilter;
  onFilter: (filter: RoomFilter) => void;
}

export function RoomsListToolbar({ query, onQuery, sort, onSort, filter, onFilter }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('rooms.search')}
          placeholder={t('rooms.searchPlaceholder')}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label={t('rooms.filterLabel')}
          className="inline-flex rounded-md border border-border p-0.5"
        >
          {ROOM_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => onFilter(option)}
              className={cn(
                'h-8 rounded px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
                'aria-pressed:bg-accent aria-pressed:text-accent-foreground',
                focusRing,
              )}
            >
              {t(`rooms.filter.${option}`)}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          {t('rooms.sortLabel')}
          <select
            value={sort}
            onChange={(event) => onSort(event.target.value as RoomSort)}
            className={selectClass}
          >
            {ROOM_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`rooms.sort.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
