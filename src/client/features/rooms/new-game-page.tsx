import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

const ITEMS = ['name', 'options', 'tasks', 'link'] as const;

export function NewGamePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl py-4">
      <PageHeader title={t('newGame.title')} lead={t('newGame.lead')} />
      <ComingSoon items={ITEMS.map((key) => t(`newGame.items.${key}`))} />
    </div>
  );
}
