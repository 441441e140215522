import { applyPresence, mergeMembers } from '../../../../shared/protocol/live-rules';
import type { RetroEvent, RetroVersionedEvent } from '../../../../shared/protocol/retro-protocol';
import type { ActionView, CardView, RetroView } from '../../../../shared/protocol/retro-view';
import type { LiveAction } from '../../../lib/live/use-live-session';
import {
  initialLiveState,
  receiveVersioned,
  withSnapshot,
  type LiveState,
} from '../../../lib/live/live-state';

export type RetroState = LiveState<RetroView, RetroVersionedEvent>;
export type RetroAction = LiveAction<RetroView, RetroEvent>;

export const initialRetroState = (selfId: string): RetroState => initialLiveState(selfId);

const upsert = <T extends { id: string }>(list: readonly T[], item: T): T[] =>
  list.some((candidate) => candidate.id === item.id)
    ? list.map((candidate) => (candidate.id === item.id ? item : candidate))
    : [...list, item];

function saveAction(view: RetroView, action: ActionView): RetroView {
  if (action.retroId === view.id) return { ...view, actions: upsert(view.actions, action) };
  return { ...view, carriedActions: upsert(view.carriedActions, action) };
}

function withCardGroups(cards: readonly CardView[], cardGroups: Record<string, string | null>): CardView[] {
  return cards.map((card) =>
    card.id in cardGroups ? { ...card, groupId: cardGroups[card.id] ?? null } : card,
  );
}

/** Applies one change; every event is a "set", so applying one twice changes nothing. */
export function applyRetroEvent(view: RetroView, event: RetroVersionedEvent): RetroView {
  switch (event.type) {
    case 'retro.updated':
      return { ...view, name: event.name, options: event.options };
    case 'members.changed':
      return { ...view, members: mergeMembers(view.members, event.upserted, event.removed) };
    case 'removals.changed':
      return { ...view, removed: event.removed };
    case 'member.ready':
      return {
        ...view,
        members: view.members.map((member) =>
          member.userId === event.userId ? { ...member, ready: event.ready } : member,
        ),
      };
    case 'phase.changed':
      return {
        ...view,
        phase: event.phase,
        timer: event.timer,
        discussItemId: event.discussItemId,
        cards: event.cards ?? view.cards,
        votes: { ...view.votes, totals: event.voteTotals },
        members: view.members.map((member) => ({ ...member, ready: false })),
      };
    case 'timer.changed':
      return { ...view, timer: event.timer };
    case 'card.saved':
      return {
        ...view,
        cards: upsert(view.cards, event.card),
        myCardIds: view.myCardIds.includes(event.card.id)
          ? view.myCardIds
          : [...view.myCardIds, event.card.id],
        cardCounts: event.counts,
      };
    case 'card.changed':
      return { ...view, cards: upsert(view.cards, event.card) };
    case 'card.removed':
      return {
        ...view,
        cards: view.cards.filter((card) => card.id !== event.cardId),
        myCardIds: view.myCardIds.filter((id) => id !== event.cardId),
        cardCounts: event.counts,
      };
    case 'cards.counted':
      return { ...view, cardCounts: event.counts };
    case 'groups.changed':
      return { ...view, groups: event.groups, cards: withCardGroups(view.cards, event.cardGroups) };
    case 'vote.changed':
      return {
        ...view,
        votes: {
          mine: { ...view.votes.mine, [event.itemId]: event.mine },
          totals:
            event.total === null ? view.votes.totals : { ...view.votes.totals, [event.itemId]: event.total },
        },
      };
    case 'votes.counted':
      if (event.itemId === null || event.total === null) return view;
      return {
        ...view,
        votes: { ...view.votes, totals: { ...view.votes.totals, [event.itemId]: event.total } },
      };
    case 'discuss.focused':
      return { ...view, discussItemId: event.itemId };
    case 'note.added':
      return { ...view, notes: upsert(view.notes, event.note) };
    case 'note.removed':
      return { ...view, notes: view.notes.filter((note) => note.id !== event.noteId) };
    case 'action.saved':
      return saveAction(view, event.action);
    case 'action.removed':
      return { ...view, actions: view.actions.filter((action) => action.id !== event.actionId) };
    case 'access.changed':
      return { ...view, access: event.access, hasPasscode: event.hasPasscode, linkKey: event.linkKey };
    default: {
      const unreachable: never = event;
      throw new Error(`Unknown retro event ${JSON.stringify(unreachable)}`);
    }
  }
}

const receive = (state: RetroState, event: RetroVersionedEvent): RetroState =>
  receiveVersioned(state, event, (current, next) => ({
    ...current,
    room: applyRetroEvent(current.room, next),
  }));

function isVersioned(event: RetroEvent): event is RetroVersionedEvent {
  return 'version' in event;
}

export function retroReducer(state: RetroState, action: RetroAction): RetroState {
  switch (action.type) {
    case 'snapshot':
      return withSnapshot(state, action.room, action, receive);
    case 'resync':
      return state.room ? { ...state, needsSync: true } : state;
    case 'event': {
      const { event } = action;
      if (isVersioned(event)) return receive(state, event);
      switch (event.type) {
        case 'presence':
          return state.room
            ? { ...state, room: { ...state.room, online: applyPresence(state.room.online, event) } }
            : state;
        case 'room.closed':
          return { ...state, closed: event.reason };
        default: {
          const unreachable: never = event;
          throw new Error(`Unknown retro event ${JSON.stringify(unreachable)}`);
        }
      }
    }
    default: {
      const unreachable: never = action;
      throw new Error(`Unknown retro action ${JSON.stringify(unreachable)}`);
    }
  }
}
