import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { CalendarClock, ListChecks, Vote, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/utils';
import { PROFILE_STATS_QUERY_KEY } from '../rooms';
import { fullDateTime, relativeTime } from '../../lib/relative-time';
import { useTranslation } from '../../lib/i18n';
import { lazyRules } from '../../lib/lazy-rules';

/** Fetched with zod while the numbers are on their way, not with the page. */
const profileStatsSchema = lazyRules(() => import('../../../shared/api/profile')).schema(
  (rules) => rules.profileStatsSchema,
);

function Stat({
  icon: Icon,
  label,
  hint,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'grid content-start gap-1 rounded-xl border border-border bg-card p-4 shadow-xs',
        className,
      )}
    >
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {label}
      </dt>
      <dd className="min-w-0 text-2xl font-bold tracking-tight">{children}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** Counted by the server from real rows; shown as a dash until they arrive, never as a fake zero. */
export function DashboardStats() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const stats = useQuery({
    queryKey: PROFILE_STATS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/profile/stats', { signal, schema: profileStatsSchema }),
  });
  const number = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString(locale));
  const last = stats.data?.lastVisit;
  return (
    <section aria-labelledby="stats-title" className="grid gap-3">
      <h2 id="stats-title" className="text-sm font-semibold text-muted-foreground">
        {t('dashboard.stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat
          icon={ListChecks}
          label={t('dashboard.stats.tasksEstimated')}
          hint={t('dashboard.stats.tasksEstimatedHint')}
        >
          {number(stats.data?.tasksEstimated)}
        </Stat>
        <Stat
          icon={Vote}
          label={t('dashboard.stats.roundsVoted')}
          hint={t('dashboard.stats.roundsVotedHint')}
        >
          {number(stats.data?.roundsVoted)}
        </Stat>
        <Stat
          icon={CalendarClock}
          className="col-span-2 sm:col-span-1"
          label={t('dashboard.stats.lastVisit')}
          hint={last ? undefined : t('dashboard.stats.lastVisitNone')}
        >
          {last ? (
            <span className="grid gap-0.5">
              <time dateTime={last.date} title={fullDateTime(last.date, locale)} className="text-lg">
                {relativeTime(last.date, locale)}
              </time>
              <Link
                to={`/rooms/${last.roomId}`}
                className="truncate text-sm font-medium text-primary hover:underline"
              >
                {last.roomName}
              </Link>
            </span>
          ) : (
            '—'
          )}
        </Stat>
      </dl>
    </section>
  );
}
