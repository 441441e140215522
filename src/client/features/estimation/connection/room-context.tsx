import { createContext, useContext } from 'react';
import type { MemberView, RoomView } from '../../../../shared/protocol/room-view';
import type { SendOptions } from '../../../lib/live/use-command-toasts';
import type { CommandResult, ConnectionStatus } from '../../../lib/realtime';
import type { EmojiThrown, RoomCommand } from './use-room-connection';

export type { SendOptions };

export interface RoomContextValue {
  room: RoomView;
  selfId: string;
  self: MemberView | undefined;
  isManager: boolean;
  isRoomOwner: boolean;
  clockOffsetMs: number;
  status: ConnectionStatus;
  /** Sends a command; refusals and commands that could not be delivered are shown as toasts. */
  send(command: RoomCommand, options?: SendOptions): Promise<CommandResult>;
  subscribeEmoji(listener: (event: EmojiThrown) => void): () => void;
  /** With asynchronous voting, the task this member has opened for themselves. */
  openedTaskId: string | null;
  openTask(taskId: string | null): void;
  leaveRoom(): Promise<void>;
  deleteRoom(): Promise<void>;
}

export const RoomContext = createContext<RoomContextValue | null>(null);

export function useRoom(): RoomContextValue {
  const value = useContext(RoomContext);
  if (!value) throw new Error('useRoom must be used inside a room');
  return value;
}
