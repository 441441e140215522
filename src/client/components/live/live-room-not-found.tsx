import { Link } from '../../lib/router';
import { SearchX } from 'lucide-react';
import { Button } from '../ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/i18n';

/** A room link that leads nowhere; `start` offers to make a new room of the same kind. */
export function LiveRoomNotFound({ start }: { start: { to: string; label: string } }) {
  const { t } = useTranslation();
  useDocumentTitle(t('live.notFound.title'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{t('live.notFound.title')}</h1>
      <p className="text-muted-foreground">{t('live.notFound.lead')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={start.to}>{start.label}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('live.notFound.dashboard')}</Link>
        </Button>
      </div>
    </div>
  );
}
