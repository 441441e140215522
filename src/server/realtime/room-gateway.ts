import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import {
  clientCommandSchema,
  ROOM_COMMAND_EVENT,
  ROOM_PROTOCOL_VERSION,
  type ClientCommand,
  type CommandAck,
} from '../../shared/protocol/room-protocol';
import { LiveCommandError, refuse } from '../live/errors';
import type { RoomKindTypes } from '../features/rooms/command-runner';
import type { LiveEngine } from '../live/engine';
import { zodMessage } from '../http/errors';
import { tokenBucket } from '../lib/token-bucket';
import { userChannel } from '../live/channels';
import type { PresenceTracker } from './presence';
import type { SocketData } from './socket-server';

const COMMAND_BURST = 30;
const COMMANDS_PER_SECOND = 15;

export function attachRoomGateway(
  io: Server,
  engine: LiveEngine<RoomKindTypes>,
  presence: PresenceTracker,
  log: FastifyBaseLogger,
) {
  const { channels } = engine;

  async function handle(socket: Socket, userId: string, command: ClientCommand): Promise<CommandAck> {
    switch (command.type) {
      case 'room.join': {
        if (command.protocol !== ROOM_PROTOCOL_VERSION) {
          throw refuse('UNSUPPORTED_PROTOCOL', 'This page is out of date. Reload to get the new version');
        }
        const { roomId } = command;
        const snapshot = await engine.join(userId, roomId, async () => {
          await socket.join([channels.room(roomId), channels.member(roomId, userId)]);
        });
        return { ok: true, version: snapshot.version, snapshot };
      }
      case 'room.sync': {
        const snapshot = await engine.snapshot(userId, command.roomId);
        return { ok: true, version: snapshot.version, snapshot };
      }
      case 'emoji.throw':
        await engine.ephemeral(userId, command);
        return { ok: true, version: 0 };
      default: {
        const outcome = await engine.execute(userId, command);
        return { ok: true, version: outcome.version };
      }
    }
  }

  function toFailure(error: unknown, socket: Socket, type: string): CommandAck {
    if (error instanceof LiveCommandError) return { ok: false, code: error.code, message: error.message };
    log.error({ err: error, command: type, socketId: socket.id }, 'room command failed');
    return { ok: false, code: 'INTERNAL', message: 'Something went wrong on the server. Try again' };
  }

  io.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    const commands = tokenBucket(COMMAND_BURST, COMMANDS_PER_SECOND);
    void socket.join(userChannel(user.id));

    socket.on(ROOM_COMMAND_EVENT, (raw: unknown, ack: unknown) => {
      // Every command is answered; one sent without a way to answer it is refused outright.
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: CommandAck) => void;
      if (!commands.take()) {
        reply({ ok: false, code: 'RATE_LIMITED', message: 'Too many actions at once. Slow down a little' });
        return;
      }
      const parsed = clientCommandSchema.safeParse(raw);
      if (!parsed.success) {
        reply({ ok: false, code: 'BAD_REQUEST', message: zodMessage(parsed.error) });
        return;
      }
      handle(socket, user.id, parsed.data)
        .then(reply)
        .catch((error: unknown) => reply(toFailure(error, socket, parsed.data.type)));
    });

    socket.on('disconnecting', () => {
      for (const channel of socket.rooms) {
        if (channels.isRoom(channel)) presence.announceAfterGrace(channels.roomIdOf(channel));
      }
    });
  });

  return {
    /** Ends every live connection of a user, on every instance (a ban, a deleted account). */
    disconnectUser(userId: string): void {
      io.in(userChannel(userId)).disconnectSockets(true);
    },
    stop() {
      engine.stop();
      presence.stop();
    },
  };
}
