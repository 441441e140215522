import { useRouteError } from '../../lib/router';
import { StatusPage } from './status-page';
import { useTranslation } from '../../lib/i18n';
import type { TFunction } from '../../lib/i18n';

function describe(error: unknown, t: TFunction): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return t('system.error.unknown');
}

/** The root error boundary: anything a page throws ends here instead of a blank page. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <StatusPage
        code="500"
        title={t('system.error.title')}
        message={describe(error, t)}
        lead={t('system.error.lead')}
      />
    </main>
  );
}
