import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { NativeSelect } from './native-select';
import { useTranslation } from '../../lib/i18n';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The page sizes offered. */
  pageSizes: readonly number[];
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function Pagination({
  page,
  pageSize,
  total,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('common.pages.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p aria-live="polite">{t('common.pages.showing', { from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="sr-only whitespace-nowrap sm:not-sr-only">
          {t('common.pages.perPage')}
        </label>
        <NativeSelect
          id={sizeId}
          className="w-20"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('common.pages.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="whitespace-nowrap">{t('common.pages.pageOf', { page, pages })}</span>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('common.pages.next')}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
