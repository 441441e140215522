import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

const ITEMS = ['form', 'inbox', 'selfHosted'] as const;

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl py-4">
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <ComingSoon items={ITEMS.map((key) => t(`contact.items.${key}`))} />
    </div>
  );
}
