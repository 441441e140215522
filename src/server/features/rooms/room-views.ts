import type { MemberView, RoomView, RoundView, TaskMeta } from '../../../shared/protocol/room-view';
import type { MemberRecord, RoomRecord, RoundRecord, TaskRecord, VoteRecord } from './room-records';
import { roundKeyOf } from './room-records';
import type { RemovedMember } from '../../../shared/protocol/live-protocol';
import type { ServerEvent } from '../../../shared/protocol/room-protocol';
import type { Redactions } from '../../live/change-runner';

/**
 * The one place votes are turned into what a client may see: before the reveal, another member's
 * value never leaves the server; the viewer sees their own.
 */
export function toRoundView(
  round: { isShow: boolean; roundNumber: number; averageResult: number | null },
  votes: readonly VoteRecord[],
  viewerId: string,
): RoundView {
  return {
    isShow: round.isShow,
    round: round.roundNumber,
    averageResult: round.isShow ? round.averageResult : null,
    votes: votes.map((vote) => ({
      userId: vote.userId,
      value: round.isShow || vote.userId === viewerId ? vote.value : null,
    })),
  };
}

/** What a room change sends: every server event except the snapshot, which only an ack carries. */
export type RoomEvent = Exclude<ServerEvent, { type: 'room.snapshot' }>;

/** Everyone but the voter learns only that a card is down, never which. */
export const ROOM_REDACTIONS: Redactions<RoomEvent> = {
  'vote.changed': (event) => ({ ...event, value: null }),
};

/** A revealed round as it was recorded: everyone's vote, under the name each voter had then. */
export function toRecordedRoundView(record: RoundRecord): RoundView {
  return {
    isShow: true,
    round: record.round,
    averageResult: record.averageResult,
    revealedAt: record.revealedAt,
    votes: record.votes.map((vote) => ({ userId: vote.userId, value: vote.value, name: vote.displayName })),
  };
}

export function toMemberView(member: MemberRecord): MemberView {
  return {
    userId: member.userId,
    displayName: member.displayName,
    photoURL: member.photoURL,
    roles: member.roles,
    isGuest: member.isGuest,
    seatLocked: member.seatLocked,
  };
}

export function toTaskMeta(task: TaskRecord): TaskMeta {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    link: task.link,
    externalKey: task.externalKey,
    position: task.position,
    importDate: task.importDate,
    finalEstimate: task.finalEstimate,
    finalEstimateRound: task.finalEstimateRound,
  };
}

export interface RoomState {
  room: RoomRecord;
  members: MemberRecord[];
  tasks: TaskRecord[];
  votes: VoteRecord[];
  records: RoundRecord[];
  removed: RemovedMember[];
}

export function toRoomView(
  state: RoomState,
  viewerId: string,
  online: readonly string[],
  now: Date,
): RoomView {
  const { room } = state;
  /** A shown round comes from its record; rounds shown before records existed fall back to the votes. */
  const roundOf = (
    key: string,
    round: { isShow: boolean; roundNumber: number; averageResult: number | null },
  ) => {
    const record = round.isShow
      ? state.records.find((candidate) => candidate.roundKey === key && candidate.round === round.roundNumber)
      : undefined;
    const votes = state.votes.filter((vote) => vote.roundKey === key);
    return record ? toRecordedRoundView(record) : toRoundView(round, votes, viewerId);
  };
  return {
    id: room.id,
    ownerId: room.ownerId ?? '',
    teamId: room.teamId,
    access: room.access,
    hasPasscode: room.passcodeHash !== null,
    linkKey: room.linkKey,
    name: room.name,
    votingSystem: room.votingSystem,
    selectTaskId: room.selectTaskId,
    timer: room.timer,
    disableVotingAfterReveal: room.disableVotingAfterReveal,
    autoReveal: room.autoReveal,
    flyingEmojis: room.flyingEmojis,
    asynchronousVoting: room.asynchronousVoting,
    viewersMayTakeSeat: room.viewersMayTakeSeat,
    round: roundOf(roundKeyOf(null), room),
    members: state.members.map(toMemberView),
    removed: state.removed,
    online: [...online],
    tasks: state.tasks.map((task) => ({
      ...toTaskMeta(task),
      round: roundOf(roundKeyOf(task.id), task),
      pastRounds: state.records
        .filter((record) => record.roundKey === task.id && record.round < task.roundNumber)
        .map(toRecordedRoundView),
    })),
    version: room.version,
    serverTime: now.toISOString(),
    createAt: room.createAt,
    updatedAt: room.updatedAt,
  };
}
