import { useTranslation } from 'react-i18next';
import { copyRoomLink } from '../../../lib/room-link';
import { Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useRoom } from '../connection/room-context';

export function CopyLinkButton({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const { room } = useRoom();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() =>
        void copyRoomLink(room.id, { copied: t('room.share.copied'), manual: t('room.share.manual') })
      }
    >
      <Link2 aria-hidden="true" />
      {label ?? t('room.share.copy')}
    </Button>
  );
}
