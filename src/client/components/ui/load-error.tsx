import { useEffect } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from './button';
import { useTranslation } from '../../lib/i18n';

/**
 * A failed load: said once as a toast, and in place with a way to try again. The caller words
 * the reason, as only the feature knows its API's refusals.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t('common.loadFailed'), { description: message, id: 'load-error' });
  }, [message, t]);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium">{t('common.loadFailed')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </div>
  );
}
