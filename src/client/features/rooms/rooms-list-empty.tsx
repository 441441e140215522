import { Link } from '../../lib/router';
import { DoorOpen, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';

export function RoomsEmptyState() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <DoorOpen aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t('rooms.empty.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('rooms.empty.body')}</p>
      <Button asChild>
        <Link to="/new-game">
          <Plus aria-hidden="true" />
          {t('nav.newGame')}
        </Link>
      </Button>
    </div>
  );
}

/** Loading and failure of the room lists, the same on every page that shows them. */
export function RoomsQueryState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!isError) return <CenteredSpinner />;
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 p-5">
      <p className="text-sm">{t('dashboard.loadError')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}
