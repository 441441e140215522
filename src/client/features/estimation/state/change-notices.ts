import { canVote } from '../../../../shared/domain/roles';
import type { VersionedEvent } from '../../../../shared/protocol/room-protocol';
import type { RoomView } from '../../../../shared/protocol/room-view';

export type RoleChangeNotice = 'madeModerator' | 'removedModerator' | 'madeViewer' | 'madePlayer';

/** Something someone else did that changes this person's room: they are told who did what. */
export type ChangeNotice =
  | { id: number; kind: 'roles'; by: string; change: RoleChangeNotice }
  | { id: number; kind: 'settings'; by: string };
type NoticeBody = ChangeNotice extends infer N ? (N extends ChangeNotice ? Omit<N, 'id'> : never) : never;

/** Room settings as opposed to the game's own moves (the task on the table, the timer). */
const SETTINGS = new Set([
  'name',
  'votingSystem',
  'disableVotingAfterReveal',
  'autoReveal',
  'flyingEmojis',
  'asynchronousVoting',
  'viewersMayTakeSeat',
]);

/** What `event` changes for `selfId` that someone else did, judged against the room before it. */
export function changeNotices(event: VersionedEvent, room: RoomView, selfId: string): NoticeBody[] {
  if (!('by' in event) || !event.by || event.by === selfId) return [];
  const by = room.members.find((member) => member.userId === event.by)?.displayName ?? '';
  if (event.type === 'room.patched') {
    return Object.keys(event.patch).some((key) => SETTINGS.has(key)) ? [{ kind: 'settings', by }] : [];
  }
  const before = room.members.find((member) => member.userId === selfId)?.roles;
  const after = event.upserted.find((member) => member.userId === selfId)?.roles;
  if (!before || !after) return [];
  const changes: RoleChangeNotice[] = [];
  if (!before.includes('moderator') && after.includes('moderator')) changes.push('madeModerator');
  if (before.includes('moderator') && !after.includes('moderator')) changes.push('removedModerator');
  if (canVote(before) && !canVote(after)) changes.push('madeViewer');
  if (!canVote(before) && canVote(after)) changes.push('madePlayer');
  return changes.map((change) => ({ kind: 'roles', by, change }));
}
