import { ROOM_COMMAND_EVENT } from '../../../shared/protocol/room-constants';
import type { CommandAck, RoomErrorCode } from '../../../shared/protocol/room-protocol';
import { isServerClosing } from './server-closing';

export const COMMAND_TIMEOUT_MS = 8_000;

/**
 * Client-side failures: the command never left (offline, or the server said it is stopping) or no
 * answer came back in time.
 */
export type DeliveryFailureCode = 'NOT_SENT' | 'RESTARTING' | 'TIMEOUT';

export type CommandResult =
  | Extract<CommandAck, { ok: true }>
  | { ok: false; code: RoomErrorCode | DeliveryFailureCode; message: string };

/** The part of a Socket.IO socket a command needs; tests pass a fake. */
export interface CommandSocket {
  readonly connected: boolean;
  timeout(ms: number): {
    emit(event: string, payload: unknown, callback: (error: unknown, ack: CommandAck) => void): unknown;
  };
}

export function isDeliveryFailure(result: CommandResult): boolean {
  return (
    !result.ok && (result.code === 'NOT_SENT' || result.code === 'RESTARTING' || result.code === 'TIMEOUT')
  );
}

/**
 * Sends one command and resolves with its acknowledgement. A command is never queued while the
 * socket is down (Socket.IO would replay it later, behind the user's back): it fails as NOT_SENT
 * at once, as is one on a connection whose server said it is stopping (RESTARTING, until the socket
 * has reconnected), and one without an answer in time fails as TIMEOUT, so the UI can offer a retry.
 */
export function sendCommand(
  socket: CommandSocket | null,
  command: { type: string; roomId: string } & Record<string, unknown>,
  timeoutMs = COMMAND_TIMEOUT_MS,
  /** The socket event a kind of room takes its commands on. */
  event = ROOM_COMMAND_EVENT,
): Promise<CommandResult> {
  if (!socket?.connected) {
    return Promise.resolve({ ok: false, code: 'NOT_SENT', message: 'Not connected' });
  }
  if (isServerClosing(socket)) {
    return Promise.resolve({ ok: false, code: 'RESTARTING', message: 'The server is restarting' });
  }
  return new Promise((resolve) => {
    socket.timeout(timeoutMs).emit(event, command, (error, ack) => {
      if (error || !ack) resolve({ ok: false, code: 'TIMEOUT', message: 'No answer from the server' });
      else resolve(ack);
    });
  });
}
