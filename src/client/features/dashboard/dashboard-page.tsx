import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus, UserRound } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useSession } from '../auth';

const ITEMS = ['recent', 'owned', 'joined', 'retros'] as const;

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title={t('dashboard.greeting', { name: user?.displayName ?? '' })}
        lead={t('dashboard.lead')}
        className="mb-0"
      />
      <section aria-labelledby="quick-actions" className="grid gap-3">
        <h2 id="quick-actions" className="text-sm font-semibold text-muted-foreground">
          {t('dashboard.quickActions')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/new-game">
              <Plus aria-hidden="true" />
              {t('nav.newGame')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/new-retro">
              <Plus aria-hidden="true" />
              {t('nav.newRetro')}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/profile">
              <UserRound aria-hidden="true" />
              {t('nav.profile')}
            </Link>
          </Button>
        </div>
      </section>
      <ComingSoon items={ITEMS.map((key) => t(`dashboard.items.${key}`))} />
    </div>
  );
}
