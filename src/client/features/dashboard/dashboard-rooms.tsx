import { Link } from '../../lib/router';
import { ArrowRight } from 'lucide-react';
import type { RoomSummary } from '../../../shared/api/rooms';
import { RoomListItem } from '../rooms';
import { useTranslation } from '../../lib/i18n';

const PREVIEW = 5;

interface RoomSectionProps {
  id: string;
  title: string;
  lead?: string;
  rooms: readonly RoomSummary[];
  /** Said when there is no room to list. */
  empty?: string;
  /** Lists longer than a preview end with a link to /rooms. */
  preview?: boolean;
  roomsLink?: string;
}

export function RoomSection({
  id,
  title,
  lead,
  rooms,
  empty,
  preview = false,
  roomsLink = '/rooms',
}: RoomSectionProps) {
  const { t } = useTranslation();
  const shown = preview ? rooms.slice(0, PREVIEW) : rooms;
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {rooms.length > 0 && (
          <Link
            to={roomsLink}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            {t('dashboard.allRooms')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {lead && <p className="-mt-2 text-sm text-muted-foreground">{lead}</p>}
      {shown.length === 0 ? (
        empty && (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            {empty}
          </p>
        )
      ) : (
        <ul aria-labelledby={id} className="grid gap-2">
          {shown.map((room) => (
            <RoomListItem key={room.id} room={room} />
          ))}
        </ul>
      )}
      {shown.length < rooms.length && (
        <p className="text-xs text-muted-foreground">
          {t('dashboard.more', { shown: shown.length, total: rooms.length })}
        </p>
      )}
    </section>
  );
}
