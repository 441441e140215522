import { Inbox } from 'lucide-react';
import { adminFeedbackQuerySchema, type AdminFeedbackPage } from '../../../shared/api/admin';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useAdminFeedback, useSetFeedbackStatus } from './admin-api';
import { FeedbackCard } from './feedback-card';
import { ListFilter, PagedList } from './paged-list';
import { useCategoryLabel } from './use-category-label';
import { useListParams } from './use-list-params';
import { useTranslation } from '../../lib/i18n';

const STATUS_FILTERS = ['all', 'new', 'resolved'] as const;

function countOf(status: (typeof STATUS_FILTERS)[number], counts: AdminFeedbackPage['counts'] | undefined) {
  if (!counts) return undefined;
  return status === 'all' ? counts.new + counts.resolved : counts[status];
}

export function AdminFeedbackPage() {
  const { t } = useTranslation();
  const [query, update] = useListParams(adminFeedbackQuerySchema);
  const feedback = useAdminFeedback(query);
  const setStatus = useSetFeedbackStatus();
  const categoryLabel = useCategoryLabel();
  const data = feedback.data;
  const categories = data?.categories ?? [];

  return (
    <div className="grid gap-5">
      <PageHeader title={t('admin.feedback.title')} lead={t('admin.feedback.lead')} className="mb-0" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={t('admin.feedback.status')}
          className="inline-flex w-fit rounded-lg border border-border bg-card p-1"
        >
          {STATUS_FILTERS.map((status) => {
            const count = countOf(status, data?.counts);
            const label = t(`admin.feedback.statuses.${status}`);
            return (
              <Button
                key={status}
                size="sm"
                variant={query.status === status ? 'secondary' : 'ghost'}
                aria-pressed={query.status === status}
                onClick={() => update({ status })}
              >
                {count === undefined ? label : t('admin.feedback.statusCount', { label, count })}
              </Button>
            );
          })}
        </div>
        <ListFilter
          id="admin-feedback-category"
          label={t('admin.feedback.category')}
          value={query.category}
          onChange={(category) => update({ category })}
        >
          <option value="">{t('admin.feedback.allCategories')}</option>
          {[...new Set([...categories, ...(query.category ? [query.category] : [])])].map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </ListFilter>
      </div>

      <PagedList
        list={feedback}
        page={query.page}
        pageSize={query.pageSize}
        onPaging={update}
        loading={{ rows: 3, className: 'gap-3', rowClassName: 'h-32 w-full rounded-xl' }}
        empty={{ icon: Inbox, title: t('admin.feedback.empty'), hint: t('admin.feedback.emptyHint') }}
      >
        {(items, stale) => (
          <ul
            aria-label={t('admin.feedback.listLabel')}
            className={stale ? 'grid gap-3 opacity-60' : 'grid gap-3'}
          >
            {items.map((item) => (
              <li key={item.id}>
                <FeedbackCard
                  item={item}
                  pending={setStatus.isPending && setStatus.variables?.id === item.id}
                  onStatus={(target, status) => setStatus.mutate({ id: target.id, status })}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
