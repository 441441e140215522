import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { Crown, Star } from 'lucide-react';
import type { RoomSummary } from '../../../shared/api/rooms';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useToggleFavorite } from './rooms-list-data';
import { fullDateTime, relativeTime } from '../../lib/relative-time';
import { useTranslation } from '../../lib/i18n';

export function FavoriteButton({ room }: { room: RoomSummary }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const label = room.isFavorite
    ? t('rooms.card.unfavorite', { name: room.name })
    : t('rooms.card.favorite', { name: room.name });
  return (
    <button
      type="button"
      aria-pressed={room.isFavorite}
      aria-label={label}
      title={label}
      onClick={() => toggle.mutate({ room, isFavorite: !room.isFavorite })}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
        room.isFavorite && 'text-amber-500 hover:text-amber-600',
        focusRing,
      )}
    >
      <Star aria-hidden="true" className={cn('size-5', room.isFavorite && 'fill-current')} />
    </button>
  );
}

/** One room in a list: favourite star, name linking into the room, and what is worth knowing. */
export function RoomListItem({ room, actions }: { room: RoomSummary; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const facts = [
    room.isOwner ? null : t('rooms.card.ownedBy', { name: room.ownerName || '—' }),
    t('rooms.card.members', { count: room.memberCount }),
    t('rooms.card.tasks', { count: room.taskCount }),
  ].filter(Boolean);
  return (
    <li className="flex items-center gap-2 rounded-lg border border-border bg-card px-2 py-2 shadow-xs sm:gap-3 sm:px-3">
      <FavoriteButton room={room} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          <Link
            to={`/rooms/${room.id}`}
            className={cn('min-w-0 font-medium break-words underline-offset-4 hover:underline', focusRing)}
          >
            {room.name}
          </Link>
          {room.isOwner && (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
              <Crown aria-hidden="true" className="size-3" />
              {t('rooms.card.owner')}
            </span>
          )}
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
          {room.lastVisitDate && (
            <time dateTime={room.lastVisitDate} title={fullDateTime(room.lastVisitDate, locale)}>
              {t('rooms.card.visited', { time: relativeTime(room.lastVisitDate, locale) })}
            </time>
          )}
        </p>
      </div>
      {actions}
    </li>
  );
}
