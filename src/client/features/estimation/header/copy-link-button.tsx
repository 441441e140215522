import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useRoom } from '../connection/room-context';

export function roomLink(roomId: string): string {
  return `${window.location.origin}/rooms/${roomId}`;
}

/** Copies the invitation link; where the clipboard is refused, the link is shown to copy by hand. */
export async function copyRoomLink(roomId: string, messages: { copied: string; manual: string }) {
  const link = roomLink(roomId);
  try {
    await navigator.clipboard.writeText(link);
    toast.success(messages.copied, { description: link });
  } catch {
    toast.info(messages.manual, { description: link, duration: 15_000 });
  }
}

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
