import type { ConnectionStatus } from '../../lib/realtime';
import { cn } from '../../lib/utils';
import { useTranslation } from '../../lib/i18n';

const DOT: Record<ConnectionStatus, string> = {
  connected: 'bg-primary',
  connecting: 'bg-amber-500 animate-pulse',
  reconnecting: 'bg-amber-500 animate-pulse',
  offline: 'bg-destructive',
};

/** Always says how live the table is; the words hide on narrow screens, never the dot. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  const label = t(`live.connection.${status}`);
  return (
    <span
      role="status"
      aria-live="polite"
      title={label}
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground',
        status === 'offline' && 'border-destructive/50 text-destructive',
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[status])} />
      <span className={cn(status === 'connected' && 'sr-only md:not-sr-only')}>{label}</span>
    </span>
  );
}
