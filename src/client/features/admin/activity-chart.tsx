import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyActivity } from '../../../shared/api/admin';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useDateFormat } from './format';
import { Skeleton } from '../../components/ui/skeleton';

type Metric = 'visits' | 'signUps';

const TITLES = {
  visits: 'admin.overview.chart.visitsTitle',
  signUps: 'admin.overview.chart.signUpsTitle',
} as const;
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
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={[...days]} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
                <CartesianGrid vertical={false} stroke="var(--border)" />
                <XAxis
                  dataKey="date"
                  tickFormatter={format.chartDay}
                  tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
                  tickLine={false}
                  axisLine={false}
                  minTickGap={16}
                />
                <YAxis
                  allowDecimals={false}
                  tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  cursor={{ fill: 'var(--muted)' }}
                  labelFormatter={(key) => format.chartDay(String(key))}
                  formatter={(value) => [value, label]}
                  contentStyle={{
                    background: 'var(--card)',
                    border: '1px solid var(--border)',
                    borderRadius: 8,
                    color: 'var(--card-foreground)',
                  }}
                  labelStyle={{ color: 'var(--card-foreground)', fontWeight: 600 }}
                  itemStyle={{ color: 'var(--card-foreground)' }}
                />
                <Bar
                  dataKey={metric}
                  name={label}
                  fill={metric === 'visits' ? 'var(--primary)' : 'var(--color-primary-300)'}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
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
