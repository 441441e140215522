import { countdownAfter, type Countdown, type CountdownCommand } from '../../../shared/domain/countdown';
import {
  cardsHidden,
  discussionOrder,
  mayMovePhase,
  retroItems,
  type RetroPhase,
} from '../../../shared/domain/retro';
import { refuse, type RetroContext, type RetroHandlerTable } from './retro-live';
import { countdownForPhase } from './retro-records';
import { clearReady, deleteRetroCascade, readBoard, updateRetroMember } from './retro-store';
import { shownTotals, toCardView, voteTotals } from './retro-views';

function setTimer(ctx: RetroContext, timer: Countdown): void {
  ctx.patchRoom({ timer });
  ctx.emit({ kind: 'room' }, { type: 'timer.changed', timer });
}

async function movePhase(ctx: RetroContext, phase: RetroPhase): Promise<void> {
  const { room } = ctx;
  if (!mayMovePhase(room.phase, phase)) {
    throw refuse('WRONG_PHASE', `The retro cannot go from ${room.phase} to ${phase}`);
  }
  const { cards, groups, votes, members } = await readBoard(ctx.tx, room.id);
  const timer = countdownForPhase(room.options, phase, room.timer, ctx.now.getTime());
  // The discussion starts with the item that has the most dots.
  const discussItemId =
    phase === 'discuss' && room.discussItemId === null
      ? (discussionOrder(retroItems(cards, groups), voteTotals(votes))[0]?.id ?? null)
      : room.discussItemId;
  // Ready marks belong to a step; most steps start with none to clear, and then nothing is written.
  if (members.some((member) => member.ready)) await clearReady(ctx.tx, room.id);
  ctx.patchRoom({ phase, timer, discussItemId });
  const after = { ...room, phase };
  ctx.emit(
    { kind: 'room' },
    {
      type: 'phase.changed',
      phase,
      timer,
      discussItemId,
      cards: cardsHidden(phase) ? null : cards.map((card) => toCardView(card, after, members)),
      voteTotals: shownTotals(after, phase, votes),
    },
  );
}

/** Everyone counts down to the end time the server keeps. */
function runTimer(command: CountdownCommand) {
  return async (ctx: RetroContext): Promise<void> => {
    const timer = countdownAfter(ctx.room.timer, command, ctx.now.getTime());
    if (timer) setTimer(ctx, timer);
  };
}

export const retroHandlers = {
  'retro.update': {
    policy: 'manager',
    run: async (ctx, command) => {
      const { name = ctx.room.name, options = ctx.room.options } = command.patch;
      // People wrote believing no one would know: a retro never turns named once a card exists.
      if (options.anonymous !== ctx.room.options.anonymous && ctx.room.cardTally.length > 0) {
        throw refuse(
          'FORBIDDEN',
          'Cards are already written: whether they are anonymous can no longer change',
        );
      }
      ctx.patchRoom({ name, options });
      ctx.emit({ kind: 'room' }, { type: 'retro.updated', name, options });
    },
  },
  'room.delete': {
    policy: 'owner',
    refusal: 'Only the owner can delete this retro',
    run: async (ctx) => {
      await deleteRetroCascade(ctx.tx, ctx.room.id);
      ctx.notify({ kind: 'room' }, { type: 'room.closed', reason: 'deleted' });
      ctx.after({ kind: 'detachAll' });
    },
  },
  'phase.set': { policy: 'manager', run: (ctx, command) => movePhase(ctx, command.phase) },
  'ready.set': {
    policy: 'member',
    run: async (ctx, command, actor) => {
      if (actor.ready === command.ready) return;
      await updateRetroMember(ctx.tx, ctx.room.id, actor.userId, { ready: command.ready });
      ctx.emit({ kind: 'room' }, { type: 'member.ready', userId: actor.userId, ready: command.ready });
    },
  },
  'timer.set': {
    policy: 'manager',
    run: async (ctx, command) =>
      setTimer(ctx, { durationMs: command.durationMs, endsAt: null, pausedRemainingMs: null }),
  },
  'timer.start': { policy: 'manager', run: runTimer('start') },
  'timer.pause': { policy: 'manager', run: runTimer('pause') },
  'timer.reset': { policy: 'manager', run: runTimer('reset') },
} satisfies Partial<RetroHandlerTable>;
