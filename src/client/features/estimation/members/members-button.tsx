import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import type { MemberView } from '../../../../shared/protocol/room-view';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/utils';
import { useRoom } from '../connection/room-context';
import { MemberMenu } from './member-menu';
import { RoleBadges } from '../../../components/live/role-badges';

function MemberRow({ member, online }: { member: MemberView; online: boolean }) {
  const { t } = useTranslation();
  const { room, selfId, isManager } = useRoom();
  const you = member.userId === selfId;
  return (
    <li className="flex items-center gap-2 py-1.5">
      <span className="relative">
        <Avatar name={member.displayName} src={member.photoURL} className={cn(!online && 'opacity-50')} />
        <span
          aria-hidden="true"
          className={cn(
            'absolute -right-0.5 -bottom-0.5 size-2.5 rounded-full ring-2 ring-card',
            online ? 'bg-primary' : 'bg-gray-400',
          )}
        />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate text-sm font-medium">
          {member.displayName}
          {you && <span className="text-muted-foreground"> {t('room.members.you')}</span>}
        </span>
        <span className="sr-only">{online ? t('room.members.online') : t('room.members.offline')}</span>
        <RoleBadges member={member} ownerId={room.ownerId} />
      </span>
      {isManager && !you && <MemberMenu member={member} />}
    </li>
  );
}

/** Who is here at a glance (faces and a count), and the full list with roles on demand. */
export function MembersButton() {
  const { t } = useTranslation();
  const { room } = useRoom();
  const online = new Set(room.online);
  const present = room.members.filter((member) => online.has(member.userId));
  const away = room.members.filter((member) => !online.has(member.userId));
  const label = t('room.members.summary', { online: present.length, total: room.members.length });
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5 px-2" aria-label={label} title={label}>
          <span className="hidden gap-0.5 sm:flex" aria-hidden="true">
            {present.slice(0, 3).map((member) => (
              <Avatar
                key={member.userId}
                name={member.displayName}
                src={member.photoURL}
                className="size-7 ring-2 ring-card"
              />
            ))}
          </span>
          <Users aria-hidden="true" className="sm:hidden" />
          <span className="tabular-nums" aria-hidden="true">
            {present.length}
            <span className="text-muted-foreground">/{room.members.length}</span>
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0">
        <h2 className="border-b border-border px-3 py-2 text-sm font-semibold">{label}</h2>
        <div className="max-h-[60dvh] overflow-y-auto px-3 py-1">
          <ul aria-label={t('room.members.onlineList')}>
            {present.map((member) => (
              <MemberRow key={member.userId} member={member} online />
            ))}
          </ul>
          {away.length > 0 && (
            <>
              <h3 className="mt-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {t('room.members.offlineList')}
              </h3>
              <ul aria-label={t('room.members.offlineList')}>
                {away.map((member) => (
                  <MemberRow key={member.userId} member={member} online={false} />
                ))}
              </ul>
            </>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
