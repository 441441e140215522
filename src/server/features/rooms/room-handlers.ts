import { pausedCountdown, resetCountdown, startedCountdown } from '../../../shared/domain/countdown';
import type { ClientCommand } from '../../../shared/protocol/room-protocol';
import type { TimerState } from '../../../shared/protocol/room-view';
import type { CommandContext, RoomHandlerTable } from './room-live';
import type { MemberRecord } from './room-records';
import { deleteRoomCascade } from './room-store';

type RoomUpdate = Extract<ClientCommand, { type: 'room.update' }>['patch'];

async function updateRoom(ctx: CommandContext, patch: RoomUpdate, actor: MemberRecord | null): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  ctx.patchRoom(patch);
  ctx.emit({ kind: 'room' }, { type: 'room.patched', patch, ...(actor ? { by: actor.userId } : {}) });
}

/** Everything of the room goes in this one transaction. */
async function deleteRoom(ctx: CommandContext): Promise<void> {
  await deleteRoomCascade(ctx.tx, ctx.room.id);
  ctx.notify({ kind: 'room' }, { type: 'room.closed', reason: 'deleted' });
  ctx.after({ kind: 'detachAll' });
}

function setTimer(ctx: CommandContext, timer: TimerState): void {
  ctx.patchRoom({ timer });
  ctx.emit({ kind: 'room' }, { type: 'room.patched', patch: { timer } });
}

type TimerCommand = Extract<
  ClientCommand,
  { type: 'timer.set' | 'timer.start' | 'timer.pause' | 'timer.reset' }
>;

/** The server keeps the end time, so every client (and a late joiner) counts down to the same moment. */
async function changeTimer(ctx: CommandContext, command: TimerCommand): Promise<void> {
  const timer = ctx.room.timer;
  const nowMs = ctx.now.getTime();
  switch (command.type) {
    case 'timer.set':
      return setTimer(ctx, {
        durationMs: command.durationMs,
        revealOnEnd: command.revealOnEnd,
        endsAt: null,
        pausedRemainingMs: null,
      });
    case 'timer.start': {
      const started = startedCountdown(timer, nowMs);
      if (!started?.endsAt) return;
      setTimer(ctx, started);
      ctx.after({ kind: 'timerScheduled', endsAt: started.endsAt });
      return;
    }
    case 'timer.pause': {
      const paused = pausedCountdown(timer, nowMs);
      if (paused) setTimer(ctx, paused);
      return;
    }
    case 'timer.reset':
      return setTimer(ctx, resetCountdown(timer));
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const roomHandlers = {
  'room.update': { policy: 'manager', run: (ctx, command, actor) => updateRoom(ctx, command.patch, actor) },
  // Only the owner deletes (DESIGN §7).
  'room.delete': { policy: 'owner', refusal: 'Only the owner can delete this room', run: deleteRoom },
  'timer.set': { policy: 'manager', run: changeTimer },
  'timer.start': { policy: 'manager', run: changeTimer },
  'timer.pause': { policy: 'manager', run: changeTimer },
  'timer.reset': { policy: 'manager', run: changeTimer },
} satisfies Partial<RoomHandlerTable>;
