import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { StatusPage } from './status-page';
import { useTranslation } from '../../lib/i18n';
import type { TFunction } from '../../lib/i18n';

function describe(error: unknown, t: TFunction): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data) return data;
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return t('system.error.unknown');
}

/** The root error boundary: anything a route throws ends here instead of a blank page. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  return (
    <main className="flex min-h-dvh items-center justify-center">
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <StatusPage
          code="404"
          title={t('system.notFound.title')}
          message={t('system.notFound.message', { path: pathname })}
        />
      ) : (
        <StatusPage
          code="500"
          title={t('system.error.title')}
          message={describe(error, t)}
          lead={t('system.error.lead')}
        />
      )}
    </main>
  );
}
