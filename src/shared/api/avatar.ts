/**
 * Avatars: what the browser may send, and what the server stores after resizing. Apart from the
 * profile's schemas so the profile page can check a file without downloading zod.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
