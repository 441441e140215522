import { toast } from './toast';

/** A link's key (`?k=`) once its owner has made a new link: newcomers need the current one. */
const withKey = (path: string, linkKey: string | null | undefined) =>
  `${window.location.origin}${path}${linkKey ? `?k=${encodeURIComponent(linkKey)}` : ''}`;

export function roomLink(roomId: string, linkKey?: string | null): string {
  return withKey(`/rooms/${roomId}`, linkKey);
}

/** The key the page's own link carried, which its join passes on. */
export const linkKeyOfPage = (): string | undefined =>
  new URLSearchParams(window.location.search).get('k') ?? undefined;

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
export const copyRoomLink = (
  roomId: string,
  linkKey: string | null | undefined,
  messages: { copied: string; manual: string },
) => copyLink(roomLink(roomId, linkKey), messages);

export function retroLink(retroId: string, linkKey?: string | null): string {
  return withKey(`/retro/${retroId}`, linkKey);
}
