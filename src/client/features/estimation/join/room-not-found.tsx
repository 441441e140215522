import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function RoomNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('room.notFound.title'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{t('room.notFound.title')}</h1>
      <p className="text-muted-foreground">{t('room.notFound.lead')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/new-game">{t('room.notFound.newGame')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('room.notFound.dashboard')}</Link>
        </Button>
      </div>
    </div>
  );
}
