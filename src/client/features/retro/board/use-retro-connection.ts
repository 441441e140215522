import { useCallback } from 'react';
import {
  RETRO_COMMAND_EVENT,
  RETRO_EVENT,
  RETRO_PROTOCOL_VERSION,
} from '../../../../shared/protocol/retro-constants';
import type { RetroClientCommandInput, RetroEvent } from '../../../../shared/protocol/retro-protocol';
import type { RetroView } from '../../../../shared/protocol/retro-view';
import { useLiveSession, type LiveClientKind } from '../../../lib/live/use-live-session';
import { initialRetroState, retroReducer, type RetroAction, type RetroState } from '../state/retro-reducer';

/** A command as the board writes it: the retro id is added here. */
export type RetroCommand = RetroClientCommandInput extends infer C
  ? C extends { roomId: string }
    ? Omit<C, 'roomId'>
    : never
  : never;

/** Retros, as the live session needs to know them. */
export const RETRO_CLIENT_KIND: LiveClientKind<RetroState, RetroView, RetroEvent, RetroAction> = {
  commandEvent: RETRO_COMMAND_EVENT,
  eventName: RETRO_EVENT,
  protocol: RETRO_PROTOCOL_VERSION,
  initialState: initialRetroState,
  reduce: retroReducer,
  needsSync: (state) => state.needsSync,
  roomIdOf: (event) => event.roomId,
};

/** One retro's session over the tab's socket, and a way to close it at once after leaving. */
export function useRetroConnection(retroId: string, selfId: string) {
  const session = useLiveSession(RETRO_CLIENT_KIND, retroId, selfId);
  const { dispatch } = session;
  const markClosed = useCallback(
    (reason: 'left' | 'deleted') =>
      dispatch({
        type: 'event',
        event: { type: 'room.closed', roomId: retroId, reason },
        receivedAt: Date.now(),
      }),
    [retroId, dispatch],
  );
  return {
    ...session,
    send: session.send as (command: RetroCommand) => ReturnType<typeof session.send>,
    markClosed,
  };
}
