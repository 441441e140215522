import type { VoteDistributionEntry } from '../../../../shared/domain/average';
import { BarChart } from '../../../components/ui/bar-chart';
import { useTranslation } from '../../../lib/i18n';

/** How many chose each card, as bars; the same numbers are in a list for screen readers. */
export function DistributionChart({ data }: { data: VoteDistributionEntry[] }) {
  const { t } = useTranslation();
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{t('room.results.noVotes')}</p>;
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs text-muted-foreground">{t('room.results.distribution')}</figcaption>
      <BarChart
        className="h-36 w-full text-[13px]"
        showValues
        data={data.map((entry) => ({
          key: entry.value,
          label: entry.value,
          value: entry.count,
          title: t('room.results.distributionEntry', { value: entry.value, count: entry.count }),
        }))}
      />
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
