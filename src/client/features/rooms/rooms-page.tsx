import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';

const ITEMS = ['owned', 'joined', 'favourites', 'search'] as const;

export function RoomsPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('rooms.title')} lead={t('rooms.lead')} />
      <ComingSoon
        items={ITEMS.map((key) => t(`rooms.items.${key}`))}
        actions={
          <Button asChild size="sm">
            <Link to="/new-game">
              <Plus aria-hidden="true" />
              {t('nav.newGame')}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
