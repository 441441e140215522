import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

const ITEMS = ['table', 'cards', 'reveal', 'tasks'] as const;

export function RoomPage() {
  const { t } = useTranslation();
  const { room = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader title={t('room.title', { room })} lead={t('room.lead')} />
      <ComingSoon items={ITEMS.map((key) => t(`room.items.${key}`))} />
    </div>
  );
}
