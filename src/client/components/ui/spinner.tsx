import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';
import { useTranslation } from '../../lib/i18n';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** Fills the area it is given with one centred spinner, for content that is not known yet. */
export function CenteredSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-40 flex-1 items-center justify-center', className)}>
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
