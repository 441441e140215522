import { Suspense, useState } from 'react';
import { Check, EyeOff, ShieldCheck, LogOut, Trash2, Users } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CountdownControl } from '../../../components/live/countdown-control';
import { CountdownPanel } from '../../../components/live/countdown-panel';
import { LazyAccessDialog } from '../../../components/live/lazy-access-dialog';
import { useMemberActions } from '../../../components/live/member-actions';
import { MembersPopover } from '../../../components/live/members-popover';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/utils';
import { useRetro } from './retro-context';
import { useTranslation } from '../../../lib/i18n';

/** "I'm done" for this step, and for everyone how many are. */
function ReadyToggle() {
  const { t } = useTranslation();
  const { retro, self, send, takesPart } = useRetro();
  const online = new Set(retro.online);
  const present = retro.members.filter((member) => online.has(member.userId));
  const ready = present.filter((member) => member.ready).length;
  const count = t('board.readyCount', { ready, total: present.length });
  if (retro.phase === 'done') return null;
  return (
    <div className="flex items-center gap-2">
      {takesPart && (
        <Button
          size="sm"
          variant={self?.ready ? 'primary' : 'outline'}
          aria-pressed={self?.ready ?? false}
          onClick={() => void send({ type: 'ready.set', ready: !self?.ready })}
        >
          <Check aria-hidden="true" />
          {t('board.ready')}
        </Button>
      )}
      <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline">{count}</span>
    </div>
  );
}

function RetroMenu() {
  const { t } = useTranslation();
  const { retro, isOwner, isFacilitator, leave, remove, send } = useRetro();
  const [open, setOpen] = useState<'access' | 'leave' | 'delete' | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuIconTrigger className="size-9" label={t('board.menu')} />
        <DropdownMenuContent align="end">
          {/* A team retro's facilitators may be its team's admins, who decide this too (the server checks). */}
          {(isOwner || (isFacilitator && retro.teamId !== null)) && (
            <DropdownMenuItem onSelect={() => setOpen('access')}>
              <ShieldCheck aria-hidden="true" />
              {t('live.access.menu')}
            </DropdownMenuItem>
          )}
          {isOwner ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setOpen('delete')}>
              <Trash2 aria-hidden="true" />
              {t('board.delete')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setOpen('leave')}>
              <LogOut aria-hidden="true" />
              {t('board.leave')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {open === 'access' && <LazyAccessDialog open onOpenChange={close} room={retro} send={send} />}
      </Suspense>
      <ConfirmDialog
        open={open === 'leave'}
        onOpenChange={close}
        title={t('board.leaveTitle')}
        description={t('board.leaveLead', { name: retro.name })}
        confirmLabel={t('board.leave')}
        onConfirm={leave}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title={t('board.deleteTitle')}
        description={t('board.deleteLead', { name: retro.name })}
        confirmLabel={t('board.delete')}
        destructive
        onConfirm={remove}
      />
    </>
  );
}

export function RetroToolbar() {
  const { t } = useTranslation();
  const { retro, selfId, isFacilitator, clockOffsetMs, send } = useRetro();
  const actions = useMemberActions(retro.ownerId, selfId, isFacilitator, send);
  const startWith = async (durationMs: number) => {
    const set = await send({ type: 'timer.set', durationMs });
    if (set.ok) await send({ type: 'timer.start' });
  };
  return (
    <div className="flex h-12 shrink-0 items-center gap-1.5 border-b border-border bg-card/50 px-2 sm:gap-2 sm:px-3">
      <MembersPopover
        members={retro.members}
        removed={retro.removed}
        online={retro.online}
        ownerId={retro.ownerId}
        selfId={selfId}
        actions={actions}
      />
      <span
        className={cn(
          'hidden items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground sm:inline-flex',
        )}
      >
        {retro.options.anonymous ? (
          <EyeOff aria-hidden="true" className="size-3" />
        ) : (
          <Users aria-hidden="true" className="size-3" />
        )}
        {retro.options.anonymous ? t('board.anonymous') : t('board.named')}
      </span>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ReadyToggle />
        <CountdownControl
          countdown={retro.timer}
          clockOffsetMs={clockOffsetMs}
          panel={
            isFacilitator
              ? (phase) => (
                  <CountdownPanel
                    phase={phase}
                    onStartWith={(durationMs) => void startWith(durationMs)}
                    onStart={() => void send({ type: 'timer.start' })}
                    onPause={() => void send({ type: 'timer.pause' })}
                    onReset={() => void send({ type: 'timer.reset' })}
                  />
                )
              : null
          }
        />
        <RetroMenu />
      </div>
    </div>
  );
}
