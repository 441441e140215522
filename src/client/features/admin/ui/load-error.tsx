import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { adminErrorMessage } from '../admin-errors';

/** A failed load: said once as a toast, and in place with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const message = adminErrorMessage(error, t);
  useEffect(() => {
    toast.error(t('admin.common.loadFailed'), { description: message, id: 'admin-load-error' });
  }, [message, t]);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium">{t('admin.common.loadFailed')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('admin.common.retry')}
      </Button>
    </div>
  );
}
