import { Eye } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { useRoom } from '../connection/room-context';
import { viewers } from '../state/room-selectors';
import { useTranslation } from '../../../lib/i18n';

/** Observers do not sit at the table (SPEC §6), but everyone should see that they are watching. */
export function ViewersList() {
  const { t } = useTranslation();
  const { room, selfId } = useRoom();
  const watching = viewers(room);
  if (watching.length === 0) return null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1 font-medium">
        <Eye aria-hidden="true" className="size-4" />
        {t('room.table.viewers')}
      </span>
      <ul aria-label={t('room.table.viewers')} className="flex flex-wrap gap-2">
        {watching.map((member) => (
          <li
            key={member.userId}
            className="inline-flex items-center gap-1.5 rounded-full bg-muted py-0.5 pr-2.5 pl-0.5"
          >
            <Avatar name={member.displayName} src={member.photoURL} className="size-6" />
            <span className="max-w-32 truncate text-foreground">
              {member.userId === selfId
                ? t('room.table.seat.you', { name: member.displayName })
                : member.displayName}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
