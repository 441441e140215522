import { SERVER_CLOSING_EVENT } from '../../../shared/protocol/live-rules';

/** Sockets whose server said it is stopping, until they disconnect (and reconnect, maybe elsewhere). */
const closing = new WeakSet<object>();

interface Listening {
  on(event: string, listener: () => void): unknown;
}

/** Follows one socket's closing notices: a command is not sent on it between the notice and the hang-up. */
export function watchServerClosing(socket: Listening): void {
  socket.on(SERVER_CLOSING_EVENT, () => closing.add(socket));
  socket.on('disconnect', () => closing.delete(socket));
}

export const isServerClosing = (socket: object): boolean => closing.has(socket);
