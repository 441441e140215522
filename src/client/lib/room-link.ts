import { toast } from './toast';

export function roomLink(roomId: string): string {
  return `${window.location.origin}/rooms/${roomId}`;
}

/** Copies an invitation link; where the clipboard is refused, the link is shown to copy by hand. */
export async function copyLink(link: string, messages: { copied: string; manual: string }) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(messages.copied, { description: link });
  } catch {
    toast.info(messages.manual, { description: link, duration: 15_000 });
  }
}

/** The estimation room's link, copied. */
export const copyRoomLink = (roomId: string, messages: { copied: string; manual: string }) =>
  copyLink(roomLink(roomId), messages);

export function retroLink(retroId: string): string {
  return `${window.location.origin}/retro/${retroId}`;
}
