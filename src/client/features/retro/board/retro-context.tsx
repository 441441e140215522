import { createContext, useContext } from 'react';
import type { RetroMemberView, RetroView } from '../../../../shared/protocol/retro-view';
import type { SendOptions } from '../../../lib/live/use-command-toasts';
import type { CommandResult, ConnectionStatus } from '../../../lib/realtime';
import type { RetroCommand } from './use-retro-connection';

export interface RetroContextValue {
  retro: RetroView;
  selfId: string;
  self: RetroMemberView | undefined;
  /** Owner or moderator: moves the steps, runs the timer, manages people. */
  isFacilitator: boolean;
  isOwner: boolean;
  /** Writes and votes (observers only watch). */
  takesPart: boolean;
  clockOffsetMs: number;
  status: ConnectionStatus;
  send(command: RetroCommand, options?: SendOptions): Promise<CommandResult>;
  leave(): Promise<void>;
  remove(): Promise<void>;
}

export const RetroContext = createContext<RetroContextValue | null>(null);

export function useRetro(): RetroContextValue {
  const value = useContext(RetroContext);
  if (!value) throw new Error('useRetro must be used inside a retro');
  return value;
}
