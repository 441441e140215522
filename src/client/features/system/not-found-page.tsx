import { useLocation } from '../../lib/router';
import { StatusPage } from './status-page';
import { useTranslation } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusPage
      code="404"
      title={t('system.notFound.title')}
      message={t('system.notFound.message', { path: pathname })}
      lead={t('system.notFound.lead')}
    />
  );
}
