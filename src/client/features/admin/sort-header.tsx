import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder, UserSortKey } from '../../../shared/api/admin';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useTranslation } from '../../lib/i18n';

interface SortHeaderProps {
  column: UserSortKey;
  label: string;
  sort: UserSortKey;
  order: SortOrder;
  onSort(column: UserSortKey, order: SortOrder): void;
  className?: string;
}

/** A column header that sorts by its column: a real button, and aria-sort says the current order. */
export function SortHeader({ column, label, sort, order, onSort, className }: SortHeaderProps) {
  const { t } = useTranslation();
  const active = sort === column;
  const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  // Names read best A to Z first; dates and counts newest or largest first.
  const firstOrder: SortOrder = column === 'name' || column === 'email' ? 'asc' : 'desc';
  const nextOrder: SortOrder = active ? (order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-3 py-2 font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column, nextOrder)}
        title={t('admin.users.sortBy', { column: label })}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 whitespace-nowrap hover:text-foreground',
          active && 'text-foreground',
          focusRing,
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </th>
  );
}
