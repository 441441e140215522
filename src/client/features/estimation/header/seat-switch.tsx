import { Eye, Hand } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { useRoom } from '../connection/room-context';
import { canVote, maySeatThemselves } from '../../../../shared/domain/roles';
import { useTranslation } from '../../../lib/i18n';

/**
 * Anyone can switch themselves between playing at the table and only watching, except someone a
 * manager made a viewer, unless the room lets viewers take a seat.
 */
export function SeatSwitch() {
  const { t } = useTranslation();
  const { room, self, send } = useRoom();
  if (!self) return null;
  const seat = canVote(self.roles) ? 'player' : 'observer';
  const locked = !maySeatThemselves(self, room.viewersMayTakeSeat);
  const items = [
    {
      value: 'player',
      icon: Hand,
      label: t('room.seat.vote'),
      help: locked ? t('room.deck.blocked.seatLocked') : t('room.seat.voteHelp'),
    },
    { value: 'observer', icon: Eye, label: t('room.seat.watch'), help: t('room.seat.watchHelp') },
  ] as const;
  // Two pressed-or-not buttons: a plain group a keyboard tabs through, no roving focus to learn.
  return (
    <div
      role="group"
      aria-label={t('room.seat.label')}
      className="inline-flex rounded-md border border-border p-0.5"
    >
      {items.map(({ value, icon: Icon, label, help }) => (
        <button
          key={value}
          type="button"
          aria-pressed={seat === value}
          disabled={value === 'player' && locked}
          title={help}
          aria-label={label}
          onClick={() => {
            if (seat !== value) void send({ type: 'self.seat', as: value });
          }}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded px-2 text-xs font-medium text-muted-foreground hover:text-foreground',
            'disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-accent aria-pressed:text-accent-foreground [&_svg]:size-4',
            focusRing,
          )}
        >
          <Icon aria-hidden="true" />
          <span className="hidden sm:inline">{label}</span>
        </button>
      ))}
    </div>
  );
}
