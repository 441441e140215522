import { useParams } from '../../lib/router';
import { isRoomId } from '../../../shared/protocol/room-id';
import { useSession } from '../auth';
import { JoinRoomCard } from './join/join-room-card';
import { LiveRoomLoading } from '../../components/live/live-room-loading';
import { RoomNotFound } from './join/room-not-found';
import { RoomSession } from './room-session';

/** /rooms/:room — signed-out visitors first choose how to join, then the table opens. */
export function RoomPage() {
  const { room: roomId = '' } = useParams();
  const { user, userLoaded } = useSession();
  if (!userLoaded) return <LiveRoomLoading />;
  if (!isRoomId(roomId)) return <RoomNotFound />;
  if (!user) return <JoinRoomCard roomId={roomId} />;
  // A different user (or room) is a different session: nothing of the previous one may linger.
  return <RoomSession key={`${user.uid}:${roomId}`} roomId={roomId} user={user} />;
}
