import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

const ITEMS = ['list', 'roles', 'ban'] as const;

export function AdminUsersPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('admin.users.title')} lead={t('admin.users.lead')} />
      <ComingSoon items={ITEMS.map((key) => t(`admin.users.items.${key}`))} />
    </div>
  );
}
