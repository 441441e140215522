import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ADMIN_PAGE_SIZES } from '../../../shared/api/admin';
import { cn } from '../../lib/utils';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { NativeSelect } from '../../components/ui/native-select';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { adminErrorMessage } from './admin-errors';
import { useTranslation } from '../../lib/i18n';

interface PagedQuery<Item> {
  data?: { items: Item[]; total: number };
  isError: boolean;
  error: unknown;
  /** The previous page is still shown while the next one loads. */
  isPlaceholderData: boolean;
  refetch(): unknown;
}

interface PagedListProps<Item> {
  list: PagedQuery<Item>;
  page: number;
  pageSize: number;
  onPaging(patch: { page?: number; pageSize?: number }): void;
  /** Placeholder rows shaped like the real ones, so the page does not jump when they arrive. */
  loading: { rows: number; rowClassName: string; className?: string };
  empty: { icon: LucideIcon; title: string; hint: string };
  children(items: Item[], stale: boolean): ReactNode;
}

/** One page of an admin list in each of its states (loading, failed, empty, shown), with its pager. */
export function PagedList<Item>({
  list,
  page,
  pageSize,
  onPaging,
  loading,
  empty,
  children,
}: PagedListProps<Item>) {
  const { t } = useTranslation();
  const data = list.data;
  if (list.isError && !data)
    return <LoadError message={adminErrorMessage(list.error, t)} onRetry={() => void list.refetch()} />;
  if (!data) {
    return (
      <div className={cn('grid gap-2', loading.className)} aria-busy="true">
        {Array.from({ length: loading.rows }, (_, i) => (
          <Skeleton key={i} className={loading.rowClassName} />
        ))}
      </div>
    );
  }
  if (data.items.length === 0) return <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} />;
  return (
    <>
      {children(data.items, list.isPlaceholderData)}
      <Pagination
        pageSizes={ADMIN_PAGE_SIZES}
        page={page}
        pageSize={pageSize}
        total={data.total}
        onPageChange={(next) => onPaging({ page: next })}
        onPageSizeChange={(next) => onPaging({ pageSize: next })}
      />
    </>
  );
}

/** A labelled select that narrows a list; the label stays visible, as the choice means little alone. */
export function ListFilter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {label}
      </label>
      <NativeSelect id={id} className="w-48" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
