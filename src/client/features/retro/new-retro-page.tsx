import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

const ITEMS = ['columns', 'concealed', 'anonymous', 'voting'] as const;

export function NewRetroPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl py-4">
      <PageHeader title={t('newRetro.title')} lead={t('newRetro.lead')} />
      <ComingSoon items={ITEMS.map((key) => t(`newRetro.items.${key}`))} />
    </div>
  );
}
