import { Link } from '../../lib/router';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useMyRetros } from './retro-api';
import { useTranslation } from '../../lib/i18n';

const RECENT_RETROS = 3;

/** The dashboard's look at retros: the latest few and how many actions are still open. */
export function RecentRetros() {
  const { t } = useTranslation();
  const mine = useMyRetros();
  if (!mine.data || mine.data.retros.length === 0) return null;
  const { retros, openActions } = mine.data;
  return (
    <section aria-labelledby="recent-retros" className="grid gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="recent-retros" className="text-lg font-semibold">
          {t('retros.title')}
        </h2>
        <span className="text-sm text-muted-foreground">
          {t('retros.openCount', { count: openActions.length })}
        </span>
        <Link
          to="/retro"
          className={cn('ml-auto text-sm font-medium underline-offset-4 hover:underline', focusRing)}
        >
          {t('nav.allRetros')}
        </Link>
      </div>
      <ul className="grid gap-2">
        {retros.slice(0, RECENT_RETROS).map((retro) => (
          <li
            key={retro.id}
            className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm"
          >
            <Link
              to={`/retro/${retro.id}`}
              className={cn('min-w-0 flex-1 truncate font-medium hover:underline', focusRing)}
            >
              {retro.name}
            </Link>
            <span className="shrink-0 text-xs text-muted-foreground">
              {t(`retros.phases.${retro.phase}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
