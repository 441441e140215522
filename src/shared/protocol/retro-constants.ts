import { DEFAULT_VOTES_PER_ITEM, DEFAULT_VOTES_PER_PERSON } from '../domain/retro';

/**
 * The retro kind's protocol version, event names and default options, with no schema library, for
 * the pages of the browser (retro-protocol.ts and retro-view.ts use them).
 */
/** Bumped when a message changes shape; the server refuses clients that speak another version. */
export const RETRO_PROTOCOL_VERSION = 5;
/** Socket.IO event names of the retro kind, beside the estimation rooms' on the same socket. */
export const RETRO_COMMAND_EVENT = 'retro:command';
export const RETRO_EVENT = 'retro:event';

/** A new retro's options unless its creator says otherwise: the defaults of retroOptionsSchema. */
export const RETRO_OPTION_DEFAULTS = {
  /** No client but the author's own ever learns who wrote a card. */
  anonymous: true,
  votesPerPerson: DEFAULT_VOTES_PER_PERSON,
  votesPerItem: DEFAULT_VOTES_PER_ITEM,
  /** Each person sees only their own dots until voting ends. */
  hideVoteCounts: true,
  groupingBy: 'everyone',
} as const;
