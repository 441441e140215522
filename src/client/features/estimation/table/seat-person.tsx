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
 * The avatar on a seat. Where there is something to do with this person (throw an emoji, or for
 * managers their roles) it is a button; hover or focus shows the hint, a click opens the picker.
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
  if (you || (!emojis && !actions)) return <span className="relative">{children}</span>;
  const label = t(`room.seatMenu.${emojis && actions ? 'both' : emojis ? 'emoji' : 'roles'}`, {
    name: member.displayName,
  });
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
