import { useRoom } from '../connection/room-context';
import { ConnectionBadge } from '../../../components/live/connection-badge';
import { CopyLinkButton } from '../../../components/live/copy-link-button';
import { roomLink } from '../../../lib/room-link';

export function RoomTitle() {
  const { room, status } = useRoom();
  return (
    <>
      <h1 className="min-w-0 truncate text-sm font-semibold sm:text-base" title={room.name}>
        {room.name}
      </h1>
      <ConnectionBadge status={status} />
      <CopyLinkButton link={roomLink(room.id, room.linkKey)} className="hidden sm:inline-flex" />
    </>
  );
}
