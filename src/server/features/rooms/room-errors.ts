import type { RoomErrorCode } from '../../../shared/protocol/room-protocol';
import { LiveCommandError } from '../../live/errors';

export const refuse = (code: RoomErrorCode, message: string) =>
  new LiveCommandError<RoomErrorCode>(code, message);
export const roomNotFound = () => refuse('NOT_FOUND', 'This room does not exist, or it was deleted');
export const notMember = () => refuse('NOT_MEMBER', 'Join the room first');

/** Every refusal a room command throws carries one of the room's codes. */
export const isRoomRefusal = (error: unknown): error is LiveCommandError<RoomErrorCode> =>
  error instanceof LiveCommandError;
