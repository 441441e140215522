import { cardsHidden, voteCountsHidden, type RetroPhase } from '../../../shared/domain/retro';
import type { RetroEvent } from '../../../shared/protocol/retro-protocol';
import type {
  ActionView,
  CardCount,
  CardView,
  NoteView,
  RetroMemberView,
  RetroView,
} from '../../../shared/protocol/retro-view';
import type { Redactions } from '../../live/change-runner';
import type {
  ActionRecord,
  CardRecord,
  CardTally,
  NoteRecord,
  RetroMemberRecord,
  RetroRecord,
  VoteRecord,
} from './retro-records';
import { sumTally, tallyCards } from './card-tally';
import type { RetroState } from './retro-store';

/**
 * The one place retro data becomes client data. Three secrets are kept here and nowhere else:
 * - before the reveal, a card's text reaches only its author's tabs (everyone else: counts);
 * - in an anonymous retro, no view ties a card to a person, the author's own included;
 * - while vote counts are hidden, each person sees only their own dots.
 */

/** Who wrote a card, as far as anyone may know: nobody in an anonymous retro. */
function authorOf(card: CardRecord, retro: RetroRecord, members: readonly RetroMemberRecord[]) {
  if (retro.options.anonymous || !card.authorId) return { authorId: null, authorName: null };
  const author = members.find((member) => member.userId === card.authorId);
  return { authorId: card.authorId, authorName: author?.displayName ?? null };
}

export function toCardView(
  card: CardRecord,
  retro: RetroRecord,
  members: readonly RetroMemberRecord[],
): CardView {
  return {
    id: card.id,
    columnId: card.columnId,
    text: card.text,
    groupId: card.groupId,
    ...authorOf(card, retro, members),
  };
}

/** Ids compared as they are, the same on every instance whatever its locale, and cheaply. */
const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How many cards there are per column, and per person only in a named retro; in a fixed order,
 * so the order says nothing about who wrote first.
 */
export function toCardCounts(tally: readonly CardTally[], retro: RetroRecord): CardCount[] {
  const shown = retro.options.anonymous ? tally.map((entry) => ({ ...entry, authorId: null })) : tally;
  return sumTally(shown)
    .map(({ columnId, authorId, count }) => ({ columnId, userId: authorId, count }))
    .sort((a, b) => byCodePoints(a.columnId, b.columnId) || byCodePoints(a.userId ?? '', b.userId ?? ''));
}

/** Every card, for everyone, once the reveal has happened; before it, nobody's but the viewer's. */
export function visibleCards(
  cards: readonly CardRecord[],
  retro: RetroRecord,
  members: readonly RetroMemberRecord[],
  viewerId: string,
): CardView[] {
  const shown = cardsHidden(retro.phase) ? cards.filter((card) => card.authorId === viewerId) : cards;
  return shown.map((card) => toCardView(card, retro, members));
}

export function voteTotals(votes: readonly VoteRecord[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const vote of votes) totals[vote.itemId] = (totals[vote.itemId] ?? 0) + vote.count;
  return totals;
}

/** The totals a phase may show: null while they are hidden. */
export const shownTotals = (retro: RetroRecord, phase: RetroPhase, votes: readonly VoteRecord[]) =>
  voteCountsHidden(phase, retro.options.hideVoteCounts) ? null : voteTotals(votes);

export function myVotes(votes: readonly VoteRecord[], viewerId: string): Record<string, number> {
  const mine: Record<string, number> = {};
  for (const vote of votes) if (vote.userId === viewerId) mine[vote.itemId] = vote.count;
  return mine;
}

export const toRetroMemberView = (member: RetroMemberRecord): RetroMemberView => ({
  userId: member.userId,
  displayName: member.displayName,
  photoURL: member.photoURL,
  roles: member.roles,
  isGuest: member.isGuest,
  ready: member.ready,
});

export function toNoteView(note: NoteRecord, members: readonly RetroMemberRecord[]): NoteView {
  const author = members.find((member) => member.userId === note.authorId);
  return {
    id: note.id,
    itemId: note.itemId,
    text: note.text,
    authorName: author?.displayName ?? null,
    createAt: note.createAt,
  };
}

export function toActionView(action: ActionRecord): ActionView {
  return {
    id: action.id,
    retroId: action.retroId,
    itemId: action.itemId,
    text: action.text,
    ownerUserId: action.ownerUserId,
    ownerName: action.ownerName,
    dueDate: action.dueDate,
    done: action.done,
    createAt: action.createAt,
  };
}

export function toRetroView(
  state: RetroState,
  viewerId: string,
  online: readonly string[],
  now: Date,
): RetroView {
  const { retro, members, cards, votes } = state;
  return {
    id: retro.id,
    name: retro.name,
    ownerId: retro.ownerId ?? '',
    teamId: retro.teamId,
    access: retro.access,
    hasPasscode: retro.passcodeHash !== null,
    linkKey: retro.linkKey,
    version: retro.version,
    serverTime: now.toISOString(),
    template: retro.template,
    columns: retro.columns,
    options: retro.options,
    phase: retro.phase,
    timer: retro.timer,
    members: members.map(toRetroMemberView),
    removed: state.removed,
    online: [...online].sort(),
    cards: visibleCards(cards, retro, members, viewerId),
    myCardIds: cards.filter((card) => card.authorId === viewerId).map((card) => card.id),
    cardCounts: toCardCounts(tallyCards(cards), retro),
    groups: state.groups.map(({ id, columnId, title }) => ({ id, columnId, title })),
    votes: { mine: myVotes(votes, viewerId), totals: shownTotals(retro, retro.phase, votes) },
    discussItemId: retro.discussItemId,
    notes: state.notes.map((note) => toNoteView(note, members)),
    actions: state.actions.map(toActionView),
    carriedActions: state.carriedActions.map(toActionView),
  };
}

/**
 * What everyone but the author or voter gets of a secret event: the card counts instead of a
 * card, and a vote's new total only when totals are shown (nothing at all of it otherwise).
 */
export const RETRO_REDACTIONS: Redactions<RetroEvent> = {
  'card.saved': (event) => ({
    type: 'cards.counted',
    roomId: event.roomId,
    version: event.version,
    counts: event.counts,
  }),
  'card.removed': (event) => ({
    type: 'cards.counted',
    roomId: event.roomId,
    version: event.version,
    counts: event.counts,
  }),
  'vote.changed': (event) => ({
    type: 'votes.counted',
    roomId: event.roomId,
    version: event.version,
    itemId: event.total === null ? null : event.itemId,
    total: event.total,
  }),
};
