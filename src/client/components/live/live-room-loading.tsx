import { Spinner } from '../ui/spinner';
import { useTranslation } from '../../lib/i18n';

/** A room's outline while it is being joined, so the page does not jump when it arrives. */
export function LiveRoomLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-6 p-6" aria-busy="true">
      <div className="relative grid w-full max-w-xl animate-pulse place-items-center">
        <div className="h-40 w-full rounded-[3rem] bg-muted sm:h-56" />
        <div className="absolute -top-6 flex gap-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="size-10 rounded-full bg-muted" />
          ))}
        </div>
      </div>
      <Spinner label={t('live.joining')} />
      <p className="text-sm text-muted-foreground">{t('live.joining')}</p>
    </div>
  );
}
