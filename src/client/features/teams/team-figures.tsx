import { Download } from 'lucide-react';
import type { TeamDetail, TeamFigures as Figures } from '../../../shared/api/teams';
import { BarChart } from '../../components/ui/bar-chart';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { downloadFile, fileSlug } from '../../lib/download';
import { useTranslation } from '../../lib/i18n';
import { useTeamFigures } from './team-api';
import { teamFiguresCsv } from './team-figures-csv';

/** The sprints or weeks the charts draw; the table and the CSV hold all the server sends. */
const CHART_WEEKS = 8;
const FIGURES_WEEKS = 12;
/** A sprint's name under a bar: longer ones are cut, the bar's title has them whole. */
const BAR_LABEL_CHARS = 10;

type Row = Figures['weeks'][number];

/** A row's name: its Jira sprint, or "Week of …" (`short`: as a bar's label). */
function usePeriodName() {
  const { t, i18n } = useTranslation();
  const date = (week: string, style: Intl.DateTimeFormatOptions) =>
    new Date(`${week}T12:00:00Z`).toLocaleDateString(i18n.resolvedLanguage, style);
  return (row: Row, short = false): string => {
    if (row.sprint !== null) {
      return short && row.sprint.length > BAR_LABEL_CHARS
        ? `${row.sprint.slice(0, BAR_LABEL_CHARS - 1)}…`
        : row.sprint;
    }
    return short
      ? date(row.week, { day: 'numeric', month: 'short' })
      : t('teams.figures.weekOf', { date: date(row.week, { dateStyle: 'medium' }) });
  };
}

function WeeksCharts({ weeks }: { weeks: Figures['weeks'] }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const shown = weeks.slice(-CHART_WEEKS);
  const chart = (title: string, value: (week: Row) => number, barClassName?: string) => (
    <figure className="grid gap-1 rounded-lg border border-border bg-card p-3">
      <figcaption className="text-xs text-muted-foreground">{title}</figcaption>
      <BarChart
        className="h-32 w-full"
        barClassName={barClassName}
        showValues
        data={shown.map((week) => ({
          key: `${week.week} ${week.sprint ?? ''}`,
          label: periodName(week, true),
          value: value(week),
          title: `${periodName(week)}: ${value(week)}`,
        }))}
      />
    </figure>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {chart(t('teams.figures.points'), (week) => week.points)}
      {chart(
        t('teams.figures.agreement'),
        (week) => (week.judged > 0 ? Math.round((week.agreedFirst / week.judged) * 100) : 0),
        'bg-emerald-600 dark:bg-emerald-500',
      )}
    </div>
  );
}

function WeeksTable({ weeks }: { weeks: Figures['weeks'] }) {
  const { t, i18n } = useTranslation();
  const date = (week: string) =>
    new Date(`${week}T12:00:00Z`).toLocaleDateString(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const columns = ['period', 'tasks', 'estimated', 'points', 'agreed', 'revoted', 'spread'] as const;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{t('teams.figures.title')}</caption>
        <thead className="bg-muted text-left text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2.5 py-1.5 font-medium whitespace-nowrap">
                {t(`teams.figures.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...weeks].reverse().map((week) => (
            <tr key={`${week.week} ${week.sprint ?? ''}`} className="border-t border-border">
              <th scope="row" className="px-2.5 py-1.5 text-left font-normal whitespace-nowrap">
                {week.sprint ?? date(week.week)}
              </th>
              <td className="px-2.5 py-1.5">{week.tasks}</td>
              <td className="px-2.5 py-1.5">{week.estimated}</td>
              <td className="px-2.5 py-1.5">{week.points}</td>
              <td className="px-2.5 py-1.5 whitespace-nowrap">
                {week.agreedFirst} / {week.judged}
              </td>
              <td className="px-2.5 py-1.5">{week.revoted}</td>
              <td className="px-2.5 py-1.5">{week.averageSpread ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How the team's estimating goes sprint after sprint or week after week, and what came of each retro's actions: charts
 * for the eye, the same numbers as a table and a sentence for everyone, and a CSV to take away.
 */
export function TeamFigures({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const figures = useTeamFigures(team.id);
  const heading = (
    <h2 id="team-figures" className="font-semibold">
      {t('teams.figures.title')}
    </h2>
  );
  if (figures.isError) {
    return (
      <section aria-labelledby="team-figures" className="grid gap-3">
        {heading}
        <LoadError message={t('teams.figures.loadError')} onRetry={() => void figures.refetch()} />
      </section>
    );
  }
  if (!figures.data) {
    return (
      <section aria-labelledby="team-figures" aria-busy="true" className="grid gap-3">
        {heading}
        <Skeleton className="h-40" />
      </section>
    );
  }
  const { weeks, retros } = figures.data;
  const latest = weeks.at(-1);
  const download = () =>
    downloadFile(
      `${fileSlug(team.name, 'team')}-figures.csv`,
      'text/csv',
      teamFiguresCsv(figures.data, {
        week: t('teams.figures.columns.week'),
        sprint: t('teams.figures.columns.sprint'),
        tasks: t('teams.figures.columns.tasks'),
        estimated: t('teams.figures.columns.estimated'),
        points: t('teams.figures.columns.points'),
        agreed: t('teams.figures.columns.agreed'),
        revoted: t('teams.figures.columns.revoted'),
        spread: t('teams.figures.columns.spread'),
        retro: t('teams.figures.retro'),
        opened: t('teams.figures.opened'),
        done: t('teams.figures.done'),
        overdue: t('teams.figures.overdue'),
      }),
    );
  return (
    <section aria-labelledby="team-figures" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        {(weeks.length > 0 || retros.length > 0) && (
          <Button size="sm" variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            {t('teams.figures.download')}
          </Button>
        )}
      </div>
      {weeks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('teams.figures.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('teams.figures.lead', { weeks: FIGURES_WEEKS })}</p>
          {latest && (
            <p className="text-sm" data-testid="team-figures-summary">
              {t('teams.figures.summary', {
                period: periodName(latest),
                tasks: latest.tasks,
                estimated: latest.estimated,
                points: latest.points,
                agreed: latest.agreedFirst,
                judged: latest.judged,
                revoted: latest.revoted,
              })}
            </p>
          )}
          <WeeksCharts weeks={weeks} />
          <WeeksTable weeks={weeks} />
        </>
      )}
      <h3 className="text-sm font-semibold">{t('teams.figures.actionsTitle')}</h3>
      {retros.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('teams.figures.noRetros')}</p>
      ) : (
        <ul aria-label={t('teams.figures.actionsTitle')} className="grid gap-1.5 text-sm">
          {retros.map((retro) => (
            <li
              key={retro.retroId}
              className="flex flex-wrap justify-between gap-x-3 rounded-lg border border-border bg-card px-2.5 py-1.5"
            >
              <span className="font-medium wrap-anywhere">{retro.name}</span>
              <span className="text-muted-foreground tabular-nums">
                {t('teams.figures.actionsLine', retro)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
