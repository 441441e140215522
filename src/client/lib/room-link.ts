import { toast } from 'sonner';

export function roomLink(roomId: string): string {
  return `${window.location.origin}/rooms/${roomId}`;
}

/** Copies a room's invitation link; where the clipboard is refused, the link is shown to copy by hand. */
export async function copyRoomLink(roomId: string, messages: { copied: string; manual: string }) {
  const link = roomLink(roomId);
  try {
    await navigator.clipboard.writeText(link);
    toast.success(messages.copied, { description: link });
  } catch {
    toast.info(messages.manual, { description: link, duration: 15_000 });
  }
}
