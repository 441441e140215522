import { UserPlus, Users } from 'lucide-react';
import type { LiveMember, RemovedMember } from '../../../shared/protocol/live-protocol';
import { cn } from '../../lib/utils';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { MemberMenu, type MemberActions } from './member-actions';
import { RoleBadges } from './role-badges';
import { useTranslation } from '../../lib/i18n';

interface MembersPopoverProps {
  members: readonly LiveMember[];
  /** People a manager removed, who may not join again until a manager lets them. */
  removed: readonly RemovedMember[];
  online: readonly string[];
  ownerId: string;
  selfId: string;
  /** For facilitators: a menu beside everyone else. */
  actions: MemberActions | null;
}

function MemberRow({
  member,
  online,
  you,
  ownerId,
  actions,
}: {
  member: LiveMember;
  online: boolean;
  you: boolean;
  ownerId: string;
  actions: MemberActions | null;
}) {
  const { t } = useTranslation();
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
          {you && <span className="text-muted-foreground"> {t('live.members.you')}</span>}
        </span>
        <span className="sr-only">{online ? t('live.members.online') : t('live.members.offline')}</span>
        <RoleBadges member={member} ownerId={ownerId} />
      </span>
      {actions && !you && <MemberMenu member={member} actions={actions} />}
    </li>
  );
}

/** For managers: who was removed, each with the way back in. */
function RemovedList({ removed, actions }: { removed: readonly RemovedMember[]; actions: MemberActions }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="mt-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t('live.members.removedList')}
      </h3>
      <ul aria-label={t('live.members.removedList')}>
        {removed.map((person) => (
          <li key={person.userId} className="flex items-center gap-2 py-1.5">
            <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
              {person.displayName}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.readmit(person)}
              aria-label={t('live.members.actions.readmit', { name: person.displayName })}
            >
              <UserPlus aria-hidden="true" />
              {t('live.members.readmit')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Who is here at a glance (faces and a count), and the full list with roles on demand. */
export function MembersPopover({ members, removed, online, ownerId, selfId, actions }: MembersPopoverProps) {
  const { t } = useTranslation();
  const here = new Set(online);
  const present = members.filter((member) => here.has(member.userId));
  const away = members.filter((member) => !here.has(member.userId));
  const label = t('live.members.summary', { online: present.length, total: members.length });
  const row = (member: LiveMember, isOnline: boolean) => (
    <MemberRow
      key={member.userId}
      member={member}
      online={isOnline}
      you={member.userId === selfId}
      ownerId={ownerId}
      actions={actions}
    />
  );
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
            <span className="text-muted-foreground">/{members.length}</span>
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0">
        <h2 className="border-b border-border px-3 py-2 text-sm font-semibold">{label}</h2>
        <div className="max-h-[60dvh] overflow-y-auto px-3 py-1">
          <ul aria-label={t('live.members.onlineList')}>{present.map((member) => row(member, true))}</ul>
          {away.length > 0 && (
            <>
              <h3 className="mt-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {t('live.members.offlineList')}
              </h3>
              <ul aria-label={t('live.members.offlineList')}>{away.map((member) => row(member, false))}</ul>
            </>
          )}
          {actions && removed.length > 0 && <RemovedList removed={removed} actions={actions} />}
        </div>
      </PopoverContent>
    </Popover>
  );
}
