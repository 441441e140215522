import { averageBasis, isConsensus, voteDistribution } from '../../../../shared/domain/average';
import { useRoom } from '../connection/room-context';
import { revealedValues, votesAwayFromTable, voteSpread, type RoundTarget } from '../state/room-selectors';
import { Celebration } from './celebration';
import { DistributionChart } from './distribution-chart';
import { FinalEstimate } from './final-estimate';
import { useTranslation } from '../../../lib/i18n';

function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId?: string;
}) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/60 px-3 py-2 xl:px-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd data-testid={testId} className="text-xl font-bold tabular-nums">
        {value}
        {detail && <span className="block text-xs font-normal text-muted-foreground">{detail}</span>}
      </dd>
    </div>
  );
}

/** After the reveal: average, spread, agreement, how the votes fell, and the estimate to keep. */
export function ResultsPanel({ target }: { target: RoundTarget }) {
  const { t } = useTranslation();
  const { room } = useRoom();
  const { round, task } = target;
  const values = revealedValues(round);
  const spread = voteSpread(values);
  const basis = averageBasis(values);
  const agreed = isConsensus(values);
  const distribution = voteDistribution(room.votingSystem.values, values);
  const away = votesAwayFromTable(room, round, t('room.results.formerMember'));
  return (
    <section
      aria-labelledby="results-heading"
      className="relative grid w-full gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-base font-semibold">
          {task ? t('room.results.titleTask', { title: task.title }) : t('room.results.title')}
        </h2>
        {agreed && (
          <p role="status" className="text-sm font-semibold text-primary">
            {t('room.results.consensus')}
          </p>
        )}
      </div>
      {agreed && <Celebration key={`${target.taskId ?? ''}:${round.round}`} />}
      <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] xl:grid-cols-1">
        <dl className="grid grid-cols-3 gap-2 md:grid-cols-1 xl:grid-cols-3">
          <Stat
            label={t('room.results.average')}
            value={round.averageResult === null ? '—' : String(round.averageResult)}
            testId="results-average"
          />
          <Stat
            label={t('room.results.spread')}
            value={spread ? String(Math.round((spread.max - spread.min) * 10) / 10) : '—'}
            detail={spread && spread.min !== spread.max ? `${spread.min}–${spread.max}` : undefined}
          />
          <Stat label={t('room.results.votes')} value={String(values.length)} testId="results-votes" />
        </dl>
        <DistributionChart data={distribution} />
      </div>
      {basis.counted > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="results-basis">
          {t('room.results.basis', { count: basis.counted })}
          {basis.notCounted.length > 0 &&
            ` · ${t('room.results.notCounted', {
              count: basis.notCounted.length,
              cards: [...new Set(basis.notCounted)].join(', '),
            })}`}
        </p>
      )}
      {away.length > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="results-away">
          {t('room.results.awayVotes', {
            votes: away.map((vote) => `${vote.name}: ${vote.value}`).join(', '),
          })}
        </p>
      )}
      {round.averageResult === null && values.length > 0 && (
        <p className="text-sm text-muted-foreground">{t('room.results.noNumeric')}</p>
      )}
      {task && (
        <FinalEstimate
          key={`${task.id}:${round.round}`}
          task={task}
          average={round.averageResult}
          values={values}
        />
      )}
    </section>
  );
}
