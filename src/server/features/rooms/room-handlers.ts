import { countdownAfter, type CountdownCommand } from '../../../shared/domain/countdown';
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

/** The server keeps the end time, so every client (and a late joiner) counts down to the same moment. */
function runTimer(command: CountdownCommand) {
  return async (ctx: CommandContext): Promise<void> => {
    const timer = countdownAfter(ctx.room.timer, command, ctx.now.getTime());
    if (!timer) return;
    setTimer(ctx, timer);
    if (timer.endsAt) ctx.after({ kind: 'timerScheduled', endsAt: timer.endsAt });
  };
}

export const roomHandlers = {
  'room.update': { policy: 'manager', run: (ctx, command, actor) => updateRoom(ctx, command.patch, actor) },
  // Only the owner deletes (DESIGN §7).
  'room.delete': { policy: 'owner', refusal: 'Only the owner can delete this room', run: deleteRoom },
  'timer.set': {
    policy: 'manager',
    run: async (ctx, command) =>
      setTimer(ctx, {
        durationMs: command.durationMs,
        revealOnEnd: command.revealOnEnd,
        endsAt: null,
        pausedRemainingMs: null,
      }),
  },
  'timer.start': { policy: 'manager', run: runTimer('start') },
  'timer.pause': { policy: 'manager', run: runTimer('pause') },
  'timer.reset': { policy: 'manager', run: runTimer('reset') },
} satisfies Partial<RoomHandlerTable>;
