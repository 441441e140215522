import { Link } from '../../lib/router';
import { ListChecks, Plus, Star, StickyNote } from 'lucide-react';
import type { MyRetros, RetroSummary } from '../../../shared/api/retros';
import { PageHeader } from '../../components/page-header';
import { Button, focusRing } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { relativeTime } from '../../lib/relative-time';
import { cn } from '../../lib/utils';
import { useMyRetros, useRetroListActions } from './retro-api';
import { RetroRowActions } from './retro-row-actions';
import { useTranslation } from '../../lib/i18n';

/** Favourites first, then the most recent. */
const arranged = (retros: readonly RetroSummary[]) =>
  [...retros].sort(
    (a, b) => Number(b.isFavorite) - Number(a.isFavorite) || b.createAt.localeCompare(a.createAt),
  );

function RetroRow({ retro }: { retro: RetroSummary }) {
  const { t, i18n } = useTranslation();
  const { favorite } = useRetroListActions();
  const label = t(retro.isFavorite ? 'retro.unfavorite' : 'retro.favorite', { name: retro.name });
  return (
    <li className="flex items-center gap-2 rounded-lg border border-border bg-card px-2 py-2 shadow-xs sm:gap-3 sm:px-3">
      <button
        type="button"
        aria-pressed={retro.isFavorite}
        aria-label={label}
        title={label}
        onClick={() => favorite.mutate({ id: retro.id, isFavorite: !retro.isFavorite })}
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted',
          retro.isFavorite && 'text-amber-500',
          focusRing,
        )}
      >
        <Star aria-hidden="true" className={cn('size-5', retro.isFavorite && 'fill-current')} />
      </button>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={`/retro/${retro.id}`}
          className={cn('min-w-0 font-medium wrap-anywhere underline-offset-4 hover:underline', focusRing)}
        >
          {retro.name}
        </Link>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span>{t(`retros.phases.${retro.phase}`)}</span>
          <span>{t('retro.people', { count: retro.memberCount })}</span>
          <span>{t('retro.cards', { count: retro.cardCount })}</span>
          {retro.openActionCount > 0 && (
            <span>{t('retros.openCount', { count: retro.openActionCount })}</span>
          )}
          <time dateTime={retro.createAt}>{relativeTime(retro.createAt, i18n.resolvedLanguage ?? 'en')}</time>
        </p>
      </div>
      <RetroRowActions retro={retro} />
    </li>
  );
}

function OpenActions({ actions }: { actions: MyRetros['openActions'] }) {
  const { t } = useTranslation();
  const { checkOff } = useRetroListActions();
  if (actions.length === 0)
    return <p className="text-sm text-muted-foreground">{t('retro.openActionsNone')}</p>;
  return (
    <ul className="grid gap-2">
      {actions.map((action) => (
        <li
          key={action.id}
          className="flex items-start gap-2 rounded-lg border border-border bg-card p-3 text-sm"
        >
          <Checkbox
            aria-label={t('retro.markDone', { text: action.text })}
            checked={action.done}
            disabled={checkOff.isPending}
            onCheckedChange={(checked) => checkOff.mutate({ id: action.id, done: checked === true })}
          />
          <span className="grid min-w-0 gap-0.5">
            <span className="wrap-anywhere">{action.text}</span>
            <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              {action.ownerName && <span>{action.ownerName}</span>}
              {action.dueDate && <span>{t('retro.due', { date: action.dueDate })}</span>}
              <Link
                to={`/retro/${action.retroId}`}
                className={cn('underline-offset-4 hover:underline', focusRing)}
              >
                {t('retro.fromRetro', { name: action.retroName })}
              </Link>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /retro: the person's retros and every open action item across them. */
export function RetroPage() {
  const { t } = useTranslation();
  const mine = useMyRetros();
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t('retros.title')} lead={t('retro.lead')} className="mb-0">
        <Button asChild size="sm" className="justify-self-start">
          <Link to="/new-retro">
            <Plus aria-hidden="true" />
            {t('nav.newRetro')}
          </Link>
        </Button>
      </PageHeader>
      {mine.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : mine.isError ? (
        <LoadError message={t('retro.loadError')} onRetry={() => void mine.refetch()} />
      ) : (
        <>
          <section aria-labelledby="open-actions" className="grid gap-3">
            <h2 id="open-actions" className="flex items-center gap-2 text-lg font-semibold">
              <ListChecks aria-hidden="true" className="size-5" />
              {t('retro.openActions')}
            </h2>
            <OpenActions actions={mine.data.openActions} />
          </section>
          <section aria-labelledby="retro-list" className="grid gap-3">
            <h2 id="retro-list" className="text-lg font-semibold">
              {t('retros.title')}
            </h2>
            {mine.data.retros.length === 0 ? (
              <EmptyState icon={StickyNote} title={t('retro.empty')} />
            ) : (
              <ul className="grid gap-2">
                {arranged(mine.data.retros).map((retro) => (
                  <RetroRow key={retro.id} retro={retro} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
