import { useTranslation } from 'react-i18next';
import { useReducedMotion } from 'motion/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VoteDistributionEntry } from '../../../../shared/domain/average';

/** Whole-number ticks up to the highest bar, at most about six of them. */
function axisTicks(top: number): number[] {
  const step = Math.ceil(top / 6);
  return Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
}

/** How many chose each card, as bars; the same numbers are in a list for screen readers. */
export function DistributionChart({ data }: { data: VoteDistributionEntry[] }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const top = Math.max(1, ...data.map((entry) => entry.count));
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{t('room.results.noVotes')}</p>;
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs text-muted-foreground">{t('room.results.distribution')}</figcaption>
      <div aria-hidden="true" className="h-36 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {/* The list below is what assistive technology gets; the picture takes no focus. */}
          <BarChart
            data={data}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="value"
              tickLine={false}
              axisLine={false}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 13 }}
            />
            <YAxis
              allowDecimals={false}
              domain={[0, top]}
              ticks={axisTicks(top)}
              tickLine={false}
              axisLine={false}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--card)',
                border: '1px solid var(--border)',
                borderRadius: 8,
                color: 'var(--foreground)',
              }}
              formatter={(count) => [count, t('room.results.votes')]}
            />
            <Bar
              dataKey="count"
              fill="var(--primary)"
              radius={[6, 6, 0, 0]}
              maxBarSize={48}
              isAnimationActive={!reduced}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="sr-only">
        {data.map((entry) => (
          <li key={entry.value}>
            {t('room.results.distributionEntry', { value: entry.value, count: entry.count })}
          </li>
        ))}
      </ul>
    </figure>
  );
}
