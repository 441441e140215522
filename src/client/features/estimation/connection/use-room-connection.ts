import { useCallback } from 'react';
import {
  ROOM_COMMAND_EVENT,
  ROOM_EVENT,
  ROOM_PROTOCOL_VERSION,
} from '../../../../shared/protocol/room-constants';
import type { ClientCommandInput, ServerEvent } from '../../../../shared/protocol/room-protocol';
import type { RoomView } from '../../../../shared/protocol/room-view';
import { useLiveSession, type JoinPhase, type LiveClientKind } from '../../../lib/live/use-live-session';
import type { CommandResult, ConnectionStatus } from '../../../lib/realtime';
import { initialRoomState, roomReducer, type RoomAction, type RoomState } from '../state/room-reducer';

export type { JoinPhase };
export type EmojiThrown = Extract<ServerEvent, { type: 'emoji.thrown' }>;
type EmojiListener = (event: EmojiThrown) => void;

/** A command as the page writes it: the room id is added here. */
export type RoomCommand = ClientCommandInput extends infer C
  ? C extends { roomId: string }
    ? Omit<C, 'roomId'>
    : never
  : never;

export interface RoomConnection {
  state: RoomState;
  phase: JoinPhase;
  status: ConnectionStatus;
  send(command: RoomCommand): Promise<CommandResult>;
  subscribeEmoji(listener: EmojiListener): () => void;
  /** Marks the room as closed for us right away (we left), before the server's notice arrives. */
  markClosed(reason: 'left' | 'deleted'): void;
  retry(passcode?: string): void;
}

/** The estimation room, as the live session needs to know it. */
export const ROOM_CLIENT_KIND: LiveClientKind<RoomState, RoomView, ServerEvent, RoomAction> = {
  commandEvent: ROOM_COMMAND_EVENT,
  eventName: ROOM_EVENT,
  protocol: ROOM_PROTOCOL_VERSION,
  initialState: initialRoomState,
  reduce: roomReducer,
  needsSync: (state) => state.needsSync,
  roomIdOf: (event) => (event.type === 'room.snapshot' ? event.room.id : event.roomId),
};

/** The estimation room's session: the live session, plus emojis and leaving. */
export function useRoomConnection(roomId: string, selfId: string): RoomConnection {
  const session = useLiveSession(ROOM_CLIENT_KIND, roomId, selfId);
  const { dispatch, subscribe } = session;
  // Our own vote comes back whole in the server's event to us; the reducer keeps it through
  // redacted copies, so nothing is added here on the acknowledgement.
  const send: (command: RoomCommand) => Promise<CommandResult> = session.send;

  const subscribeEmoji = useCallback(
    (listener: EmojiListener) =>
      subscribe((event) => {
        if (event.type === 'emoji.thrown') listener(event);
      }),
    [subscribe],
  );

  const markClosed = useCallback(
    (reason: 'left' | 'deleted') =>
      dispatch({ type: 'event', event: { type: 'room.closed', roomId, reason }, receivedAt: Date.now() }),
    [roomId, dispatch],
  );

  return {
    state: session.state,
    phase: session.phase,
    status: session.status,
    send,
    subscribeEmoji,
    markClosed,
    retry: session.retry,
  };
}
