import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

const ITEMS = ['users', 'rooms', 'visits', 'feedback'] as const;

export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('admin.overview.title')} lead={t('admin.overview.lead')} />
      <ComingSoon items={ITEMS.map((key) => t(`admin.overview.items.${key}`))} />
    </div>
  );
}
