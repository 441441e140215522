import type { RoomErrorCode } from '../../../shared/protocol/room-protocol';

/** A refusal the client is told about, with a code it can act on and a message it can show. */
export class RoomCommandError extends Error {
  constructor(
    readonly code: RoomErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RoomCommandError';
  }
}

export const refuse = (code: RoomErrorCode, message: string) => new RoomCommandError(code, message);
export const roomNotFound = () => refuse('NOT_FOUND', 'This room does not exist, or it was deleted');
export const notMember = () => refuse('NOT_MEMBER', 'Join the room first');
export const managersOnly = () => refuse('FORBIDDEN', 'Only the owner or a moderator can do this');
