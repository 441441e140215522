import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import type { Profile } from '../../../shared/api/profile';
import { RoomContext, type RoomContextValue } from './connection/room-context';
import { useChangeNotices } from './connection/use-change-notices';
import { useCommandToasts } from '../../lib/live/use-command-toasts';
import { useRoomConnection } from './connection/use-room-connection';
import { LiveRoomFailed } from '../../components/live/live-room-failed';
import { LiveRoomLoading } from '../../components/live/live-room-loading';
import { signInPath } from '../auth';
import { RoomNotFound } from './join/room-not-found';
import { RoomScreen } from './room-screen';
import { useRoomSounds } from './sound/use-room-sounds';
import { canManage, isOwner } from '../../../shared/domain/roles';
import { findMember } from './state/room-selectors';
import { useTranslation } from '../../lib/i18n';

/** Refusals only the estimation room gives; the live ones are worded in lib/live. */
const ROOM_ONLY_CODES = ['VOTING_CLOSED', 'INVALID_CARD'] as const;
const isRoomOnlyCode = (code: string): code is (typeof ROOM_ONLY_CODES)[number] =>
  (ROOM_ONLY_CODES as readonly string[]).includes(code);

/** One member in one room: the connection, its state, and what happens when the room goes away. */
export function RoomSession({ roomId, user }: { roomId: string; user: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connection = useRoomConnection(roomId, user.uid);
  const roomMessage = useCallback(
    (code: string) => (isRoomOnlyCode(code) ? t(`room.errors.codes.${code}`) : null),
    [t],
  );
  const send = useCommandToasts(connection.send, roomMessage);
  const [openedTaskId, openTask] = useState<string | null>(null);
  const [closingByMe, setClosingByMe] = useState(false);
  const { state, phase, status, subscribeEmoji, markClosed, retry } = connection;
  const { room, closed } = state;
  useChangeNotices(state.notices);

  useEffect(() => {
    if (!closed) return;
    const key = closed === 'deleted' && !closingByMe ? 'deletedByOwner' : closed;
    toast.info(t(`room.closed.${key}`), { id: `room-closed-${roomId}` });
    void navigate('/dashboard', { replace: true });
  }, [closed, closingByMe, navigate, roomId, t]);

  const leaveRoom = useCallback(async () => {
    setClosingByMe(true);
    const result = await send({ type: 'room.leave' });
    if (result.ok) markClosed('left');
    else setClosingByMe(false);
  }, [send, markClosed]);

  const deleteRoom = useCallback(async () => {
    setClosingByMe(true);
    const result = await send({ type: 'room.delete' });
    if (result.ok) markClosed('deleted');
    else setClosingByMe(false);
  }, [send, markClosed]);

  const value = useMemo<RoomContextValue | null>(() => {
    if (!room) return null;
    const self = findMember(room, user.uid);
    return {
      room,
      selfId: user.uid,
      self,
      isManager: self ? canManage(self.roles) : false,
      isRoomOwner: self ? isOwner(self, room.ownerId) : false,
      clockOffsetMs: state.clockOffsetMs,
      status,
      send,
      subscribeEmoji,
      openedTaskId: room.asynchronousVoting ? openedTaskId : null,
      openTask,
      leaveRoom,
      deleteRoom,
    };
  }, [
    room,
    user.uid,
    state.clockOffsetMs,
    status,
    send,
    subscribeEmoji,
    openedTaskId,
    leaveRoom,
    deleteRoom,
  ]);

  useRoomSounds(value, user);
  // The table's first render is the heaviest of a visit: done as a transition, it yields to the
  // browser as it goes instead of holding a phone's main thread in one long task. Later changes
  // (a vote, a reveal) render at once, as before.
  const tableShown = useDeferredValue(value !== null);

  if (phase.kind === 'notFound') return <RoomNotFound />;
  if (phase.kind === 'failed') {
    const signInHref = signInPath(`/rooms/${roomId}`);
    return (
      <LiveRoomFailed code={phase.code} message={phase.message} signInHref={signInHref} onRetry={retry} />
    );
  }
  if (!value || closed || !tableShown) return <LiveRoomLoading />;
  return (
    <RoomContext.Provider value={value}>
      <RoomScreen />
    </RoomContext.Provider>
  );
}
