/**
 * The rules of a retrospective, written once for the server and the board: its phases, templates,
 * limits and who may group cards.
 */
import { canManage, canVote, type RoomRole } from './roles';

/** A retro moves through these in order; "review" is there only when actions were carried over. */
export const RETRO_PHASES = ['review', 'write', 'reveal', 'group', 'vote', 'discuss', 'done'] as const;
export type RetroPhase = (typeof RETRO_PHASES)[number];

/** Phases with a countdown of their own when the retro was made with one. */
export const TIMED_PHASES = ['review', 'write', 'group', 'vote', 'discuss'] as const;
export type TimedPhase = (typeof TIMED_PHASES)[number];

export const RETRO_TEMPLATES = [
  'wentWell',
  'startStopContinue',
  'madSadGlad',
  'fourLs',
  'sailboat',
  'starfish',
  'custom',
] as const;
export type RetroTemplate = (typeof RETRO_TEMPLATES)[number];

export const COLUMN_COLORS = ['green', 'red', 'blue', 'amber', 'purple', 'pink', 'teal', 'gray'] as const;
export type ColumnColor = (typeof COLUMN_COLORS)[number];

export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 8;
export const RETRO_NAME_MAX_LENGTH = 80;
export const COLUMN_TITLE_MAX_LENGTH = 40;
export const CARD_TEXT_MAX_LENGTH = 500;
export const GROUP_TITLE_MAX_LENGTH = 80;
export const NOTE_TEXT_MAX_LENGTH = 1000;
export const ACTION_TEXT_MAX_LENGTH = 300;
/** Enough for a long retro of a big team; a flood stops here. */
export const MAX_CARDS_PER_PERSON = 50;
export const MAX_CARDS_PER_RETRO = 600;
export const MAX_NOTES_PER_RETRO = 500;
export const MAX_ACTIONS_PER_RETRO = 200;
export const MAX_VOTES_PER_PERSON = 20;

export const DEFAULT_VOTES_PER_PERSON = 5;
export const DEFAULT_VOTES_PER_ITEM = 3;

/**
 * Each built-in template's columns: a key the board translates, and a colour. A custom retro
 * brings its own titles.
 */
export const TEMPLATE_COLUMNS: Record<
  Exclude<RetroTemplate, 'custom'>,
  readonly { key: string; color: ColumnColor }[]
> = {
  wentWell: [
    { key: 'wentWell', color: 'green' },
    { key: 'toImprove', color: 'red' },
    { key: 'actionIdeas', color: 'blue' },
  ],
  startStopContinue: [
    { key: 'start', color: 'green' },
    { key: 'stop', color: 'red' },
    { key: 'continue', color: 'blue' },
  ],
  madSadGlad: [
    { key: 'mad', color: 'red' },
    { key: 'sad', color: 'blue' },
    { key: 'glad', color: 'green' },
  ],
  fourLs: [
    { key: 'liked', color: 'green' },
    { key: 'learned', color: 'blue' },
    { key: 'lacked', color: 'amber' },
    { key: 'longedFor', color: 'purple' },
  ],
  sailboat: [
    { key: 'wind', color: 'green' },
    { key: 'anchors', color: 'red' },
    { key: 'rocks', color: 'amber' },
    { key: 'island', color: 'blue' },
  ],
  starfish: [
    { key: 'keepDoing', color: 'green' },
    { key: 'lessOf', color: 'amber' },
    { key: 'moreOf', color: 'blue' },
    { key: 'stopDoing', color: 'red' },
    { key: 'startDoing', color: 'purple' },
  ],
};

/** The phase after this one; null at the end. Review is only ever the first. */
export function nextPhase(phase: RetroPhase): RetroPhase | null {
  const index = RETRO_PHASES.indexOf(phase);
  return RETRO_PHASES[index + 1] ?? null;
}

/**
 * Whether a facilitator may move from one phase to another. Forward one step at a time; back as
 * far as the reveal, never into writing again, since cards once shown cannot be hidden again.
 */
export function mayMovePhase(from: RetroPhase, to: RetroPhase): boolean {
  const fromIndex = RETRO_PHASES.indexOf(from);
  const toIndex = RETRO_PHASES.indexOf(to);
  if (toIndex === fromIndex + 1) return true;
  return toIndex < fromIndex && toIndex >= RETRO_PHASES.indexOf('reveal');
}

/** Cards are private to their author until the reveal. */
export const cardsHidden = (phase: RetroPhase): boolean => phase === 'review' || phase === 'write';

/**
 * Cards may be corrected until voting starts: later, dots, notes and actions are tied to them. Their
 * author edits or deletes theirs; a facilitator removes any once they are shown.
 */
export const cardsCorrectable = (phase: RetroPhase): boolean =>
  phase === 'write' || phase === 'reveal' || phase === 'group';

export const mayRemoveCard = (roles: readonly RoomRole[], mine: boolean, phase: RetroPhase): boolean =>
  cardsCorrectable(phase) && (mine || (canManage(roles) && !cardsHidden(phase)));

/** Observers watch; everyone else writes, groups (when allowed) and votes. */
export const mayTakePart = (roles: readonly RoomRole[]): boolean => canVote(roles) || canManage(roles);

export type GroupingBy = 'everyone' | 'facilitators';

export const mayGroup = (roles: readonly RoomRole[], by: GroupingBy): boolean =>
  canManage(roles) || (by === 'everyone' && mayTakePart(roles));

export interface VoteLimits {
  votesPerPerson: number;
  votesPerItem: number;
}

/**
 * Why one more dot of this person on this item is refused, or null when it may be given.
 * `mine` is the person's dots on every item.
 */
export function voteRefusal(
  mine: Readonly<Record<string, number>>,
  itemId: string,
  limits: VoteLimits,
): 'person' | 'item' | null {
  const used = Object.values(mine).reduce((sum, count) => sum + count, 0);
  if (used >= limits.votesPerPerson) return 'person';
  if ((mine[itemId] ?? 0) >= limits.votesPerItem) return 'item';
  return null;
}

/** Vote counts are hidden while voting runs if the retro says so; from the discussion on, never. */
export const voteCountsHidden = (phase: RetroPhase, hideVoteCounts: boolean): boolean =>
  hideVoteCounts && RETRO_PHASES.indexOf(phase) <= RETRO_PHASES.indexOf('vote');

/** Items to discuss, most votes first; ties keep the board's order. */
export function discussionOrder<T extends { id: string }>(
  items: readonly T[],
  totals: Readonly<Record<string, number>>,
): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (totals[b.item.id] ?? 0) - (totals[a.item.id] ?? 0) || a.index - b.index)
    .map(({ item }) => item);
}

/** What people vote on and discuss: each group with its cards, and each card in no group. */
export interface RetroItem<Card, Group> {
  id: string;
  columnId: string;
  group: Group | null;
  cards: Card[];
}

/** Items in board order: groups first, then cards on their own, each as given. */
export function retroItems<
  Card extends { id: string; columnId: string; groupId: string | null },
  Group extends { id: string; columnId: string },
>(cards: readonly Card[], groups: readonly Group[]): RetroItem<Card, Group>[] {
  return [
    ...groups.map((group) => ({
      id: group.id,
      columnId: group.columnId,
      group,
      cards: cards.filter((card) => card.groupId === group.id),
    })),
    ...cards
      .filter((card) => card.groupId === null)
      .map((card) => ({ id: card.id, columnId: card.columnId, group: null, cards: [card] })),
  ];
}

/**
 * Cards moved between groups (`moves`: card id → group id, or null for on its own), and what that
 * leaves: a group of one card is no group, so its last card goes back to being on its own and the
 * group goes. Returns every card whose group changed and the groups that go.
 */
export function regroup(
  cards: readonly { id: string; groupId: string | null }[],
  groups: readonly { id: string }[],
  moves: Readonly<Record<string, string | null>>,
): { cardGroups: Record<string, string | null>; emptied: string[] } {
  const cardGroups = { ...moves };
  const groupOf = (card: { id: string; groupId: string | null }) =>
    card.id in moves ? moves[card.id]! : card.groupId;
  const emptied: string[] = [];
  for (const group of groups) {
    const inside = cards.filter((card) => groupOf(card) === group.id);
    if (inside.length >= 2) continue;
    for (const card of inside) cardGroups[card.id] = null;
    emptied.push(group.id);
  }
  return { cardGroups, emptied };
}
