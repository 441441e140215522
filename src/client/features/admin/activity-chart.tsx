import type { DailyActivity } from '../../../shared/api/admin';
import { BarChart } from '../../components/ui/bar-chart';
import { cn } from '../../lib/utils';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useDateFormat } from './format';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/i18n';

type Metric = 'visits' | 'signUps';

const TITLES = {
  visits: 'admin.overview.chart.visitsTitle',
  signUps: 'admin.overview.chart.signUpsTitle',
} as const;
const LABEL_EVERY_DAYS = 7;
const LABELS = { visits: 'admin.overview.chart.visits', signUps: 'admin.overview.chart.signUps' } as const;

/** One bar per day for the last 30 days; the colours follow the theme through CSS variables. */
export function ActivityChart({ metric, days }: { metric: Metric; days: readonly DailyActivity[] }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const total = days.reduce((sum, day) => sum + day[metric], 0);
  const label = t(LABELS[metric]);
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>{t(TITLES[metric])}</CardTitle>
        <CardDescription>
          {t('admin.overview.chart.lead')} · {t('admin.overview.chart.total', { count: total })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {total === 0 ? (
          <p className="flex h-48 items-center justify-center rounded-lg border border-dashed border-border px-4 text-center text-sm text-muted-foreground">
            {t('admin.overview.chart.empty')}
          </p>
        ) : (
          <div
            className="h-48"
            role="img"
            aria-label={`${t(TITLES[metric])}: ${t('admin.overview.chart.total', { count: total })}`}
          >
            <BarChart
              className="h-full"
              barClassName={cn('rounded-t-sm', metric === 'signUps' && 'bg-primary-300')}
              data={days.map((day, index) => ({
                key: day.date,
                // A label every week, so they never run into each other on a phone.
                label: index % LABEL_EVERY_DAYS === 0 ? format.chartDay(day.date) : '',
                value: day[metric],
                title: `${format.chartDay(day.date)}: ${day[metric]} ${label}`,
              }))}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function ActivityChartSkeleton() {
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-48 w-full" />
    </Card>
  );
}
