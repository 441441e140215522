import type { LiveErrorCode } from '../../shared/protocol/live-protocol';

/**
 * A refusal the client is told about, with a code it can act on and a message it can show. A kind
 * widens the code with its own (estimation adds VOTING_CLOSED, INVALID_CARD).
 */
export class LiveCommandError<Code extends string = LiveErrorCode> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = 'LiveCommandError';
  }
}

export const refuse = <Code extends string = LiveErrorCode>(code: Code, message: string) =>
  new LiveCommandError<Code>(code, message);
