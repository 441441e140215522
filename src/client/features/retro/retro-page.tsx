import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';

const ITEMS = ['list', 'actions', 'export'] as const;

export function RetroPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('retro.title')} lead={t('retro.lead')} />
      <ComingSoon
        items={ITEMS.map((key) => t(`retro.items.${key}`))}
        actions={
          <Button asChild size="sm">
            <Link to="/new-retro">
              <Plus aria-hidden="true" />
              {t('nav.newRetro')}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
