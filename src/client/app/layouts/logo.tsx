import { Link } from '../../lib/router';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useTranslation } from '../../lib/i18n';

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      // Named even where the words are hidden beside the icon (the room bar on a phone).
      aria-label={t('common.appName')}
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight',
        focusRing,
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg">{t('common.appName')}</span>
    </Link>
  );
}
