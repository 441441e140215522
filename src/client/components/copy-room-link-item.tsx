import { Link2 } from 'lucide-react';
import { copyRoomLink } from '../lib/room-link';
import { DropdownMenuItem } from './ui/dropdown-menu';
import { useTranslation } from '../lib/i18n';

/** "Copy link" in a room's menu, wherever the room is listed or open. */
export function CopyRoomLinkItem({ roomId, linkKey }: { roomId: string; linkKey: string | null }) {
  const { t } = useTranslation();
  return (
    <DropdownMenuItem
      onSelect={() =>
        void copyRoomLink(roomId, linkKey, { copied: t('live.share.copied'), manual: t('live.share.manual') })
      }
    >
      <Link2 aria-hidden="true" />
      {t('live.share.copy')}
    </DropdownMenuItem>
  );
}
