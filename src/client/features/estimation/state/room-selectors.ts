import { cardNumber } from '../../../../shared/domain/average';
import { canVote } from '../../../../shared/domain/roles';
import { isSeated } from '../../../../shared/domain/seating';
import type {
  MemberView,
  RoomView,
  RoundView,
  TaskView,
  VoteView,
} from '../../../../shared/protocol/room-view';
import { roundOf } from './room-reducer';

export function findMember(room: RoomView, userId: string): MemberView | undefined {
  return room.members.find((member) => member.userId === userId);
}

export function isOnline(room: RoomView, userId: string): boolean {
  return room.online.includes(userId);
}

/** Everyone at the table, in the order they joined. */
export function seatedMembers(room: RoomView): MemberView[] {
  const online = new Set(room.online);
  return room.members.filter((member) =>
    isSeated({ online: online.has(member.userId), roles: member.roles }),
  );
}

/** Online members who watch rather than play. */
export function viewers(room: RoomView): MemberView[] {
  const online = new Set(room.online);
  return room.members.filter((member) => online.has(member.userId) && !canVote(member.roles));
}

export interface RoundTarget {
  taskId: string | null;
  task: TaskView | null;
  round: RoundView;
}

/**
 * The round on the table. Everyone plays the selected task (or the room itself); with asynchronous
 * voting a member may open any task for themselves.
 */
export function roundTarget(room: RoomView, openedTaskId: string | null): RoundTarget {
  const find = (id: string | null) =>
    id ? (room.tasks.find((candidate) => candidate.id === id) ?? null) : null;
  // An opened task that was deleted meanwhile falls back to the one on the table.
  const task = (room.asynchronousVoting ? find(openedTaskId) : null) ?? find(room.selectTaskId);
  const taskId = task?.id ?? null;
  return { taskId, task, round: roundOf(room, taskId) ?? room.round };
}

/** The first task after this one (or from the top) that has no final estimate yet. */
export function nextTaskToEstimate(room: RoomView, after: TaskView | null): TaskView | null {
  const from = after?.position ?? -Infinity;
  return room.tasks.find((task) => task.position > from && task.finalEstimate === null) ?? null;
}

export type VotingBlock = 'notMember' | 'observer' | 'revealed' | 'notSelected' | null;

/** Why this member cannot vote on this round right now, mirroring the server's rules. */
export function votingBlock(room: RoomView, selfId: string, target: RoundTarget): VotingBlock {
  const self = findMember(room, selfId);
  if (!self) return 'notMember';
  if (!canVote(self.roles)) return 'observer';
  if (!room.asynchronousVoting && target.taskId !== room.selectTaskId) return 'notSelected';
  if (target.round.isShow && room.disableVotingAfterReveal) return 'revealed';
  return null;
}

export function myVote(round: RoundView, selfId: string): string | null {
  return round.votes.find((vote) => vote.userId === selfId)?.value ?? null;
}

export function hasVoted(round: RoundView, userId: string): boolean {
  return round.votes.some((vote) => vote.userId === userId);
}

/** Every seated player has a card on the table (and there is at least one). */
export function everyoneVoted(room: RoomView, round: RoundView): boolean {
  const seated = seatedMembers(room);
  return seated.length > 0 && seated.every((member) => hasVoted(round, member.userId));
}

/** The sum of the numeric final estimates; tasks estimated "?" or "XL" are left out. */
export function estimateTotal(tasks: readonly TaskView[]): number {
  const total = tasks.reduce(
    (sum, task) => sum + (task.finalEstimate ? (cardNumber(task.finalEstimate) ?? 0) : 0),
    0,
  );
  return Math.round(total * 10) / 10;
}

/** Lowest and highest numeric vote of a revealed round, or null without any numeric vote. */
export function voteSpread(values: readonly string[]): { min: number; max: number } | null {
  const numbers = values.map(cardNumber).filter((n): n is number => n !== null);
  if (numbers.length === 0) return null;
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

/**
 * Who cast a vote: a member by their name now; someone who has left by the name they had at the
 * reveal; a deleted account as a former member.
 */
export function voterName(vote: VoteView, names: ReadonlyMap<string, string>, formerMember: string): string {
  return names.get(vote.userId) ?? vote.name ?? formerMember;
}

/**
 * The revealed votes of people not at the table now (offline, gone, watching): the result holds
 * them, and someone who came in after the reveal sees no seat to read them from.
 */
export function votesAwayFromTable(
  room: RoomView,
  round: RoundView,
  formerMember: string,
): { name: string; value: string }[] {
  const seated = new Set(seatedMembers(room).map((member) => member.userId));
  const names = new Map(room.members.map((member) => [member.userId, member.displayName]));
  return round.votes
    .filter((vote) => vote.value !== null && !seated.has(vote.userId))
    .map((vote) => ({ name: voterName(vote, names, formerMember), value: vote.value! }));
}

export function revealedValues(round: RoundView): string[] {
  return round.votes.map((vote) => vote.value).filter((value): value is string => value !== null);
}
