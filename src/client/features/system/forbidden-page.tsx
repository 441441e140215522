import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="403" title={t('system.forbidden.title')} message={t('system.forbidden.message')} />
  );
}
