import { useState, type ReactNode } from 'react';
import { Smile } from 'lucide-react';
import { EMOJIS } from '../../../../shared/protocol/room-constants';
import type { MemberView } from '../../../../shared/protocol/room-view';
import { focusRing } from '../../../components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/utils';
import { useRoom } from '../connection/room-context';
import { MemberActionButtons, RemoveMemberDialog } from '../../../components/live/member-actions';
import { useRoomMemberActions } from '../members/members-button';
import { useTranslation } from '../../../lib/i18n';

/**
 * The avatar on a seat: a button that opens the person's full name and whatever there is to do with
 * them (throw an emoji, or for managers their roles); hover or focus shows the hint.
 */
export function SeatPerson({
  member,
  you,
  children,
}: {
  member: MemberView;
  you: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { room, send } = useRoom();
  const actions = useRoomMemberActions();
  const [open, setOpen] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const emojis = room.flyingEmojis;
  if (you) return <span className="relative">{children}</span>;
  const menu = emojis && actions ? 'both' : emojis ? 'emoji' : actions ? 'roles' : 'name';
  const label = t(`room.seatMenu.${menu}`, { name: member.displayName });
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            aria-label={label}
            title={label}
            className={cn('group/person relative rounded-full', focusRing)}
          >
            {children}
            {/* The full name on keyboard focus, where a pointer would have the title. */}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden w-max max-w-48 -translate-x-1/2 rounded-md border border-border bg-popover px-2 py-1 text-xs text-popover-foreground shadow-sm group-focus-visible/person:block group-data-[state=open]/person:hidden"
            >
              {member.displayName}
            </span>
            {emojis && (
              <span
                aria-hidden="true"
                className="absolute -top-1.5 -right-2 flex size-4 items-center justify-center rounded-full border border-border bg-card text-muted-foreground opacity-0 shadow-sm transition-opacity group-hover/person:opacity-100 group-focus-visible/person:opacity-100 group-data-[state=open]/person:opacity-100"
              >
                <Smile className="size-3" />
              </span>
            )}
          </button>
        </PopoverTrigger>
        <PopoverContent side="top" className="grid w-auto max-w-64 gap-2 p-2">
          {/* The full name, for a touch screen where the seat has room for only part of it. */}
          <p className="px-1 text-sm font-medium wrap-anywhere">{member.displayName}</p>
          {emojis && (
            <div role="group" aria-label={t('room.emoji.pick')} className="grid grid-cols-5 gap-1">
              {EMOJIS.map((emoji) => (
                <PopoverClose asChild key={emoji}>
                  <button
                    type="button"
                    className={cn(
                      'flex size-10 items-center justify-center rounded-md text-xl hover:bg-muted',
                      focusRing,
                    )}
                    onClick={() => void send({ type: 'emoji.throw', targetUserId: member.userId, emoji })}
                  >
                    {emoji}
                  </button>
                </PopoverClose>
              ))}
            </div>
          )}
          {actions && (
            <MemberActionButtons
              member={member}
              actions={actions}
              onDone={() => setOpen(false)}
              onRemove={() => {
                setOpen(false);
                setConfirmRemove(true);
              }}
            />
          )}
        </PopoverContent>
      </Popover>
      {actions && (
        <RemoveMemberDialog
          member={member}
          actions={actions}
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
        />
      )}
    </>
  );
}
