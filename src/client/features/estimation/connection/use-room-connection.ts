import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  ROOM_EVENT,
  ROOM_PROTOCOL_VERSION,
  type ClientCommandInput,
  type ServerEvent,
} from '../../../../shared/protocol/room-protocol';
import {
  acquireSocket,
  connectionStatus,
  releaseSocket,
  sendCommand,
  type CommandResult,
  type ConnectionStatus,
} from '../../../lib/realtime';
import { initialRoomState, roomReducer, type RoomState } from '../state/room-reducer';
import { useBrowserOnline } from './use-browser-online';

export type EmojiThrown = Extract<ServerEvent, { type: 'emoji.thrown' }>;
type EmojiListener = (event: EmojiThrown) => void;

/** A command as the page writes it: the room id is added here. */
export type RoomCommand = ClientCommandInput extends infer C
  ? C extends { roomId: string }
    ? Omit<C, 'roomId'>
    : never
  : never;

export type JoinPhase =
  | { kind: 'joining' }
  | { kind: 'ready' }
  | { kind: 'notFound' }
  | { kind: 'failed'; code: string; message: string };

export interface RoomConnection {
  state: RoomState;
  phase: JoinPhase;
  status: ConnectionStatus;
  send(command: RoomCommand): Promise<CommandResult>;
  subscribeEmoji(listener: EmojiListener): () => void;
  /** Marks the room as closed for us right away (we left), before the server's notice arrives. */
  markClosed(reason: 'left' | 'deleted'): void;
  retry(): void;
}

const JOIN_RETRY_MS = 2_000;
const SYNC_RETRY_MS = 2_000;
const RECONNECT_AFTER_REFUSAL_MS = 5_000;

/** Joins one room over the tab's socket and keeps its state current, re-joining after every reconnect. */
export function useRoomConnection(roomId: string, selfId: string): RoomConnection {
  const [state, dispatch] = useReducer(roomReducer, selfId, initialRoomState);
  const [phase, setPhase] = useState<JoinPhase>({ kind: 'joining' });
  const [joined, setJoined] = useState(false);
  const [everJoined, setEverJoined] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const browserOnline = useBrowserOnline();
  const socketRef = useRef<Socket | null>(null);
  const emojiListeners = useRef(new Set<EmojiListener>());

  useEffect(() => {
    const socket = acquireSocket(selfId, roomId);
    socketRef.current = socket;
    let alive = true;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const join = async () => {
      const sentAt = Date.now();
      const ack = await sendCommand(socket, { type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION });
      if (!alive) return;
      if (ack.ok && ack.snapshot) {
        dispatch({ type: 'snapshot', room: ack.snapshot, sentAt, receivedAt: Date.now() });
        setJoined(true);
        setEverJoined(true);
        setFailedAttempts(0);
        setPhase({ kind: 'ready' });
      } else if (!ack.ok && ack.code === 'NOT_FOUND') {
        setPhase({ kind: 'notFound' });
      } else if (
        !ack.ok &&
        (ack.code === 'TIMEOUT' || ack.code === 'NOT_SENT' || ack.code === 'RATE_LIMITED')
      ) {
        // A slow or busy server: try again while the socket stays up.
        retryTimer = setTimeout(() => socket.connected && void join(), JOIN_RETRY_MS);
      } else if (!ack.ok) {
        setPhase({ kind: 'failed', code: ack.code, message: ack.message });
      }
    };
    const onConnect = () => void join();
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      setJoined(false);
      // The server closed this connection on purpose; Socket.IO would not come back by itself.
      if (reason === 'io server disconnect') socket.connect();
    };
    const onConnectError = (error: Error) => {
      if (error.message === 'UNAUTHORIZED') {
        setPhase({ kind: 'failed', code: 'UNAUTHORIZED', message: error.message });
        socket.disconnect();
        return;
      }
      setFailedAttempts((count) => count + 1);
      // A refusal by the server's handshake check is not retried by Socket.IO itself.
      if (!socket.active) retryTimer = setTimeout(() => socket.connect(), RECONNECT_AFTER_REFUSAL_MS);
    };
    const onEvent = (event: ServerEvent) => {
      const eventRoom = event.type === 'room.snapshot' ? event.room.id : event.roomId;
      if (eventRoom !== roomId) return;
      if (event.type === 'emoji.thrown') emojiListeners.current.forEach((listener) => listener(event));
      dispatch({ type: 'event', event, receivedAt: Date.now() });
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on(ROOM_EVENT, onEvent);
    if (socket.connected) void join();

    return () => {
      alive = false;
      clearTimeout(retryTimer);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off(ROOM_EVENT, onEvent);
      socketRef.current = null;
      releaseSocket(socket);
    };
  }, [roomId, selfId, attempt]);

  useResync(state.needsSync, roomId, socketRef, dispatch);

  // Frames can be lost while the network is gone without the socket noticing: check on return.
  useEffect(() => {
    const onOnline = () => dispatch({ type: 'resync' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const send = useCallback(
    async (command: RoomCommand): Promise<CommandResult> => {
      const result = await sendCommand(socketRef.current, { ...command, roomId } as ClientCommandInput);
      if (result.ok && command.type === 'vote.cast') {
        dispatch({ type: 'ownVote', taskId: command.taskId, value: command.value });
      }
      return result;
    },
    [roomId],
  );

  const subscribeEmoji = useCallback((listener: EmojiListener) => {
    emojiListeners.current.add(listener);
    return () => void emojiListeners.current.delete(listener);
  }, []);

  const markClosed = useCallback(
    (reason: 'left' | 'deleted') =>
      dispatch({ type: 'event', event: { type: 'room.closed', roomId, reason }, receivedAt: Date.now() }),
    [roomId],
  );

  const retry = useCallback(() => {
    setPhase({ kind: 'joining' });
    setFailedAttempts(0);
    setAttempt((n) => n + 1);
  }, []);

  const status = connectionStatus({ joined, everJoined, browserOnline, failedAttempts });
  return { state, phase, status, send, subscribeEmoji, markClosed, retry };
}

/** A gap in the versions: fetch a fresh snapshot, and keep trying while it cannot be had. */
function useResync(
  needsSync: boolean,
  roomId: string,
  socketRef: { current: Socket | null },
  dispatch: (action: Parameters<typeof roomReducer>[1]) => void,
) {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!needsSync) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sentAt = Date.now();
    void sendCommand(socketRef.current, { type: 'room.sync', roomId }).then((ack) => {
      if (!alive) return;
      if (ack.ok && ack.snapshot)
        dispatch({ type: 'snapshot', room: ack.snapshot, sentAt, receivedAt: Date.now() });
      else timer = setTimeout(() => setRound((n) => n + 1), SYNC_RETRY_MS);
    });
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [needsSync, roomId, socketRef, dispatch, round]);
}
