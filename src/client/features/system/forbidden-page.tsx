import { StatusPage } from './status-page';
import { useTranslation } from '../../lib/i18n';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="403" title={t('system.forbidden.title')} message={t('system.forbidden.message')} />
  );
}
