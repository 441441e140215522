import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  acquireSocket,
  COMMAND_TIMEOUT_MS,
  connectionStatus,
  releaseSocket,
  sendCommand,
  type CommandResult,
  type ConnectionStatus,
} from '../realtime';
import { linkKeyOfPage } from '../room-link';
import { useBrowserOnline } from './use-browser-online';

/** What every kind's reducer understands besides its own actions. */
export type LiveAction<Snapshot, Event> =
  | { type: 'snapshot'; room: Snapshot; sentAt: number; receivedAt: number }
  | { type: 'event'; event: Event; receivedAt: number }
  /** Something may have been lost without a gap to show it (the network came back): ask anyway. */
  | { type: 'resync' };

/**
 * One kind of live room as the client sees it: its wire names and its state. The session below
 * does the rest (joining, resyncing, reconnecting) the same way for every kind.
 */
export interface LiveClientKind<State, Snapshot, Event, Action> {
  /** The socket events commands go up on and events come down on. */
  commandEvent: string;
  eventName: string;
  /** The kind's protocol version; the server refuses a page built for another. */
  protocol: number;
  initialState(selfId: string): State;
  /** The kind's reducer: the session's actions, and any of the kind's own. */
  reduce(state: State, action: Action | LiveAction<Snapshot, Event>): State;
  /** The state saw a gap in the versions: a fresh snapshot is needed. */
  needsSync(state: State): boolean;
  /** Which room an event is about: one tab may have just left another. */
  roomIdOf(event: Event): string;
}

export type JoinPhase =
  | { kind: 'joining' }
  | { kind: 'ready' }
  | { kind: 'notFound' }
  | { kind: 'failed'; code: string; message: string };

/** The part of a Socket.IO socket a session uses; tests pass a fake. */
export type LiveSocket = Pick<
  Socket,
  'connected' | 'active' | 'on' | 'off' | 'connect' | 'disconnect' | 'timeout'
>;

export interface SocketSource {
  acquire(userId: string, roomId: string): LiveSocket;
  release(socket: LiveSocket): void;
}

const TAB_SOCKET: SocketSource = {
  acquire: acquireSocket,
  release: (socket) => releaseSocket(socket as Socket),
};

export interface LiveSession<State, Event, Action> {
  state: State;
  dispatch(action: Action): void;
  phase: JoinPhase;
  status: ConnectionStatus;
  /** Sends a command for this room (the room id is added); offline it fails at once as NOT_SENT. */
  send(command: { type: string } & Record<string, unknown>): Promise<CommandResult>;
  /** Hears every event of this room as it arrives, before the reducer. */
  subscribe(listener: (event: Event) => void): () => void;
  /** Joins again; with the passcode a room asked for, which its first visit then carries. */
  retry(passcode?: string): void;
}

export const JOIN_RETRY_MS = 2_000;
export const SYNC_RETRY_MS = 2_000;
const RECONNECT_AFTER_REFUSAL_MS = 5_000;

/** Joins one room over the tab's socket and keeps its state current, re-joining after every reconnect. */
export function useLiveSession<State, Snapshot, Event, Action>(
  kind: LiveClientKind<State, Snapshot, Event, Action>,
  roomId: string,
  selfId: string,
  sockets: SocketSource = TAB_SOCKET,
): LiveSession<State, Event, Action | LiveAction<Snapshot, Event>> {
  const [state, dispatch] = useReducer(kind.reduce, selfId, kind.initialState);
  const [phase, setPhase] = useState<JoinPhase>({ kind: 'joining' });
  const [joined, setJoined] = useState(false);
  const [everJoined, setEverJoined] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const browserOnline = useBrowserOnline();
  const socketRef = useRef<LiveSocket | null>(null);
  const listeners = useRef(new Set<(event: Event) => void>());
  const passcode = useRef<string | undefined>(undefined);
  const send = useCallback(
    (command: { type: string } & Record<string, unknown>) =>
      sendCommand(socketRef.current, { ...command, roomId }, COMMAND_TIMEOUT_MS, kind.commandEvent),
    [roomId, kind.commandEvent],
  );

  useEffect(() => {
    const socket = sockets.acquire(selfId, roomId);
    socketRef.current = socket;
    let alive = true;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const join = async () => {
      const sentAt = Date.now();
      const given = passcode.current;
      const key = linkKeyOfPage();
      const ack = await send({
        type: 'room.join',
        protocol: kind.protocol,
        ...(given ? { passcode: given } : {}),
        ...(key ? { key } : {}),
      });
      if (!alive) return;
      if (ack.ok && ack.snapshot) {
        // A member comes back without it: reconnects must not count as tries at the passcode.
        passcode.current = undefined;
        dispatch({
          type: 'snapshot',
          room: ack.snapshot as Snapshot,
          sentAt,
          receivedAt: Date.now(),
        });
        setJoined(true);
        setEverJoined(true);
        setFailedAttempts(0);
        setPhase({ kind: 'ready' });
      } else if (!ack.ok && ack.code === 'NOT_FOUND') {
        setPhase({ kind: 'notFound' });
      } else if (
        !ack.ok &&
        (ack.code === 'TIMEOUT' ||
          ack.code === 'NOT_SENT' ||
          ack.code === 'RESTARTING' ||
          ack.code === 'RATE_LIMITED')
      ) {
        // A slow, busy or stopping server: try again while the socket stays up (it reconnects after).
        retryTimer = setTimeout(() => socket.connected && void join(), JOIN_RETRY_MS);
      } else if (!ack.ok) {
        setPhase({ kind: 'failed', code: ack.code, message: ack.message });
      }
    };
    const onConnect = () => void join();
    const onDisconnect = (reason: string) => {
      setJoined(false);
      // The server closed this connection on purpose; Socket.IO would not come back by itself.
      if (reason === 'io server disconnect') socket.connect();
    };
    const onConnectError = (error: Error) => {
      // Refusals that trying again on its own would not cure: the person has to act first.
      if (error.message === 'UNAUTHORIZED' || error.message === 'TOO_MANY_CONNECTIONS') {
        setPhase({ kind: 'failed', code: error.message, message: error.message });
        socket.disconnect();
        return;
      }
      setFailedAttempts((count) => count + 1);
      // A refusal by the server's handshake check is not retried by Socket.IO itself.
      if (!socket.active) retryTimer = setTimeout(() => socket.connect(), RECONNECT_AFTER_REFUSAL_MS);
    };
    // A frame may carry several events for the same people, in the order they happened.
    const onEvent = (...events: Event[]) => {
      for (const event of events) {
        if (kind.roomIdOf(event) !== roomId) continue;
        listeners.current.forEach((listener) => listener(event));
        dispatch({ type: 'event', event, receivedAt: Date.now() });
      }
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on(kind.eventName, onEvent);
    if (socket.connected) void join();

    return () => {
      alive = false;
      clearTimeout(retryTimer);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off(kind.eventName, onEvent);
      socketRef.current = null;
      sockets.release(socket);
    };
  }, [roomId, selfId, attempt, kind, sockets, send]);

  useResync(kind.needsSync(state), send, dispatch);

  // Frames can be lost while the network is gone without the socket noticing: check on return.
  useEffect(() => {
    const onOnline = () => dispatch({ type: 'resync' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const subscribe = useCallback((listener: (event: Event) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const retry = useCallback((given?: string) => {
    if (given !== undefined) passcode.current = given;
    setPhase({ kind: 'joining' });
    setFailedAttempts(0);
    setAttempt((n) => n + 1);
  }, []);

  const status = connectionStatus({ joined, everJoined, browserOnline, failedAttempts });
  return { state, dispatch, phase, status, send, subscribe, retry };
}

/** A gap in the versions: fetch a fresh snapshot, and keep trying while it cannot be had. */
function useResync<Snapshot, Event>(
  needsSync: boolean,
  send: LiveSession<unknown, Event, unknown>['send'],
  dispatch: (action: LiveAction<Snapshot, Event>) => void,
) {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!needsSync) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sentAt = Date.now();
    void send({ type: 'room.sync' }).then((ack) => {
      if (!alive) return;
      if (ack.ok && ack.snapshot) {
        dispatch({ type: 'snapshot', room: ack.snapshot as Snapshot, sentAt, receivedAt: Date.now() });
      } else timer = setTimeout(() => setRound((n) => n + 1), SYNC_RETRY_MS);
    });
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [needsSync, send, dispatch, round]);
}
