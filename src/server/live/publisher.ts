import type { Server } from 'socket.io';
import type { Aftermath, Audience, ChangeOutcome, Outgoing } from './change-runner';
import type { KindChannels } from './channels';

export interface PublisherOptions<Event> {
  io: Server;
  /** The wire event a kind's clients listen on. */
  eventName: string;
  channels: KindChannels;
  /** Tells a room who is online after someone was detached from it. */
  announcePresence(roomId: string, gone: readonly string[]): Promise<void>;
  /** The room's sockets on every instance that answers in time. */
  roomSockets(roomId: string): Promise<{ rooms: Set<string>; leave(channel: string): void }[]>;
  /**
   * Whether the other instances can be told now (Redis up). While they cannot, a departure is not
   * queued for them: each checks its own sockets meanwhile and once Redis is back (socket-audit.ts).
   */
  clusterReady(): boolean;
  /** A countdown ran out: the kind's change for it, or null when it no longer applies. */
  timerEnded(roomId: string, endsAt: string): Promise<ChangeOutcome<Event> | null>;
  onTimerError(error: unknown, roomId: string): void;
  /** Tells the team's open pages, on every instance, to read it again. */
  teamNews(teamId: string): void;
}

/** Who an item goes to, as a string: two items with the same key reach the same sockets. */
const audienceKey = ({ roomId, audience }: Outgoing<unknown>) =>
  audience.kind === 'room' ? roomId : `${roomId} ${audience.kind} ${audience.userId}`;

/**
 * Sends a committed change's events and carries out its aftermath: sockets leave the room, a
 * countdown is scheduled or cancelled. Timers live here too, so a deleted room's countdown is
 * cancelled by the same change that deletes it and a countdown that runs out is published like any
 * other change. All state is in this closure: each server (and each test) has its own.
 */
export function createPublisher<Event>(options: PublisherOptions<Event>) {
  const { io, eventName, channels } = options;
  const timers = new Map<string, NodeJS.Timeout>();
  /** Newcomers' announcements of this turn, by room, with the newcomers' own sockets. */
  let arriving = new Map<string, { outgoing: Outgoing<Event>[]; except: string[] }>();
  let onSent: (() => void)[] = [];

  function sendArrivals(): void {
    const [rooms, sent] = [arriving, onSent];
    [arriving, onSent] = [new Map(), []];
    for (const { outgoing, except } of rooms.values()) deliver(outgoing, except);
    for (const resolve of sent) resolve();
  }

  /**
   * Events in a row for the same people go in one frame, as the arguments of one emit: a join's
   * change and its presence reach each person once, not twice. Order is kept: only neighbours merge.
   * `except`: sockets none of them is for (joiners, whose snapshots come after them and hold them).
   * Newcomers announced this turn are sent first, so order is kept.
   */
  function deliver(outgoing: readonly Outgoing<Event>[], except?: string[]): void {
    if (arriving.size > 0) sendArrivals();
    let index = 0;
    while (index < outgoing.length) {
      const first = outgoing[index]!;
      const key = audienceKey(first);
      const events: Event[] = [];
      for (; index < outgoing.length && audienceKey(outgoing[index]!) === key; index += 1)
        events.push(outgoing[index]!.event);
      emitTo(first.roomId, first.audience, events, except);
    }
  }

  function emitTo(roomId: string, audience: Audience, events: Event[], except?: string[]): void {
    const from = except === undefined ? io : io.except(except);
    switch (audience.kind) {
      case 'room':
        from.to(channels.room(roomId)).emit(eventName, ...events);
        break;
      case 'member':
        from.to(channels.member(roomId, audience.userId)).emit(eventName, ...events);
        break;
      case 'roomExceptMember':
        from
          .to(channels.room(roomId))
          .except(channels.member(roomId, audience.userId))
          .emit(eventName, ...events);
        break;
      default: {
        const unreachable: never = audience;
        throw new Error(`unknown audience ${JSON.stringify(unreachable)}`);
      }
    }
  }

  function cancelTimer(roomId: string): void {
    clearTimeout(timers.get(roomId));
    timers.delete(roomId);
  }

  /** One countdown per room: a new end time replaces the old one. */
  function scheduleTimer(roomId: string, endsAt: string): void {
    cancelTimer(roomId);
    const delay = Math.max(0, Date.parse(endsAt) - Date.now());
    const handle = setTimeout(() => {
      timers.delete(roomId);
      options
        .timerEnded(roomId, endsAt)
        .then((outcome) => outcome && publish(outcome))
        .catch((error: unknown) => options.onTimerError(error, roomId));
    }, delay);
    handle.unref();
    timers.set(roomId, handle);
  }

  async function settle(aftermath: readonly Aftermath[]): Promise<void> {
    for (const item of aftermath) {
      switch (item.kind) {
        case 'detachMember': {
          // Found like a deleted room's sockets, so a member is detached even while Redis is away;
          // and told to every instance too, so one that did not answer in time (stalled) leaves
          // them when it catches up, before any later event of the room reaches it.
          const member = channels.member(item.roomId, item.userId);
          for (const socket of await options.roomSockets(item.roomId)) {
            if (!socket.rooms.has(member)) continue;
            socket.leave(channels.room(item.roomId));
            socket.leave(member);
          }
          if (options.clusterReady()) io.in(member).socketsLeave([channels.room(item.roomId), member]);
          await options.announcePresence(item.roomId, [item.userId]);
          break;
        }
        case 'detachAll':
          for (const socket of await options.roomSockets(item.roomId)) {
            for (const channel of socket.rooms)
              if (channels.belongsTo(channel, item.roomId)) socket.leave(channel);
          }
          if (options.clusterReady())
            io.in(channels.room(item.roomId)).socketsLeave(channels.room(item.roomId));
          cancelTimer(item.roomId);
          break;
        case 'timerScheduled':
          scheduleTimer(item.roomId, item.endsAt);
          break;
        case 'teamNews':
          options.teamNews(item.teamId);
          break;
        default: {
          const unreachable: never = item;
          throw new Error(`unknown aftermath ${JSON.stringify(unreachable)}`);
        }
      }
    }
  }

  async function publish(outcome: ChangeOutcome<Event>): Promise<void> {
    deliver(outcome.outgoing);
    await settle(outcome.aftermath);
  }

  /**
   * A newcomer's change and presence, for everyone in the room but the newcomer's own socket
   * (`except`). Sent at the end of the turn with those of everyone else who opened the room in it
   * (made members together): each person in the room gets one message for all of them, not one
   * per newcomer. Resolves once they are sent, so a snapshot read after it holds all of them,
   * which is why the newcomers are spared the others' announcements too.
   */
  async function arrive(outcome: ChangeOutcome<Event>, except: string): Promise<void> {
    if (onSent.length === 0) process.nextTick(sendArrivals);
    for (const item of outcome.outgoing) {
      const room = arriving.get(item.roomId) ?? { outgoing: [], except: [] };
      arriving.set(item.roomId, room);
      room.outgoing.push(item);
      if (!room.except.includes(except)) room.except.push(except);
    }
    await new Promise<void>((resolve) => onSent.push(resolve));
    await settle(outcome.aftermath);
  }

  function stop(): void {
    for (const handle of timers.values()) clearTimeout(handle);
    timers.clear();
  }

  return { deliver, publish, arrive, scheduleTimer, stop };
}
